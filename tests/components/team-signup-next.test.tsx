import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeQueryClient } from "@/components/providers/query-provider";
import type { LoginResult, SignupInput } from "@/components/providers/auth-provider";
import type { PublicUser } from "@/lib/users/public-user";
import { publicUser } from "../helpers/public-user";

// A new user signs up from an invitation link (/signup?next=/invitations/{token}) and comes back to it.
const push = vi.fn();
const signup = vi.fn<(input: SignupInput) => Promise<LoginResult>>();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push, replace: push }), useSearchParams: () => new URLSearchParams(window.location.search) }));
vi.mock("@/lib/client/toast", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock("@/components/providers/auth-provider", () => ({
  useAuth: () => ({ signup }),
  homeFor: (user: PublicUser) => (user.is_admin ? "/admin" : "/payment"),
}));
const api = vi.hoisted(() => vi.fn());
vi.mock("@/lib/client/api", async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const { SignupForm } = await import("@/components/auth/signup-form");

const invitation = (status: "pending" | "expired" | "accepted") => ({
  company_name: "Sahyadri Steel",
  role: "editor",
  email: "r***@example.com",
  invited_by_name: "Asha",
  expires_at: "2026-12-05T00:00:00.000Z",
  access_until: null,
  status,
});

beforeEach(() => {
  api.mockReset();
  push.mockReset();
  signup.mockReset();
  signup.mockResolvedValue({ success: true, user: publicUser({ subscription_status: "inactive", subscription_plan: null }) });
});
afterEach(() => window.history.replaceState(null, "", "/"));

const renderForm = () =>
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <SignupForm />
    </QueryClientProvider>,
  );

describe("Signup from an invitation link", () => {
  it("fills the invited address, asks no company name, signs up with the invitation and goes back to it", async () => {
    api.mockResolvedValue(invitation("pending"));
    window.history.replaceState(null, "", "/signup?next=%2Finvitations%2Fabc_DEF-123");
    renderForm();
    const email = await screen.findByTestId("signup-invited-email");
    expect(api).toHaveBeenCalledWith("/invitations/abc_DEF-123");
    expect(email).toHaveValue("r***@example.com");
    expect(email).toHaveAttribute("readonly");
    expect(screen.queryByLabelText("Company Name")).toBeNull();
    expect(screen.getByText(/Join Sahyadri Steel/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Full Name"), "Ravi Kumar");
    await user.type(screen.getByLabelText("Password"), "secret1");
    await user.click(screen.getByRole("button", { name: "Sign Up" }));
    await waitFor(() => expect(signup).toHaveBeenCalledWith({ full_name: "Ravi Kumar", password: "secret1", invitation_token: "abc_DEF-123" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/invitations/abc_DEF-123"));
  });

  it("a link that can no longer be used gets the ordinary form, and still goes back to the invitation", async () => {
    api.mockResolvedValue(invitation("expired"));
    window.history.replaceState(null, "", "/signup?next=%2Finvitations%2Fold-link");
    renderForm();
    expect(await screen.findByLabelText("Company Name")).toBeInTheDocument();
    const user = userEvent.setup();
    const values = { "Full Name": "Ravi Kumar", Email: "ravi@example.com", "Company Name": "Ravi & Co", Password: "secret1" };
    for (const [label, value] of Object.entries(values)) await user.type(screen.getByLabelText(label), value);
    await user.click(screen.getByRole("button", { name: "Sign Up" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/invitations/old-link"));
    expect(signup.mock.calls[0][0]).not.toHaveProperty("invitation_token");
  });

  it("ignores a next= that leaves the site", async () => {
    window.history.replaceState(null, "", "/signup?next=%2F%2Fevil.example");
    renderForm();
    const user = userEvent.setup();
    const values = { "Full Name": "Ravi Kumar", Email: "ravi@example.com", "Company Name": "Ravi & Co", Password: "secret1" };
    for (const [label, value] of Object.entries(values)) await user.type(screen.getByLabelText(label), value);
    await user.click(screen.getByRole("button", { name: "Sign Up" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/payment"));
    expect(api).not.toHaveBeenCalled();
  });
});
