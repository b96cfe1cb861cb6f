import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const toast = { success: vi.fn(), error: vi.fn() };
vi.mock("@/lib/client/toast", () => ({ toast }));

const { ForgotPasswordForm } = await import("@/components/auth/forgot-password-form");

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

beforeEach(() => {
  toast.success.mockReset();
  toast.error.mockReset();
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

async function submit(email: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Email"), email);
  await user.click(screen.getByRole("button", { name: "Send Reset Link" }));
  return user;
}

describe("ForgotPasswordForm", () => {
  it("shows the result with the 'Reset Password Now' link when the server returns one", async () => {
    fetchMock.mockResolvedValue(
      json(200, { message: "If the email exists, a password reset link has been sent.", reset_link: "http://elsewhere.example/reset-password?token=abc" }),
    );
    render(<ForgotPasswordForm />);
    const user = await submit("priya@example.com");
    expect(await screen.findByRole("link", { name: "Reset Password Now" })).toHaveAttribute("href", "/reset-password?token=abc");
    expect(toast.success).toHaveBeenCalledWith("Password reset link generated!");
    expect(screen.getByText("Note: in production, the reset link would be sent to your email.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Login" })).toHaveAttribute("href", "/login");
    expect(screen.getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/signup");
    await user.click(screen.getByRole("button", { name: "Try Another Email" }));
    expect(screen.getByLabelText("Email")).toHaveValue("");
  });

  it("without a link shows the generic message and no link", async () => {
    fetchMock.mockResolvedValue(json(200, { message: "If the email exists, a password reset link has been sent." }));
    render(<ForgotPasswordForm />);
    await submit("priya@example.com");
    await screen.findByRole("button", { name: "Try Another Email" });
    expect(toast.success).toHaveBeenCalledWith("If the email exists, a password reset link has been sent.");
    expect(screen.queryByRole("link", { name: "Reset Password Now" })).not.toBeInTheDocument();
  });

  it("shows the server's detail (429) or 'Failed to send reset link'", async () => {
    fetchMock.mockResolvedValueOnce(json(429, { detail: "Too many password reset requests. Please try again in 60 minutes." }));
    render(<ForgotPasswordForm />);
    const user = await submit("priya@example.com");
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Too many password reset requests. Please try again in 60 minutes."));
    fetchMock.mockRejectedValueOnce(new TypeError("network down"));
    await user.click(screen.getByRole("button", { name: "Send Reset Link" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Failed to send reset link"));
    expect(screen.queryByRole("button", { name: "Try Another Email" })).not.toBeInTheDocument();
  });

  it("refuses a malformed email before sending", async () => {
    render(<ForgotPasswordForm />);
    await submit("nope");
    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
