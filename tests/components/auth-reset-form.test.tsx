import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const push = vi.fn();
const replace = vi.fn();
let search = new URLSearchParams();
const toast = { success: vi.fn(), error: vi.fn() };

vi.mock("next/navigation", () => ({ useRouter: () => ({ push, replace }), useSearchParams: () => search }));
vi.mock("@/lib/client/toast", () => ({ toast }));

const { ResetPasswordForm } = await import("@/components/auth/reset-password-form");

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  push.mockReset();
  replace.mockReset();
  toast.success.mockReset();
  toast.error.mockReset();
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
  search = new URLSearchParams({ token: "tok-123" });
});

afterEach(() => vi.unstubAllGlobals());

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

async function typePasswords(a: string, b: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("New Password"), a);
  await user.type(screen.getByLabelText("Confirm Password"), b);
  return user;
}

describe("ResetPasswordForm", () => {
  it("without a token shows 'Invalid reset link' and goes to /login", async () => {
    search = new URLSearchParams();
    render(<ResetPasswordForm />);
    expect(screen.getByRole("heading", { name: "Invalid reset link" })).toBeInTheDocument();
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/login"));
    expect(toast.error).toHaveBeenCalledWith("Invalid reset link");
    expect(screen.queryByLabelText("New Password")).not.toBeInTheDocument();
  });

  it("says 'Passwords do not match' and sends nothing", async () => {
    render(<ResetPasswordForm />);
    const user = await typePasswords("secret1", "secret2");
    await user.click(screen.getByRole("button", { name: "Reset Password" }));
    expect(await screen.findByText("Passwords do not match")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says 'Password must be at least 6 characters'", async () => {
    render(<ResetPasswordForm />);
    const user = await typePasswords("12345", "12345");
    await user.click(screen.getByRole("button", { name: "Reset Password" }));
    expect(await screen.findByText("Password must be at least 6 characters")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("posts {token, new_password} with a disabled busy button, then goes to /login", async () => {
    let answer!: (r: Response) => void;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    render(<ResetPasswordForm />);
    const user = await typePasswords("brand-new", "brand-new");
    await user.click(screen.getByRole("button", { name: "Reset Password" }));
    expect(await screen.findByRole("button", { name: "Resetting..." })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/auth/reset-password");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ token: "tok-123", new_password: "brand-new" });
    answer(json(200, { message: "ok" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/login"));
    expect(toast.success).toHaveBeenCalledWith("Password reset successfully! You can now login.");
  });

  it("shows the server's detail, else 'Failed to reset password'", async () => {
    fetchMock.mockResolvedValueOnce(json(400, { detail: "This reset link has already been used" }));
    render(<ResetPasswordForm />);
    const user = await typePasswords("brand-new", "brand-new");
    await user.click(screen.getByRole("button", { name: "Reset Password" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("This reset link has already been used"));
    expect(screen.getByRole("button", { name: "Reset Password" })).toBeEnabled();

    fetchMock.mockResolvedValueOnce(new Response("oops", { status: 500 }));
    await user.click(screen.getByRole("button", { name: "Reset Password" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Failed to reset password"));
    expect(push).not.toHaveBeenCalled();
  });
});
