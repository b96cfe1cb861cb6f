import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { makeQueryClient } from "@/components/providers/query-provider";
import { Board } from "@/components/requests/request-board";
import { InviteForm } from "@/components/team/invite-form";
import { AddUnit, UnitsPanels as UnitsScreenBody } from "@/components/units/units-screen";
import { ApiClientError } from "@/lib/client/api";
import type { CompanyDto } from "@/lib/companies/types";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn() }) }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock("@/lib/client/toast", () => ({ toast }));
const api = vi.hoisted(() => vi.fn());
vi.mock("@/lib/client/api", async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const company = {
  id: "7d0f4b4e-3b7a-4c36-9b43-5f0c1d2e3a4b",
  name: "Deccan Alloys",
  industry: "Manufacturing",
  location: "Pune",
  size: "201-500",
  description: null,
  frameworks: ["BRSR"],
  created_at: "2026-01-01T00:00:00.000Z",
  fy_start_month: 4,
  role: "owner",
  default_fy: { id: "2024-25", label: "FY 2024-25" },
} as CompanyDto;
const UNIT = { id: "u1", name: "Chakan Works", type: "plant", parent_id: null, archived: false, figures: 0, in_standalone: true, country: "India" };

// A double click lands twice before `isPending` reaches the button (the next render): one request, one toast.
describe("a double click on a create", () => {
  beforeEach(() => {
    api.mockReset();
    toast.success.mockReset();
  });

  it("sends one data request", async () => {
    let answer: (v: unknown) => void = () => undefined;
    api.mockImplementation((path: string, init?: { method?: string }) => {
      if (init?.method === "POST") return new Promise((resolve) => (answer = resolve));
      if (path.endsWith("/units")) return Promise.resolve([UNIT]);
      if (path.endsWith("/reminder-settings")) return Promise.resolve({ days_before: [7, 1], overdue: true, overdue_every_days: 7, digest: true });
      return Promise.resolve([]);
    });
    render(
      <QueryClientProvider client={makeQueryClient()}>
        <Board company={company} />
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByRole("checkbox", { name: "Chakan Works" }));
    fireEvent.change(screen.getByLabelText("Assignee's e-mail"), { target: { value: "plant@example.com" } });
    const send = screen.getByTestId("send-request");
    fireEvent.click(send);
    fireEvent.click(send);
    await waitFor(() => expect(send).toBeDisabled());
    expect(send).toHaveTextContent("Sending...");
    answer({ requests: [{ id: "r1" }], invitation_link: null });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Request sent"));
    expect(api.mock.calls.filter(([, init]) => init?.method === "POST")).toHaveLength(1);
  });

  it("adds one unit", async () => {
    let answer: (v: unknown) => void = () => undefined;
    api.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    render(
      <QueryClientProvider client={makeQueryClient()}>
        <AddUnit companyId={company.id} units={[]} />
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Ambad Plant" } });
    const add = screen.getByTestId("add-unit");
    fireEvent.click(add);
    fireEvent.click(add);
    await waitFor(() => expect(add).toHaveTextContent("Adding..."));
    answer({ ...UNIT, name: "Ambad Plant" });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Ambad Plant added"));
    expect(api).toHaveBeenCalledTimes(1);
  });

  it("creates one invitation (its validation is asynchronous: both clicks would pass it)", async () => {
    let answer: (v: unknown) => void = () => undefined;
    api.mockImplementation((path: string, init?: { method?: string }) =>
      init?.method === "POST" ? new Promise((resolve) => (answer = resolve)) : Promise.resolve([]),
    );
    const onCreated = vi.fn();
    render(
      <QueryClientProvider client={makeQueryClient()}>
        <InviteForm companyId={company.id} onCreated={onCreated} />
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "colleague@example.com" } });
    const submit = screen.getByTestId("invite-submit");
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(submit).toHaveTextContent("Inviting..."));
    answer({ id: "i1", email: "colleague@example.com", role: "editor", link: "http://localhost/invitations/t" });
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    // Both clicks have had their validation run by now: still one POST.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.mock.calls.filter(([, init]) => init?.method === "POST")).toHaveLength(1);
  });
});

// Another tab (or a colleague) deleted the row meanwhile: the change is refused, and the screen reads the list again.
describe("a change to a row gone meanwhile", () => {
  it("deleting a unit deleted in another tab reads the units again, so its row goes", async () => {
    api.mockReset();
    toast.error.mockReset();
    let units = [UNIT, { ...UNIT, id: "u2", name: "Ambad Plant" }];
    api.mockImplementation(async (path: string, init?: { method?: string }) => {
      if (init?.method === "DELETE") {
        units = units.filter((u) => u.id !== "u1");
        throw new ApiClientError(404, "Unit not found");
      }
      if (path.endsWith("/units")) return units;
      return [];
    });
    render(
      <QueryClientProvider client={makeQueryClient()}>
        <UnitsScreenBody company={company} />
      </QueryClientProvider>,
    );
    const row = (await screen.findAllByTestId("unit-row")).find((r) => r.dataset.unit === "Chakan Works")!;
    fireEvent.click(within(row).getByRole("button", { name: "Delete Chakan Works" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Failed to save data", { description: "Unit not found" }));
    await waitFor(() => expect(screen.getAllByTestId("unit-row").map((r) => r.dataset.unit)).toEqual(["Ambad Plant"]));
  });
});
