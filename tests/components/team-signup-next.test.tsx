import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { LoginResult, SignupInput } from "@/components/providers/auth-provider";
import type { PublicUser } from "@/lib/auth/public-user";
import { publicUser } from "../helpers/public-user";

// A new user signs up from an invitation link (/signup?next=/invitations/{token}) and comes back to it.
const push = vi.fn();
const signup = vi.fn<(input: SignupInput) => Promise<LoginResult>>();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push, replace: push }) }));
vi.mock("@/lib/client/toast", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock("@/components/providers/auth-provider", () => ({
  useAuth: () => ({ signup }),
  homeFor: (user: PublicUser) => (user.is_admin ? "/admin" : "/payment"),
}));

const { SignupForm } = await import("@/components/auth/signup-form");

afterEach(() => window.history.replaceState(null, "", "/"));

async function signUp() {
  signup.mockResolvedValue({ success: true, user: publicUser({ subscription_status: "inactive", subscription_plan: null }) });
  render(<SignupForm />);
  const user = userEvent.setup();
  const values = { "Full Name": "Ravi Kumar", Email: "ravi@example.com", "Company Name": "Ravi & Co", Password: "secret1" };
  for (const [label, value] of Object.entries(values)) await user.type(screen.getByLabelText(label), value);
  await user.click(screen.getByRole("button", { name: "Sign Up" }));
}

describe("Signup with ?next=", () => {
  it("goes back to the invitation the visitor came from", async () => {
    window.history.replaceState(null, "", "/signup?next=%2Finvitations%2Fabc_DEF-123");
    await signUp();
    await waitFor(() => expect(push).toHaveBeenCalledWith("/invitations/abc_DEF-123"));
  });

  it("ignores a next= that leaves the site", async () => {
    push.mockReset();
    window.history.replaceState(null, "", "/signup?next=%2F%2Fevil.example");
    await signUp();
    await waitFor(() => expect(push).toHaveBeenCalledWith("/payment"));
  });
});
