import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { makeQueryClient } from "@/components/providers/query-provider";
import { DataCollectionScreen } from "@/components/esg-data/data-collection-screen";
import { SectionReview } from "@/components/review/section-review";
import { ReadinessPanel } from "@/components/brsr/readiness-panel";
import { CellSlot } from "@/components/brsr/cell-slot";
import { BrsrEditContext, type BrsrEdit } from "@/components/brsr/edit-context";
import { EditStore } from "@/components/brsr/edit-store";
import type { CellView } from "@/components/brsr/types";
import type { CompanyRole } from "@/lib/auth/access-table";
import type { EsgEntryDto } from "@/lib/esg-data/schemas";
import { chooseOption } from "../helpers/select";
import { metricCatalogue } from "@/lib/esg-data/metric-catalogue";

const CATALOGUE = metricCatalogue();

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn() }));
vi.mock("@/lib/client/toast", () => ({ toast }));
const api = vi.hoisted(() => vi.fn());
// The entry list reads its headers: here the list's answer without them (one page, its length the total).
vi.mock("@/lib/client/api", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  api,
  apiWithHeaders: async (path: string, options?: unknown) => ({ data: await api(path, options), headers: new Headers() }),
}));
const me = vi.hoisted(() => ({ role: "owner" as string | null, id: "user-me" }));
vi.mock("@/components/review/use-viewer", () => ({ useViewerId: () => me.id }));
vi.mock("@/components/company/company-page", () => ({
  CompanyPage: ({ children }: { children: (c: object) => React.ReactNode }) => (
    <>{children({ id: COMPANY_ID, frameworks: ["BRSR"], name: "Acme", fy_start_month: 4, role: me.role })}</>
  ),
}));

const COMPANY_ID = "7d0f4b4e-3b7a-4c36-9b43-5f0c1d2e3a4b";

beforeAll(() => {
  Object.assign(Element.prototype, { hasPointerCapture: () => false, setPointerCapture: () => {}, releasePointerCapture: () => {}, scrollIntoView: () => {} });
});

const entry = (over: Partial<EsgEntryDto>): EsgEntryDto => ({
  id: "e1",
  company_id: COMPANY_ID,
  framework: "BRSR",
  category: "environmental",
  metric: "Scope 1 emissions",
  value: "6,000",
  numeric_value: 6000,
  unit: "tCO2e",
  period: "FY 2024-25",
  notes: "",
  source: "manual",
  calculator_run_id: null,
  review_state: "draft",
  updated_by: "user-maker",
  reviewed_by: null,
  reviewed_at: null,
  review_comment: null,
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-01T00:00:00.000Z",
  ...over,
});

const ENTRIES = [
  entry({ id: "draft", metric: "Scope 1 emissions" }),
  entry({ id: "submitted", metric: "Scope 2 emissions", review_state: "submitted" }),
  entry({ id: "mine", metric: "Water withdrawal", review_state: "submitted", updated_by: "user-me" }),
  entry({ id: "approved", metric: "Energy consumption", review_state: "approved" }),
  entry({ id: "rejected", metric: "Waste generated", review_state: "rejected", review_comment: "Plant B is missing" }),
];

function renderScreen(role: CompanyRole | null) {
  me.role = role;
  api.mockImplementation((path: string, options?: { method?: string; body?: { action: string }; query?: { state?: string } }) => {
    if (options?.method === "POST") return Promise.resolve({ ...ENTRIES[0], review_state: "submitted" });
    // The list filters on the server.
    const state = options?.query?.state;
    return Promise.resolve(state ? ENTRIES.filter((e) => e.review_state === state) : ENTRIES);
  });
  return render(
    <QueryClientProvider client={makeQueryClient()}>
      <DataCollectionScreen companyId={COMPANY_ID} catalogue={CATALOGUE} />
    </QueryClientProvider>,
  );
}

const item = async (metric: string) => (await screen.findAllByTestId("entry-item")).find((li) => li.textContent?.includes(metric))!;

beforeEach(() => vi.clearAllMocks());

