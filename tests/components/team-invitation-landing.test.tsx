import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { makeQueryClient } from "@/components/providers/query-provider";
import { InvitationLanding } from "@/components/team/invitation-landing";
import { ApiClientError } from "@/lib/client/api";
import type { InvitationPreviewDto } from "@/lib/companies/member-schemas";

const h = vi.hoisted(() => ({
  router: { push: vi.fn(), replace: vi.fn() },
  auth: { status: "anonymous" as "anonymous" | "authenticated" | "loading", user: null as null | { email: string; full_name: string }, logout: vi.fn() },
}));
vi.mock("next/navigation", () => ({ useRouter: () => h.router }));
vi.mock("@/components/providers/auth-provider", () => ({ useAuth: () => h.auth }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("@/lib/client/toast", () => ({ toast }));
const api = vi.hoisted(() => vi.fn());
vi.mock("@/lib/client/api", async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const TOKEN = "tok_ABC-123";
const COMPANY_ID = "7d0f4b4e-3b7a-4c36-9b43-5f0c1d2e3a4b";
const preview = (over: Partial<InvitationPreviewDto> = {}): InvitationPreviewDto => ({
  company_name: "Deccan Alloys",
  role: "editor",
  email: "r***@example.com",
  invited_by_name: "Asha Owner",
  expires_at: "2099-01-08T00:00:00.000Z",
  access_until: null,
  status: "pending",
  ...over,
});

function renderLanding() {
  return render(
    <QueryClientProvider client={makeQueryClient()}>
      <InvitationLanding token={TOKEN} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  h.auth.status = "anonymous";
  h.auth.user = null;
});

describe("Invitation landing page", () => {
  it("signed out: shows company, role and inviter, and sends to log in or sign up with next= back here", async () => {
    api.mockResolvedValue(preview());
    renderLanding();
    expect(await screen.findByTestId("invitation-company")).toHaveTextContent("Join Deccan Alloys");
    expect(screen.getByText(/Asha Owner invited/)).toHaveTextContent("Asha Owner invited r***@example.com as Editor.");
    expect(screen.getByRole("link", { name: "Log in to accept" })).toHaveAttribute("href", `/login?next=%2Finvitations%2F${TOKEN}`);
    expect(screen.getByRole("link", { name: "Sign up to accept" })).toHaveAttribute("href", `/signup?next=%2Finvitations%2F${TOKEN}`);
    expect(screen.queryByTestId("accept-invitation")).not.toBeInTheDocument();
    expect(api).toHaveBeenCalledWith(`/invitations/${TOKEN}`);
  });

  it("signed in with the invited address: accepts, toasts and opens the company's dashboard", async () => {
    h.auth.status = "authenticated";
    h.auth.user = { email: "Ravi@example.com", full_name: "Ravi" };
    api.mockImplementation(async (path: string) => (path.endsWith("/accept") ? { company_id: COMPANY_ID, role: "editor", access_until: null } : preview()));
    const user = userEvent.setup();
    renderLanding();
    await user.click(await screen.findByTestId("accept-invitation"));
    await waitFor(() => expect(h.router.push).toHaveBeenCalledWith(`/dashboard/${COMPANY_ID}`));
    expect(api).toHaveBeenCalledWith(`/invitations/${TOKEN}/accept`, { method: "POST" });
    expect(toast.success).toHaveBeenCalledWith("You joined Deccan Alloys as Editor");
  });

  it("signed in with another account: says which account it is for and offers to switch", async () => {
    h.auth.status = "authenticated";
    h.auth.user = { email: "someone@else.com", full_name: "Someone" };
    api.mockResolvedValue(preview());
    renderLanding();
    expect(await screen.findByTestId("invitation-wrong-account")).toHaveTextContent(
      "You are signed in as someone@else.com, but this invitation is for r***@example.com",
    );
    expect(screen.queryByTestId("accept-invitation")).not.toBeInTheDocument();
    expect(screen.getByTestId("invitation-switch-account")).toBeInTheDocument();
  });

  it("shows the server's refusal when accepting fails", async () => {
    h.auth.status = "authenticated";
    h.auth.user = { email: "ravi@example.com", full_name: "Ravi" };
    api.mockImplementation(async (path: string) => {
      if (path.endsWith("/accept")) throw new ApiClientError(410, "This invitation expired on 8 Jan 2099.");
      return preview();
    });
    const user = userEvent.setup();
    renderLanding();
    await user.click(await screen.findByTestId("accept-invitation"));
    expect(await screen.findByTestId("invitation-error")).toHaveTextContent("This invitation expired on 8 Jan 2099.");
    expect(h.router.push).not.toHaveBeenCalled();
  });

  it.each([
    ["expired", "invitation-expired", /This invitation expired on/],
    ["accepted", "invitation-used", /already been used/],
  ] as const)("a %s invitation says so and offers no accept button", async (status, testId, text) => {
    h.auth.status = "authenticated";
    h.auth.user = { email: "ravi@example.com", full_name: "Ravi" };
    api.mockResolvedValue(preview({ status }));
    renderLanding();
    expect(await screen.findByTestId(testId)).toHaveTextContent(text);
    expect(screen.queryByTestId("accept-invitation")).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Log in to accept" })).not.toBeInTheDocument();
  });

  it("an unknown or revoked link is 'Invitation not found'", async () => {
    api.mockRejectedValue(new ApiClientError(404, "This invitation link is not valid."));
    renderLanding();
    expect(await screen.findByTestId("invitation-missing")).toHaveTextContent("Invitation not found");
  });
});
