import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { makeQueryClient } from "@/components/providers/query-provider";
import { ApiClientError } from "@/lib/client/api";
import { TeamPanels } from "@/components/team/team-screen";
import type { CompanyRole } from "@/lib/auth/access-table";
import type { CompanyDto } from "@/lib/companies/types";
import type { InvitationDto, MemberDto } from "@/lib/companies/member-schemas";
import { findAlertDialog } from "../helpers/layers";

const h = vi.hoisted(() => ({ router: { push: vi.fn(), replace: vi.fn() } }));
vi.mock("next/navigation", () => ({ useRouter: () => h.router }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("@/lib/client/toast", () => ({ toast }));
const api = vi.hoisted(() => vi.fn());
vi.mock("@/lib/client/api", async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const COMPANY_ID = "7d0f4b4e-3b7a-4c36-9b43-5f0c1d2e3a4b";
const company = (role: CompanyRole | null): CompanyDto => ({
  id: COMPANY_ID,
  name: "Deccan Alloys",
  industry: "Manufacturing",
  location: "Pune",
  size: "201-500",
  description: null,
  frameworks: ["BRSR"],
  created_at: "2026-01-01T00:00:00.000Z",
  fy_start_month: 4,
  role,
});

const member = (over: Partial<MemberDto>): MemberDto => ({
  user_id: "u-" + (over.email ?? "x"),
  full_name: "Someone",
  email: "someone@example.com",
  role: "viewer",
  access_until: null,
  created_at: "2026-01-01T00:00:00.000Z",
  is_you: false,
  ...over,
});

const MEMBERS: MemberDto[] = [
  member({ user_id: "u1", full_name: "Asha Owner", email: "asha@example.com", role: "owner", is_you: true }),
  member({ user_id: "u2", full_name: "Ravi Editor", email: "ravi@example.com", role: "editor" }),
  member({ user_id: "u3", full_name: "Meera Assurer", email: "meera@audit.in", role: "assurer", access_until: "2099-03-31T18:29:59.999Z" }),
];

const PENDING: InvitationDto[] = [
  {
    id: "inv-1",
    email: "new@example.com",
    role: "reviewer",
    expires_at: "2099-01-08T00:00:00.000Z",
    access_until: null,
    invited_by: { id: "u1", full_name: "Asha Owner" },
    created_at: "2099-01-01T00:00:00.000Z",
  },
];

function routeApi({ members = MEMBERS, invitations = PENDING }: { members?: MemberDto[]; invitations?: InvitationDto[] } = {}) {
  api.mockImplementation(async (path: string, options?: { method?: string; body?: Record<string, unknown> }) => {
    const method = options?.method ?? "GET";
    if (path.endsWith("/members") && method === "GET") return members;
    if (path.endsWith("/invitations") && method === "GET") return invitations;
    if (path.endsWith("/invitations") && method === "POST") {
      return {
        id: "inv-new",
        email: String(options!.body!.email).toLowerCase(),
        role: options!.body!.role,
        expires_at: "2099-01-08T00:00:00.000Z",
        access_until: null,
        invited_by: { id: "u1", full_name: "Asha Owner" },
        created_at: "2099-01-01T00:00:00.000Z",
        link: "http://localhost:3000/invitations/abcDEF123_-token",
      };
    }
    if (method === "DELETE") return undefined;
    if (method === "PATCH") {
      const existing = members.find((m) => path.endsWith(`/members/${m.user_id}`))!;
      return { ...existing, role: options!.body!.role, access_until: options!.body!.access_until ?? null };
    }
    throw new Error(`unexpected ${method} ${path}`);
  });
}

function renderPanels(role: CompanyRole | null) {
  return render(
    <QueryClientProvider client={makeQueryClient()}>
      <TeamPanels company={company(role)} />
    </QueryClientProvider>,
  );
}

const calls = (method: string) => api.mock.calls.filter(([, o]) => (o?.method ?? "GET") === method);

beforeEach(() => {
  vi.clearAllMocks();
});

describe("Team screen", () => {
  it("an owner sees the members with role pickers, the invite form and the pending invitations", async () => {
    routeApi();
    renderPanels("owner");
    const rows = await screen.findAllByTestId("member-row");
    expect(rows).toHaveLength(3);
    expect(within(rows[0]).getByTestId("member-name")).toHaveTextContent("Asha Owner (you)");
    expect(within(rows[1]).getByRole("combobox", { name: "Role of Ravi Editor" })).toHaveValue("editor");
    // An assurer's end date is editable for the owner.
    expect(within(rows[2]).getByLabelText("Access of Meera Assurer until")).toHaveValue("2099-03-31");
    // The form is fetched for owners only, after the page.
    expect(await screen.findByTestId("invite-form")).toBeInTheDocument();
    const pending = await screen.findAllByTestId("invitation-row");
    expect(pending).toHaveLength(1);
    expect(within(pending[0]).getByTestId("invitation-email")).toHaveTextContent("new@example.com");
    expect(within(pending[0]).getByText("Reviewer")).toBeInTheDocument();
  });

  it("a viewer sees a read-only list: no pickers, no remove, no invite form, no invitations fetched", async () => {
    routeApi();
    renderPanels("viewer");
    const rows = await screen.findAllByTestId("member-row");
    expect(rows).toHaveLength(3);
    expect(screen.queryByRole("combobox")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByTestId("invite-form")).not.toBeInTheDocument();
    expect(within(rows[2]).getByTestId("member-access-until")).toHaveTextContent("31 Mar 2099");
    expect(screen.getByText(/You are Viewer here\. Only owners can invite members/)).toBeInTheDocument();
    expect(api.mock.calls.some(([path]) => String(path).endsWith("/invitations"))).toBe(false);
  });

  it("shows the empty and error states", async () => {
    routeApi({ invitations: [] });
    renderPanels("owner");
    expect(await screen.findByTestId("invitations-empty")).toHaveTextContent("No pending invitations.");
    api.mockRejectedValue(new Error("network"));
    const { unmount } = renderPanels("viewer");
    expect(await screen.findByTestId("members-error")).toBeInTheDocument();
    unmount();
  });

  it("the invite form checks the address, then posts it and shows the link once to copy", async () => {
    routeApi();
    const user = userEvent.setup();
    // After setup, which puts its own clipboard in place.
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue(undefined);
    renderPanels("owner");
    await screen.findByTestId("invite-form");
    await user.type(screen.getByLabelText("Email"), "not-an-address");
    await user.click(screen.getByRole("button", { name: "Send invitation" }));
    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
    expect(calls("POST")).toHaveLength(0);

    await user.clear(screen.getByLabelText("Email"));
    await user.type(screen.getByLabelText("Email"), "Kiran@Example.com");
    await user.selectOptions(screen.getByRole("combobox", { name: "Role" }), "Reviewer");
    expect(screen.getByTestId("invite-role-description")).toHaveTextContent("Approves or rejects figures");
    await user.click(screen.getByRole("button", { name: "Send invitation" }));
    await waitFor(() => expect(calls("POST")).toHaveLength(1));
    expect(calls("POST")[0]).toEqual([`/companies/${COMPANY_ID}/invitations`, { method: "POST", body: { email: "Kiran@Example.com", role: "reviewer" } }]);
    expect(await screen.findByTestId("invite-link")).toHaveValue("http://localhost:3000/invitations/abcDEF123_-token");
    expect(toast.success).toHaveBeenCalledWith("Invitation for kiran@example.com created");
    await user.click(screen.getByTestId("copy-invite-link"));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith("http://localhost:3000/invitations/abcDEF123_-token"));
    expect(toast.success).toHaveBeenCalledWith("Link copied");
    expect(screen.getByLabelText("Email")).toHaveValue("");
  });

  it("an assurer invitation needs an access-until date", async () => {
    routeApi();
    const user = userEvent.setup();
    renderPanels("owner");
    await screen.findByTestId("invite-form");
    await user.type(screen.getByLabelText("Email"), "audit@firm.in");
    await user.selectOptions(screen.getByRole("combobox", { name: "Role" }), "Assurer");
    await user.click(screen.getByRole("button", { name: "Send invitation" }));
    expect(await screen.findByText("An assurer needs an access-until date in the future")).toBeInTheDocument();
    expect(calls("POST")).toHaveLength(0);
    await user.type(screen.getByLabelText("Access until"), "2099-06-30");
    await user.click(screen.getByRole("button", { name: "Send invitation" }));
    await waitFor(() => expect(calls("POST")).toHaveLength(1));
    expect(calls("POST")[0][1].body).toEqual({ email: "audit@firm.in", role: "assurer", access_until: "2099-06-30" });
  });

  it("removing a member asks first, then sends DELETE", async () => {
    routeApi();
    const user = userEvent.setup();
    renderPanels("owner");
    await screen.findAllByTestId("member-row");
    await user.click(screen.getByRole("button", { name: "Remove Ravi Editor" }));
    expect(await findAlertDialog()).toHaveTextContent("Ravi Editor (ravi@example.com) will lose access to Deccan Alloys");
    expect(calls("DELETE")).toHaveLength(0);
    await user.click(screen.getByTestId("confirm-remove-member"));
    await waitFor(() => expect(calls("DELETE")).toHaveLength(1));
    expect(calls("DELETE")[0][0]).toBe(`/companies/${COMPANY_ID}/members/u2`);
    expect(toast.success).toHaveBeenCalledWith("Ravi Editor was removed from Deccan Alloys");
  });

  it("removing a member already removed in another tab: says so, closes the dialog and reads the members again", async () => {
    let members = MEMBERS;
    routeApi();
    const route = api.getMockImplementation()!;
    api.mockImplementation(async (path: string, options?: { method?: string }) => {
      if (options?.method === "DELETE") {
        members = MEMBERS.filter((m) => m.user_id !== "u2");
        throw new ApiClientError(404, "Member not found");
      }
      if (path.endsWith("/members")) return members;
      return route(path, options);
    });
    const user = userEvent.setup();
    renderPanels("owner");
    await screen.findAllByTestId("member-row");
    await user.click(screen.getByRole("button", { name: "Remove Ravi Editor" }));
    await findAlertDialog();
    await user.click(screen.getByTestId("confirm-remove-member"));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Failed to remove the member", { description: "Member not found" }));
    await waitFor(() => expect(screen.queryByText("Ravi Editor")).toBeNull());
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(screen.getAllByTestId("member-row")).toHaveLength(2);
  });

  it("changing a member's role offers Save and Cancel, and Save sends PATCH with the role chosen", async () => {
    routeApi();
    const user = userEvent.setup();
    renderPanels("owner");
    const rows = await screen.findAllByTestId("member-row");
    const picker = within(rows[1]).getByRole("combobox", { name: "Role of Ravi Editor" });
    expect(within(rows[1]).queryByTestId("member-save")).not.toBeInTheDocument();
    await user.selectOptions(picker, "Viewer");
    await user.click(within(rows[1]).getByRole("button", { name: "Cancel" }));
    expect(picker).toHaveValue("editor");
    expect(calls("PATCH")).toHaveLength(0);

    await user.selectOptions(picker, "Reviewer");
    await user.click(within(rows[1]).getByTestId("member-save"));
    await waitFor(() => expect(calls("PATCH")).toHaveLength(1));
    expect(calls("PATCH")[0]).toEqual([`/companies/${COMPANY_ID}/members/u2`, { method: "PATCH", body: { role: "reviewer" } }]);
    expect(toast.success).toHaveBeenCalledWith("Ravi Editor: Reviewer");
  });
});