describe("review badges and actions in data collection", () => {
  it("shows each entry's state, and a rejection's comment", async () => {
    renderScreen("editor");
    const states = (await screen.findAllByTestId("review-badge")).map((b) => b.textContent);
    expect(states).toEqual(["Draft", "Submitted", "Submitted", "Approved", "Rejected: Plant B is missing"]);
    expect(within(await item("Waste generated")).getByTestId("entry-rejection")).toHaveTextContent("Rejected: Plant B is missing");
    expect(within(await item("Waste generated")).getByTestId("review-badge")).toHaveAttribute("title", "Rejected: Plant B is missing");
    // Each entry has its evidence button.
    expect(screen.getAllByTestId("evidence-button")).toHaveLength(5);
  });

  it("an editor submits drafts and rejected figures, and never sees Approve or Reject", async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen("editor");
    const draft = await item("Scope 1 emissions");
    expect(within(draft).getByTestId("review-submit")).toBeEnabled();
    expect(within(await item("Waste generated")).getByTestId("review-submit")).toBeEnabled();
    expect(within(await item("Scope 2 emissions")).queryByTestId("review-actions")).toBeNull();
    expect(screen.queryByTestId("review-approve")).toBeNull();
    expect(screen.queryByTestId("review-reject")).toBeNull();
    await user.click(within(draft).getByTestId("review-submit"));
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith("/esg-data/draft/review", {
        method: "POST",
        body: { action: "submit", expected_updated_at: "2026-01-01T00:00:00.000Z" },
      }),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Submitted for review"));
    // The form stays usable for an editor.
    expect(screen.getByTestId("entry-submit")).toBeEnabled();
    expect(screen.queryByTestId("entry-read-only")).toBeNull();
  });

  it("a reviewer approves and rejects others' submitted figures, not their own, and cannot change figures", async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen("reviewer");
    const theirs = await item("Scope 2 emissions");
    expect(within(theirs).getByTestId("review-approve")).toBeEnabled();
    const mine = await item("Water withdrawal");
    const approveMine = within(mine).getByTestId("review-approve");
    expect(approveMine).toBeDisabled();
    expect(approveMine).toHaveAttribute("title", expect.stringMatching(/someone else must review it/));
    expect(within(mine).getByTestId("review-reject")).toBeDisabled();
    expect(screen.queryByTestId("review-submit")).toBeNull();
    // Read-only for figures: no edit or delete, the form's save disabled with the reason.
    expect(screen.queryByRole("button", { name: "Edit Scope 2 emissions" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Delete Scope 2 emissions" })).toBeNull();
    expect(screen.getByTestId("entry-read-only")).toHaveTextContent("Your role (Reviewer) can read but not change figures");
    expect(screen.getByTestId("entry-submit")).toBeDisabled();

    // Reject asks for a comment first.
    await user.click(within(theirs).getByTestId("review-reject"));
    const confirm = await screen.findByTestId("reject-confirm");
    expect(confirm).toBeDisabled();
    await user.type(screen.getByTestId("reject-comment"), "Wrong emission factor");
    await user.click(confirm);
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith("/esg-data/submitted/review", {
        method: "POST",
        body: { action: "reject", comment: "Wrong emission factor", expected_updated_at: "2026-01-01T00:00:00.000Z" },
      }),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Figure rejected"));
  });

  it("viewers and assurers see states but no actions", async () => {
    renderScreen("viewer");
    expect(await screen.findAllByTestId("review-badge")).toHaveLength(5);
    expect(screen.queryByTestId("review-actions")).toBeNull();
    expect(screen.getByTestId("entry-read-only")).toHaveTextContent("Your role (Viewer) can read but not change figures");
  });

  it("filters by review state", async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen("owner");
    await screen.findAllByTestId("entry-item");
    await chooseOption(user, screen.getByTestId("entry-filter-state"), "Submitted");
    const shown = () => screen.getAllByTestId("entry-item").map((li) => within(li).getByTestId("entry-item-metric").textContent);
    await waitFor(() => expect(shown()).toEqual(["Scope 2 emissions", "Water withdrawal"]));
    expect(api).toHaveBeenCalledWith(`/esg-data/${COMPANY_ID}`, { query: { state: "submitted", limit: 100 } });
  });
});

