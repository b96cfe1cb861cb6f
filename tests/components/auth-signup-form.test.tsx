import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { LoginResult, SignupInput } from "@/components/providers/auth-provider";
import type { PublicUser } from "@/lib/users/public-user";
import { publicUser } from "../helpers/public-user";

const push = vi.fn();
const signup = vi.fn<(input: SignupInput) => Promise<LoginResult>>();
const toast = { success: vi.fn(), error: vi.fn() };

vi.mock("next/navigation", () => ({ useRouter: () => ({ push, replace: push }), useSearchParams: () => new URLSearchParams(window.location.search) }));
vi.mock("@/lib/client/toast", () => ({ toast }));
vi.mock("@/components/providers/auth-provider", () => ({
  useAuth: () => ({ signup }),
  homeFor: (user: PublicUser) => (user.is_admin ? "/admin" : "/setup"),
}));

const { SignupForm } = await import("@/components/auth/signup-form");

const USER = publicUser({ subscription_status: "inactive", subscription_plan: null });

async function fill(values: Partial<Record<"Full Name" | "Email" | "Company Name" | "Password", string>>) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) await user.type(screen.getByLabelText(label), value);
  return user;
}

beforeEach(() => {
  push.mockReset();
  signup.mockReset();
  toast.success.mockReset();
  toast.error.mockReset();
});

describe("SignupForm", () => {
  it("shows SPEC's title, fields, hint, button and login link", () => {
    render(<SignupForm />);
    expect(screen.getByRole("heading", { name: "Create Account" })).toBeInTheDocument();
    expect(screen.getByText("Join the ESG Reporting Platform")).toBeInTheDocument();
    for (const label of ["Full Name", "Email", "Company Name", "Password"]) expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAttribute("type", "email");
    expect(screen.getByLabelText("Password")).toHaveAttribute("type", "password");
    expect(screen.getByText("Minimum 6 characters")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign Up" })).toBeEnabled();
    expect(screen.getByRole("link", { name: "Log In" })).toHaveAttribute("href", "/login");
  });

  it("shows the validation messages and sends nothing", async () => {
    render(<SignupForm />);
    const user = await fill({ Email: "priya@", Password: "12345" });
    await user.click(screen.getByRole("button", { name: "Sign Up" }));
    expect(await screen.findByText("Full name is required")).toBeInTheDocument();
    expect(screen.getByText("Company name is required")).toBeInTheDocument();
    expect(screen.getByText("Please enter a valid email address")).toBeInTheDocument();
    expect(screen.getByText("Password must be at least 6 characters")).toBeInTheDocument();
    expect(screen.getByLabelText("Password")).toHaveAttribute("aria-invalid", "true");
    expect(signup).not.toHaveBeenCalled();
  });

  it("disables the button with 'Creating Account...' while busy, then toasts and routes", async () => {
    let finish!: (r: LoginResult) => void;
    signup.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    render(<SignupForm />);
    const user = await fill({ "Full Name": "Priya Sharma", Email: " Priya@Example.com ", "Company Name": "Acme", Password: "secret1" });
    await user.click(screen.getByRole("button", { name: "Sign Up" }));
    const busy = await screen.findByRole("button", { name: "Creating Account..." });
    expect(busy).toBeDisabled();
    expect(signup).toHaveBeenCalledWith({ full_name: "Priya Sharma", email: "priya@example.com", company_name: "Acme", password: "secret1" });
    finish({ success: true, user: USER });
    await waitFor(() => expect(push).toHaveBeenCalledWith("/setup"));
    expect(toast.success).toHaveBeenCalledWith("Account created successfully!");
  });

  it("shows the server's detail on failure and enables the button again", async () => {
    signup.mockResolvedValue({ success: false, error: "An account with this email already exists" });
    render(<SignupForm />);
    const user = await fill({ "Full Name": "P", Email: "p@example.com", "Company Name": "A", Password: "secret1" });
    await user.click(screen.getByRole("button", { name: "Sign Up" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("An account with this email already exists"));
    expect(screen.getByRole("button", { name: "Sign Up" })).toBeEnabled();
    expect(push).not.toHaveBeenCalled();
  });

  it("falls back to 'Signup failed'", async () => {
    signup.mockResolvedValue({ success: false });
    render(<SignupForm />);
    const user = await fill({ "Full Name": "P", Email: "p@example.com", "Company Name": "A", Password: "secret1" });
    await user.click(screen.getByRole("button", { name: "Sign Up" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Signup failed"));
  });
});