describe("an entry's history shows its review steps", () => {
  it("with the states and the rejection's comment", async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen("editor");
    api.mockImplementation((path: string) =>
      Promise.resolve(
        path.endsWith("/history")
          ? [
              {
                id: 1,
                action: "create",
                actor: null,
                old_value: null,
                new_value: { value: "6,000", unit: "tCO2e", period: "FY 2024-25" },
                created_at: "2026-01-01T00:00:00.000Z",
              },
              {
                id: 2,
                action: "reject",
                actor: { id: "r", full_name: "Reviewer Ravi", email: "ravi@example.com" },
                old_value: { review_state: "submitted" },
                new_value: { review_state: "rejected", review_comment: "Plant B is missing" },
                created_at: "2026-01-02T00:00:00.000Z",
              },
            ]
          : path.endsWith("/evidence")
            ? []
            : ENTRIES,
      ),
    );
    await user.click(await screen.findByRole("button", { name: "History of Waste generated" }));
    const review = await screen.findByTestId("history-review");
    expect(review).toHaveTextContent("Review: Submitted → Rejected");
    expect(review).toHaveTextContent("“Plant B is missing”");
    expect(within(screen.getByTestId("entry-history")).getAllByText("Rejected")[0]).toBeInTheDocument();
  });
});

describe("a questionnaire section's batch review", () => {
  const items = [
    { entryId: "a", state: "draft" as const },
    { entryId: "b", state: "submitted" as const },
    { entryId: "c", state: "submitted" as const },
    { entryId: "d", state: "approved" as const },
  ];
  const renderSection = (role: CompanyRole) =>
    render(
      <QueryClientProvider client={makeQueryClient()}>
        <SectionReview companyId={COMPANY_ID} role={role} sectionLabel="P6 (FY 2024-25)" items={items} />
      </QueryClientProvider>,
    );

  it("a reviewer approves the submitted figures after a confirmation with the counts, and hears what was skipped", async () => {
    const user = userEvent.setup({ delay: null });
    api.mockResolvedValue({ updated: [{ id: "b" }], skipped: [{ id: "c", reason: "You entered or last changed this figure" }] });
    renderSection("reviewer");
    expect(screen.queryByTestId("section-submit")).toBeNull();
    await user.click(screen.getByTestId("section-approve"));
    expect(await screen.findByTestId("section-review-counts")).toHaveTextContent("2 figures of 4 figures in P6 (FY 2024-25) will be approved");
    await user.click(screen.getByTestId("section-review-confirm"));
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith(`/companies/${COMPANY_ID}/review`, { method: "POST", body: { action: "approve", entry_ids: ["b", "c"] } }),
    );
    await waitFor(() =>
      expect(toast.warning).toHaveBeenCalledWith("1 figure of P6 (FY 2024-25) approved", {
        description: "Skipped 1 figure: You entered or last changed this figure (1)",
      }),
    );
  });

  it("an editor submits the section's drafts; viewers get no batch actions", async () => {
    const user = userEvent.setup({ delay: null });
    api.mockResolvedValue({ updated: [{ id: "a" }], skipped: [] });
    const { unmount } = renderSection("editor");
    expect(screen.queryByTestId("section-approve")).toBeNull();
    expect(screen.getByTestId("section-submit")).toHaveTextContent("Submit section (1)");
    await user.click(screen.getByTestId("section-submit"));
    await user.click(await screen.findByTestId("section-review-confirm"));
    await waitFor(() => expect(api).toHaveBeenCalledWith(`/companies/${COMPANY_ID}/review`, { method: "POST", body: { action: "submit", entry_ids: ["a"] } }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("1 figure of P6 (FY 2024-25) submitted for review"));
    unmount();
    renderSection("viewer");
    expect(screen.queryByTestId("section-review")).toBeNull();
  });
});

describe("readiness names unapproved BRSR Core figures", () => {
  it("lists them and leads to their cells", async () => {
    const user = userEvent.setup({ delay: null });
    const onGo = vi.fn();
    render(
      <ReadinessPanel
        items={[]}
        unapproved={[
          {
            key: "P6-E7-S1",
            question_id: "P6-E7",
            label: "Total Scope 1 emissions",
            review_state: "submitted",
            entry_ids: ["e1"],
            message: "P6 Essential 7: Total Scope 1 emissions — submitted, not approved",
          },
        ]}
        fyLabel="FY 2024-25"
        companyId={COMPANY_ID}
        onGo={onGo}
      />,
    );
    expect(screen.getByTestId("readiness-unapproved-count")).toHaveTextContent("1 Core not approved");
    // Every answer is in, but not yet fit to file: the year is not called ready while a Core figure waits.
    expect(screen.getByTestId("readiness-count")).toHaveTextContent("Awaiting approval");
    await user.click(screen.getByTestId("readiness-toggle"));
    expect(screen.getByText(/wait for a reviewer's approval before filing/)).toBeInTheDocument();
    const link = await screen.findByTestId("readiness-unapproved-P6-E7-S1");
    expect(link).toHaveTextContent("submitted, not approved");
    await user.click(link);
    expect(onGo).toHaveBeenCalledWith(expect.objectContaining({ key: "P6-E7-S1", question_id: "P6-E7" }));
  });

  it("calls the year ready to file only when nothing is open and every Core figure is approved", () => {
    render(<ReadinessPanel items={[]} fyLabel="FY 2024-25" companyId={COMPANY_ID} onGo={vi.fn()} />);
    expect(screen.getByTestId("readiness-count")).toHaveTextContent("Ready to file");
  });
});

describe("a questionnaire cell's review marker", () => {
  const year = { slot: "cy" as const, id: "2024-25", label: "FY 2024-25", heading: "FY 2024-25 (Current Financial Year)" };
  const cell = (review?: CellView["review"]): CellView => ({
    key: "P6-E7-S1",
    kind: "input",
    type: "number",
    unit: "tCO2e",
    metric: "Scope 1 emissions",
    required: true,
    core: "ghg",
    values: { cy: { state: "entered", value: 4500, display: "4,500 tCO2e", unit: "tCO2e", entryIds: ["e1"] } },
    ...(review ? { review } : {}),
  });
  const renderCell = (c: CellView, ctx: Partial<BrsrEdit> = {}) =>
    render(
      <QueryClientProvider client={makeQueryClient()}>
        <BrsrEditContext.Provider
          value={{
            companyId: COMPANY_ID,
            years: [year],
            yearOf: (slot) => (slot === "cy" ? year : undefined),
            edits: new EditStore(),
            setText: vi.fn(),
            openNotApplicable: vi.fn(),
            clearNotApplicable: vi.fn(),
            warningsOf: () => [],
            failed: null,
            ...ctx,
          }}
        >
          <CellSlot cell={c} slot="cy" slots={["cy"]} label="Total Scope 1 emissions" />
        </BrsrEditContext.Provider>
      </QueryClientProvider>,
    );

  it("shows the state of a filled cell, and nothing for a cell without review", () => {
    const { unmount } = renderCell(cell({ cy: { state: "approved", entry_id: "e1", entry_ids: ["e1"] } }));
    expect(screen.getByTestId("review-P6-E7-S1-cy")).toHaveTextContent("Approved");
    expect(screen.getByTestId("review-P6-E7-S1-cy")).toHaveAttribute("data-state", "approved");
    // The figure's evidence, beside its state.
    expect(screen.getByTestId("evidence-button")).toBeInTheDocument();
    unmount();
    renderCell(cell());
    expect(screen.queryByTestId("review-P6-E7-S1-cy")).toBeNull();
    expect(screen.queryByTestId("evidence-button")).toBeNull();
  });

  it("a role that cannot change figures gets read-only inputs", () => {
    renderCell(cell({ cy: { state: "submitted", entry_id: "e1", entry_ids: ["e1"] } }), {
      role: "viewer",
      readOnlyMessage: "Your role (Viewer) can read but not change figures",
    });
    expect(screen.getByTestId("cell-P6-E7-S1-cy")).toHaveAttribute("readonly");
    expect(screen.getByTestId("na-P6-E7-S1-cy")).toBeDisabled();
  });
});
