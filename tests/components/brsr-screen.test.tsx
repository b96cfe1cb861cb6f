import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { makeQueryClient } from "@/components/providers/query-provider";
import { BrsrScreen } from "@/components/brsr/brsr-screen";
import type { CellValue, CellView, SaveSummary } from "@/components/brsr/types";
// A whole answer, as the tests write it; the mocked API shapes it into the view the screen asks for.
import type { QuestionnaireResponse as Questionnaire } from "@/lib/brsr/response-schemas";
type SaveAnswer = Questionnaire & { saved: SaveSummary };
import { ApiClientError } from "@/lib/client/api";
import { onlyTab, type QuestionnaireTab } from "@/lib/brsr/tabs";
import { findDialog, waitForLayersClosed } from "../helpers/layers";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn() }));
vi.mock("@/lib/client/toast", () => ({ toast }));
const api = vi.hoisted(() => vi.fn());
// The mock answers whole questionnaires; the screen gets the view it asks for (tests/helpers/brsr-views.ts).
vi.mock("@/lib/client/api", async (importOriginal) => ({ ...(await importOriginal<object>()), api: (await import("../helpers/brsr-views")).servedAs(api) }));
// The value-chain section reads its own API (tests/components/value-chain-screen.test.tsx covers it).
vi.mock("@/components/value-chain/questionnaire-value-chain", () => ({
  QuestionnaireValueChain: ({ fy }: { fy: string }) => <div data-testid="value-chain-mock">value chain of {fy}</div>,
}));
// The company's locked years, set by the locked-year test.
const companyLocks = vi.hoisted(() => ({ years: [] as string[] }));
vi.mock("@/components/company/company-page", () => ({
  CompanyPage: ({
    children,
  }: {
    children: (c: { id: string; name: string; industry: string | null; frameworks: string[]; locked_years: string[] }) => React.ReactNode;
  }) => <>{children({ id: COMPANY_ID, name: "Deccan Alloys Ltd", industry: "Manufacturing", frameworks: ["BRSR"], locked_years: companyLocks.years })}</>,
}));

const COMPANY_ID = "7d0f4b4e-3b7a-4c36-9b43-5f0c1d2e3a4b";

const missing = (unit = ""): CellValue => ({ state: "missing", value: null, display: "Not disclosed", unit, entryIds: [] });
const gj = (n: number, display: string, state: CellValue["state"] = "entered"): CellValue => ({ state, value: n, display, unit: "GJ", entryIds: ["e"] });

function input(key: string, cy: CellValue, py: CellValue = missing("GJ")): CellView {
  return { key, kind: "input", type: "number", unit: "GJ", metric: key, required: true, core: "energy", values: { cy, py } };
}

/** Two sections: Section A with one narrative, Section C's P6 with an E1-like energy table. */
function questionnaire({
  a = gj(120000, "1,20,000 GJ"),
  total = gj(120000, "1,20,000 GJ", "derived"),
}: { a?: CellValue; total?: CellValue } = {}): Questionnaire {
  return {
    company_id: COMPANY_ID,
    fy_start_month: 4,
    profile: {},
    profile_completeness: { answered: 5, total: 20, missing: [] },
    fy: { id: "2024-25", label: "FY 2024-25", start: "2024-04-01", end: "2025-03-31", endYear: 2025 },
    years: [
      { slot: "cy", id: "2024-25", label: "FY 2024-25", heading: "FY 2024-25 (Current Financial Year)" },
      { slot: "py", id: "2023-24", label: "FY 2023-24", heading: "FY 2023-24 (Previous Financial Year)" },
      { slot: "py2", id: "2022-23", label: "FY 2022-23", heading: "FY 2022-23 (Year before the Previous Financial Year)" },
    ],
    sections: [
      {
        id: "A",
        title: "Section A: General disclosures",
        progress: { answered: 0, total: 1 },
        questions: [
          {
            id: "A-23",
            section: "A",
            principle: null,
            indicator: null,
            number: "23",
            title: "Markets served by the entity",
            part: "IV. Markets served by the entity",
            from_profile: false,
            progress: { answered: 0, total: 1 },
            items: [
              {
                kind: "field",
                id: "A-23-b",
                label: "Contribution of exports as a percentage of the total turnover",
                years: ["cy"],
                cell: { key: "A-23-b", kind: "input", type: "text", unit: "", metric: "Exports share", required: true, values: { cy: missing() } },
              },
            ],
          },
        ],
      },
      { id: "B", title: "Section B: Management and process disclosures", progress: { answered: 0, total: 0 }, questions: [] },
      {
        id: "C",
        title: "Section C: Principle-wise performance disclosure",
        progress: { answered: 1, total: 2 },
        questions: [
          {
            id: "P6-E1",
            section: "C",
            principle: "P6",
            indicator: "essential",
            number: "E1",
            title: "Details of total energy consumption (in Joules or multiples) and energy intensity",
            part: null,
            from_profile: false,
            progress: { answered: 1, total: 2 },
            items: [
              {
                kind: "table",
                id: "P6-E1-T",
                years: ["cy", "py"],
                columns: [{ id: "value", label: "" }],
                rows: [
                  { id: "renewable", label: "From renewable sources", heading: true, cells: {} },
                  { id: "A", label: "Total electricity consumption (A)", heading: false, cells: { value: input("P6-E1-A", a) } },
                  { id: "B", label: "Total fuel consumption (B)", heading: false, cells: { value: input("P6-E1-B", missing("GJ")) } },
                  {
                    id: "TOTAL",
                    label: "Total energy consumed (A+B)",
                    heading: false,
                    cells: {
                      value: {
                        key: "P6-E1-TOTAL",
                        kind: "derived",
                        type: "number",
                        unit: "GJ",
                        metric: "Total energy consumption",
                        required: false,
                        core: "energy",
                        shows: "A+B",
                        values: { cy: total, py: missing("GJ") },
                      },
                    },
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
    principles: [{ id: "P6", progress: { answered: 1, total: 2 } }],
    warnings: [
      { key: "P6-E1-TOTAL", fy: "2024-25", message: "The total entered elsewhere (8,00,000 GJ) differs from the sum of its parts (A+B): 1,20,000 GJ" },
    ],
    progress: { answered: 1, total: 3 },
    unapproved_core: [],
    readiness: [
      {
        key: "A-23-b",
        question_id: "A-23",
        label: "Contribution of exports",
        reason: "missing",
        message: "Section A Q23: Contribution of exports — not answered",
      },
      {
        key: "P6-E1-B",
        question_id: "P6-E1",
        label: "Total fuel consumption (B)",
        reason: "core",
        message: "P6 Essential 1: Total fuel consumption (B) — not answered",
      },
      {
        key: "P6-E1-TOTAL",
        question_id: "P6-E1",
        label: "Total energy consumed (A+B)",
        reason: "identity",
        message: "P6 Essential 1: The total entered elsewhere differs",
      },
    ],
  };
}

function saved(q: Questionnaire): SaveAnswer {
  return { saved: { created: 1, updated: 0, deleted: 0, unchanged: 0, warnings: [] }, ...q };
}

type Call = [string, { method?: string; body?: { fy: string; cells: unknown[] }; query?: { fy?: string; view?: string } } | undefined];
const puts = () => (api.mock.calls as Call[]).filter(([, o]) => o?.method === "PUT");

function renderScreen(initialFy: string | null = null) {
  return render(
    <QueryClientProvider client={makeQueryClient()}>
      <BrsrScreen companyId={COMPANY_ID} initialFy={initialFy} />
    </QueryClientProvider>,
  );
}

async function openP6() {
  const user = userEvent.setup({ delay: null });
  renderScreen();
  await user.click(await screen.findByTestId("nav-P6"));
  await screen.findByTestId("table-P6-E1-T");
  return user;
}

beforeEach(() => {
  vi.restoreAllMocks();
  vi.clearAllMocks();
  window.history.replaceState(null, "", "/brsr/" + COMPANY_ID);
});

describe("BRSR questionnaire screen", () => {
  it("shows a rolled-up cell's figures by reporting unit for the year, with their state", async () => {
    const q = questionnaire();
    q.unit_breakdown = {
      "A-23-b": [
        { unit_id: "u1", unit_name: "Chakan Works", value: "2,700", unit: "tCO2e", review_state: "submitted", period: "FY 2024-25" },
        { unit_id: "u2", unit_name: "Ambad Alloy Plant", value: "1,760", unit: "tCO2e", review_state: "draft", period: "FY 2024-25" },
        { unit_id: "u1", unit_name: "Chakan Works", value: "3,900", unit: "tCO2e", review_state: "approved", period: "FY 2023-24" },
      ],
    };
    api.mockResolvedValue(q);
    renderScreen();
    const units = await screen.findByTestId("units-A-23-b-cy");
    expect(units).toHaveTextContent("By unit (2)");
    expect(
      within(units)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Chakan Works2,700 tCO2e · submitted", "Ambad Alloy Plant1,760 tCO2e · draft"]);
  });

  it("shows the header, the sections with their progress, and SEBI's table with both year headings", async () => {
    api.mockResolvedValue(questionnaire());
    renderScreen();
    expect(screen.getByText("Loading...")).toBeInTheDocument();
    expect(await screen.findByTestId("brsr-progress")).toHaveTextContent("1 of 3 required answers");
    expect(api).toHaveBeenCalledWith(`/brsr/${COMPANY_ID}`, { query: { section: "A", view: "values" } });
    expect(screen.getByTestId("brsr-company")).toHaveTextContent("Deccan Alloys Ltd");
    expect(screen.getByTestId("fy-select")).toHaveValue("2024-25");
    expect(screen.getByTestId("fy-select")).toHaveDisplayValue("FY 2024-25");
    expect(screen.getByTestId("brsr-open-profile")).toHaveAttribute("href", `/profile/${COMPANY_ID}`);
    expect(screen.getByTestId("brsr-open-profile")).toHaveTextContent("Entity Profile (Section A facts) · 5/20");
    expect(screen.getByTestId("nav-A")).toHaveTextContent("Section A0/1");
    expect(screen.getByTestId("nav-P6")).toHaveTextContent("P61/2");
    // Section A first: its narrative field.
    expect(screen.getByTestId("cell-A-23-b-cy").tagName).toBe("TEXTAREA");

    await userEvent.setup({ delay: null }).click(screen.getByTestId("nav-P6"));
    const table = await screen.findByTestId("table-P6-E1-T");
    expect(within(table).getByText("FY 2024-25 (Current Financial Year)")).toBeInTheDocument();
    expect(within(table).getByText("FY 2023-24 (Previous Financial Year)")).toBeInTheDocument();
    expect(within(table).getByText("From renewable sources")).toBeInTheDocument();
    expect(screen.getByText(/E1\. Details of total energy consumption/)).toBeInTheDocument();
    expect(screen.getByTestId("indicator-P6-E1")).toHaveTextContent("Essential");
    expect(within(table).getAllByText("BRSR Core").length).toBeGreaterThan(0);
    expect(screen.getByTestId("cell-P6-E1-A-cy")).toHaveValue("1,20,000");
    expect(document.getElementById("cell-P6-E1-A")).not.toBeNull();
  });

  it("a locked year shows its banner and read-only inputs before anyone types, and Save stays off", async () => {
    companyLocks.years = ["2024-25"];
    try {
      api.mockResolvedValue(questionnaire());
      const user = await openP6();
      expect(screen.getByTestId("year-locked-banner")).toHaveTextContent("FY 2024-25 is locked");
      const cell = screen.getByTestId("cell-P6-E1-B-cy");
      expect(cell).toHaveAttribute("readonly");
      await user.type(cell, "30,000");
      expect(cell).toHaveValue("");
      expect(screen.getByTestId("brsr-save")).toBeDisabled();
      expect(puts()).toHaveLength(0);
    } finally {
      companyLocks.years = [];
    }
  });

  it("an open year has no banner and its inputs take figures", async () => {
    api.mockResolvedValue(questionnaire());
    await openP6();
    expect(screen.queryByTestId("year-locked-banner")).toBeNull();
    expect(screen.getByTestId("cell-P6-E1-B-cy")).not.toHaveAttribute("readonly");
  });

  it("shows derived cells read-only with their formula, and the warning beside the cell it names", async () => {
    api.mockResolvedValue(questionnaire());
    await openP6();
    const total = screen.getByTestId("cell-P6-E1-TOTAL-cy");
    expect(total.tagName).toBe("OUTPUT");
    expect(total).toHaveTextContent("1,20,000 GJ");
    expect(screen.getByTestId("derived-P6-E1-TOTAL-cy")).toHaveTextContent("computed · A+B");
    expect(within(document.getElementById("cell-P6-E1-TOTAL")!).queryByRole("textbox")).toBeNull();
    expect(screen.getByTestId("warning-P6-E1-TOTAL")).toHaveTextContent("differs from the sum of its parts (A+B): 1,20,000 GJ");
    expect(screen.getByTestId("warning-P6-E1-TOTAL")).toHaveClass("text-amber-700");
  });

  it("enables Save on typing, shows 'Saving...', sends one PUT and shows the server's totals", async () => {
    api.mockResolvedValue(questionnaire());
    const user = await openP6();
    const save = screen.getByTestId("brsr-save");
    expect(save).toHaveTextContent("Save changes");
    expect(save).toBeDisabled();

    await user.type(screen.getByTestId("cell-P6-E1-B-cy"), "30,000");
    expect(save).toBeEnabled();
    expect(screen.getByTestId("brsr-changes")).toHaveTextContent("1 unsaved change");

    let finish: (answer: SaveAnswer) => void = () => {};
    api.mockImplementation((_path: string, options?: { method?: string }) =>
      options?.method === "PUT" ? new Promise((resolve) => (finish = resolve)) : Promise.resolve(questionnaire()),
    );
    await user.dblClick(save);
    expect(await screen.findByRole("button", { name: "Saving..." })).toBeDisabled();
    await user.click(screen.getByTestId("brsr-save"));
    expect(puts()).toHaveLength(1);
    expect(puts()[0]).toEqual([
      `/brsr/${COMPANY_ID}/cells`,
      { method: "PUT", body: { fy: "2024-25", cells: [{ key: "P6-E1-B", value: "30,000", unit: "GJ" }], section: "P6", view: "values" } },
    ]);

    finish(saved(questionnaire({ total: gj(150000, "1,50,000 GJ", "derived") })));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("BRSR answers saved"));
    expect(screen.getByTestId("cell-P6-E1-TOTAL-cy")).toHaveTextContent("1,50,000 GJ");
    expect(screen.getByTestId("brsr-save")).toHaveTextContent("Save changes");
    expect(screen.getByTestId("brsr-save")).toBeDisabled();
    expect(puts()).toHaveLength(1);
  });

  it("answers a yes/no cell from its list; choosing 'Select' again takes the answer back", async () => {
    const q = questionnaire();
    q.sections[0].questions[0].items.push({
      kind: "field",
      id: "A-23-c",
      label: "Does the entity export?",
      years: ["cy"],
      cell: { key: "A-23-c", kind: "input", type: "yesno", unit: "", metric: "Exports", required: true, values: { cy: missing() } },
    });
    api.mockImplementation((_path: string, options?: { method?: string }) => Promise.resolve(options?.method === "PUT" ? saved(q) : q));
    const user = userEvent.setup({ delay: null });
    renderScreen();
    const cell = await screen.findByTestId("cell-A-23-c-cy");
    expect(cell).toHaveRole("combobox");
    expect(cell).toHaveValue("");
    expect(
      within(cell)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Select", "Yes", "No"]);
    const save = screen.getByTestId("brsr-save");

    await user.selectOptions(cell, "Yes");
    expect(save).toBeEnabled();
    await user.selectOptions(cell, "Select");
    expect(save).toBeDisabled();
    await user.selectOptions(cell, "No");
    await user.click(save);
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0][1]!.body!.cells).toEqual([expect.objectContaining({ key: "A-23-c", value: "No" })]);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("BRSR answers saved"));
  });

  it("writes the previous-year column with that year's id, before the shown year", async () => {
    api.mockResolvedValue(questionnaire());
    const user = await openP6();
    await user.type(screen.getByTestId("cell-P6-E1-A-py"), "90000");
    await user.clear(screen.getByTestId("cell-P6-E1-A-cy"));
    await user.type(screen.getByTestId("cell-P6-E1-A-cy"), "1,25,000");
    api.mockImplementation((_path: string, options?: { method?: string }) =>
      Promise.resolve(options?.method === "PUT" ? saved(questionnaire()) : questionnaire()),
    );
    await user.click(screen.getByTestId("brsr-save"));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("BRSR answers saved"));
    expect(puts().map(([, o]) => o!.body)).toEqual([
      { fy: "2023-24", cells: [{ key: "P6-E1-A", value: "90000", unit: "GJ" }], section: "P6", view: "values" },
      { fy: "2024-25", cells: [{ key: "P6-E1-A", value: "1,25,000", unit: "GJ" }], section: "P6", view: "values" },
    ]);
  });

  it("says so when a saved figure is unlikely (ten times last year's), without blocking the save", async () => {
    api.mockResolvedValue(questionnaire());
    const user = await openP6();
    await user.clear(screen.getByTestId("cell-P6-E1-A-cy"));
    await user.type(screen.getByTestId("cell-P6-E1-A-cy"), "12,50,000");
    const warning = { field: "P6-E1-A", message: "Renewable electricity consumption of 12,50,000 GJ is 10 times FY 2023-24's 1,25,000 GJ: check the unit" };
    api.mockImplementation((_path: string, options?: { method?: string }) => {
      if (options?.method !== "PUT") return Promise.resolve(questionnaire());
      const answer = saved(questionnaire());
      return Promise.resolve({ ...answer, saved: { ...answer.saved, warnings: [warning] } });
    });
    await user.click(screen.getByTestId("brsr-save"));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("BRSR answers saved"));
    expect(toast.warning).toHaveBeenCalledWith(warning.message);
  });

  it("typing a value back to the saved one leaves nothing to save", async () => {
    api.mockResolvedValue(questionnaire());
    const user = await openP6();
    const cell = screen.getByTestId("cell-P6-E1-A-cy");
    await user.type(cell, "5");
    expect(screen.getByTestId("brsr-save")).toBeEnabled();
    await user.type(cell, "{Backspace}");
    expect(screen.getByTestId("brsr-save")).toBeDisabled();
  });

  it("marks a cell 'Not applicable' with a reason and sends it", async () => {
    api.mockResolvedValue(questionnaire());
    const user = await openP6();
    await user.click(screen.getByTestId("na-P6-E1-B-cy"));
    const dialog = await findDialog();
    expect(within(dialog).getByTestId("na-confirm")).toBeDisabled();
    await user.type(within(dialog).getByTestId("na-reason"), "No fuel is burnt on site");
    await user.click(within(dialog).getByTestId("na-confirm"));
    await waitForLayersClosed();
    expect(screen.getByTestId("cell-P6-E1-B-cy")).toHaveTextContent("Not applicable");
    expect(screen.getByTestId("cell-P6-E1-B-cy")).toHaveTextContent("Reason: No fuel is burnt on site");

    api.mockImplementation((_path: string, options?: { method?: string }) =>
      Promise.resolve(options?.method === "PUT" ? saved(questionnaire()) : questionnaire()),
    );
    await user.click(screen.getByTestId("brsr-save"));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0][1]!.body).toEqual({
      fy: "2024-25",
      cells: [{ key: "P6-E1-B", value: "", not_applicable_reason: "No fuel is burnt on site" }],
      section: "P6",
      view: "values",
    });
  });

  it("shows a stored 'Not applicable' with its reason and clears it on request", async () => {
    api.mockResolvedValue(
      questionnaire({ a: { state: "not_applicable", value: null, display: "Not applicable: Leased office only", unit: "GJ", entryIds: ["e"] } }),
    );
    const user = await openP6();
    expect(screen.getByTestId("cell-P6-E1-A-cy")).toHaveTextContent("Reason: Leased office only");
    await user.click(screen.getByTestId("na-clear-P6-E1-A-cy"));
    expect(screen.getByTestId("cell-P6-E1-A-cy")).toHaveValue("");
    expect(screen.getByTestId("brsr-save")).toBeEnabled();
  });

  it("keeps the edits and names the failure when the save is refused", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    api.mockResolvedValue(questionnaire());
    const user = await openP6();
    await user.type(screen.getByTestId("cell-P6-E1-B-cy"), "abc");
    api.mockImplementation((_path: string, options?: { method?: string }) =>
      options?.method === "PUT" ? Promise.reject(new ApiClientError(422, "P6-E1-B: 'abc' is not a number")) : Promise.resolve(questionnaire()),
    );
    await user.click(screen.getByTestId("brsr-save"));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Failed to save BRSR answers", { description: "P6-E1-B: 'abc' is not a number" }));
    expect(screen.getByTestId("cell-P6-E1-B-cy")).toHaveValue("abc");
    expect(screen.getByTestId("cell-P6-E1-B-cy")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("alert")).toHaveTextContent("'abc' is not a number");
    expect(screen.getByTestId("brsr-save")).toBeEnabled();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("asks for the reason when a signed-off year's figure changes, and saves again with it", async () => {
    api.mockResolvedValue(questionnaire());
    const user = await openP6();
    await user.clear(screen.getByTestId("cell-P6-E1-A-cy"));
    await user.type(screen.getByTestId("cell-P6-E1-A-cy"), "1,25,000");
    api.mockImplementation((_path: string, options?: { method?: string; body?: { cells: { restatement_reason?: string }[] } }) => {
      if (options?.method !== "PUT") return Promise.resolve(questionnaire());
      if (!options.body?.cells[0].restatement_reason)
        return Promise.reject(
          new ApiClientError(422, "P6-E1-A: FY 2024-25 was signed off by the board; give the reason for restating this figure (restatement_reason)"),
        );
      return Promise.resolve(saved(questionnaire()));
    });
    await user.click(screen.getByTestId("brsr-save"));
    const dialog = await findDialog({ name: "Restate FY 2024-25's figures" });
    expect(toast.error).not.toHaveBeenCalled();
    expect(within(dialog).getByTestId("restatement-confirm")).toBeDisabled();
    await user.type(within(dialog).getByTestId("restatement-reason"), "Solar meter recalibrated");
    await user.click(within(dialog).getByTestId("restatement-confirm"));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("BRSR answers saved"));
    expect(puts().map(([, o]) => o!.body)).toEqual([
      { fy: "2024-25", cells: [{ key: "P6-E1-A", value: "1,25,000", unit: "GJ" }], section: "P6", view: "values" },
      {
        fy: "2024-25",
        cells: [{ key: "P6-E1-A", value: "1,25,000", unit: "GJ", restatement_reason: "Solar meter recalibrated" }],
        section: "P6",
        view: "values",
      },
    ]);
    await waitForLayersClosed();
  });

  it("lists the readiness items by reason, each leading to its cell's section", async () => {
    api.mockResolvedValue(questionnaire());
    const user = userEvent.setup({ delay: null });
    renderScreen();
    await user.click(await screen.findByTestId("readiness-toggle"));
    expect(screen.getByTestId("readiness-count")).toHaveTextContent("3 open items");
    expect(within(screen.getByTestId("readiness-missing")).getByText(/Section A Q23/)).toBeInTheDocument();
    const link = within(screen.getByTestId("readiness-core")).getByTestId("readiness-link-P6-E1-B");
    expect(link).toHaveAttribute("href", "#cell-P6-E1-B");
    expect(screen.getByTestId("readiness-identity")).toBeInTheDocument();
    expect(screen.queryByTestId("table-P6-E1-T")).toBeNull();
    await user.click(link);
    expect(await screen.findByTestId("table-P6-E1-T")).toBeInTheDocument();
    expect(screen.getByTestId("nav-P6")).toHaveAttribute("aria-current", "page");
    expect(window.location.hash).toBe("#cell-P6-E1-B");
  });

  it("shows the value chain as a section of its own (in the URL), not under the other tabs", async () => {
    api.mockResolvedValue(questionnaire());
    const user = await openP6();
    expect(screen.queryByTestId("value-chain-mock")).toBeNull();
    expect(screen.getByTestId("nav-value-chain")).toHaveTextContent("Value chainread-only");
    await user.click(screen.getByTestId("nav-value-chain"));
    expect(await screen.findByTestId("value-chain-mock")).toHaveTextContent("value chain of 2024-25");
    expect(screen.getByTestId("section-value-chain")).toBeInTheDocument();
    expect(screen.queryByTestId("table-P6-E1-T")).toBeNull();
    expect(screen.getByTestId("nav-value-chain")).toHaveAttribute("aria-current", "page");
    expect(window.location.search).toBe("?section=value-chain");
    // No questionnaire tab is fetched for it; another tab closes it.
    expect(
      (api.mock.calls as Call[]).filter(([, o]) => o?.query && "section" in o.query).map(([, o]) => (o!.query as { section: string }).section),
    ).not.toContain("value-chain");
    await user.click(screen.getByTestId("nav-P6"));
    await screen.findByTestId("table-P6-E1-T");
    expect(screen.queryByTestId("value-chain-mock")).toBeNull();
    expect(window.location.search).toBe("?section=P6");
  });

  it("opens on the value chain when the address names it", async () => {
    api.mockResolvedValue(questionnaire());
    window.history.replaceState(null, "", `/brsr/${COMPANY_ID}?section=value-chain`);
    render(
      <QueryClientProvider client={makeQueryClient()}>
        <BrsrScreen companyId={COMPANY_ID} initialSection="value-chain" />
      </QueryClientProvider>,
    );
    expect(await screen.findByTestId("value-chain-mock")).toBeInTheDocument();
    expect(screen.getByTestId("nav-value-chain")).toHaveAttribute("aria-current", "page");
    expect(screen.getByTestId("nav-select")).toHaveValue("value-chain");
    expect(screen.queryByTestId("cell-A-23-b-cy")).toBeNull();
  });

  it("refetches another financial year, puts it in the URL and stays in the section", async () => {
    const previous: Questionnaire = {
      ...questionnaire(),
      fy: { id: "2023-24", label: "FY 2023-24", start: "2023-04-01", end: "2024-03-31", endYear: 2024 },
      years: [
        { slot: "cy", id: "2023-24", label: "FY 2023-24", heading: "FY 2023-24 (Current Financial Year)" },
        { slot: "py", id: "2022-23", label: "FY 2022-23", heading: "FY 2022-23 (Previous Financial Year)" },
        { slot: "py2", id: "2021-22", label: "FY 2021-22", heading: "FY 2021-22 (Year before the Previous Financial Year)" },
      ],
    };
    api.mockImplementation((_path: string, options?: { query?: { fy?: string } }) =>
      Promise.resolve(options?.query?.fy === "2023-24" ? previous : questionnaire()),
    );
    const user = await openP6();
    expect(window.location.search).toBe("?section=P6");
    await user.selectOptions(screen.getByTestId("fy-select"), "FY 2023-24");
    await waitFor(() => expect(api).toHaveBeenCalledWith(`/brsr/${COMPANY_ID}`, { query: { fy: "2023-24", section: "P6", view: "values" } }));
    expect(new URLSearchParams(window.location.search).get("fy")).toBe("2023-24");
    const table = await screen.findByTestId("table-P6-E1-T");
    expect(within(table).getByText("FY 2023-24 (Current Financial Year)")).toBeInTheDocument();
    expect(screen.getByTestId("nav-P6")).toHaveAttribute("aria-current", "page");
  });

  it("after a save, reads another year afresh: its previous-year column shows what was just saved", async () => {
    const previous: Questionnaire = {
      ...questionnaire(),
      fy: { id: "2023-24", label: "FY 2023-24", start: "2023-04-01", end: "2024-03-31", endYear: 2024 },
      years: [
        { slot: "cy", id: "2023-24", label: "FY 2023-24", heading: "FY 2023-24 (Current Financial Year)" },
        { slot: "py", id: "2022-23", label: "FY 2022-23", heading: "FY 2022-23 (Previous Financial Year)" },
        { slot: "py2", id: "2021-22", label: "FY 2021-22", heading: "FY 2021-22 (Year before the Previous Financial Year)" },
      ],
    };
    api.mockImplementation((_path: string, options?: { method?: string; query?: { fy?: string } }) =>
      Promise.resolve(options?.method === "PUT" ? saved(questionnaire()) : options?.query?.fy === "2023-24" ? previous : questionnaire()),
    );
    // The year's values read (its structure is read once: it does not change with a save).
    const gets = (fy: string) => (api.mock.calls as Call[]).filter(([, o]) => o?.method !== "PUT" && o?.query?.fy === fy && o.query.view === "values").length;
    const user = await openP6();
    const pick = async (name: string, heading: string) => {
      await user.selectOptions(screen.getByTestId("fy-select"), name);
      expect(await within(await screen.findByTestId("table-P6-E1-T")).findByText(heading)).toBeInTheDocument();
    };
    await pick("FY 2023-24", "FY 2023-24 (Current Financial Year)");
    await pick("FY 2024-25", "FY 2024-25 (Current Financial Year)");
    expect(gets("2023-24")).toBe(1);

    // FY 2023-24 is the previous year here: a figure written for it changes what that year shows.
    await user.type(screen.getByTestId("cell-P6-E1-A-py"), "90000");
    await user.click(screen.getByTestId("brsr-save"));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("BRSR answers saved"));
    await pick("FY 2023-24", "FY 2023-24 (Current Financial Year)");
    expect(gets("2023-24")).toBe(2);
  });

  it("asks before a link inside the app leaves unsaved answers behind", async () => {
    api.mockResolvedValue(questionnaire());
    const confirm = vi.fn(() => false);
    vi.stubGlobal("confirm", confirm);
    const user = await openP6();
    await user.type(screen.getByTestId("cell-P6-E1-B-cy"), "30,000");
    const link = screen.getByTestId("brsr-open-profile");
    // fireEvent answers false when the click was cancelled: the Link does not navigate.
    expect(fireEvent.click(link)).toBe(false);
    expect(confirm).toHaveBeenCalledWith("You have unsaved changes. Leave this page and discard them?");
    expect(screen.getByTestId("cell-P6-E1-B-cy")).toHaveValue("30,000");
    // A link to a cell of this page is not a way out.
    confirm.mockClear();
    await user.click(screen.getByTestId("readiness-toggle"));
    fireEvent.click(screen.getByTestId("readiness-link-P6-E1-B"));
    expect(confirm).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it("asks for the tab it shows; another tab loads in place, and edits made before stay to be saved", async () => {
    let finishP6: (q: Questionnaire) => void = () => {};
    api.mockImplementation((_path: string, options?: { method?: string; query?: { section?: QuestionnaireTab; view?: string } }) => {
      if (options?.method === "PUT") return Promise.resolve(saved(onlyTab(questionnaire(), "P6")));
      const tab = options?.query?.section ?? "A";
      // P6's values are held back (its structure, read once, comes at once).
      return tab === "P6" && options?.query?.view === "values"
        ? new Promise((resolve) => (finishP6 = resolve))
        : Promise.resolve(onlyTab(questionnaire(), tab));
    });
    const user = userEvent.setup({ delay: null });
    renderScreen();
    await user.type(await screen.findByTestId("cell-A-23-b-cy"), "12%");
    // Only Section A's questions came: P6's tab is listed with its progress, but its table is not here.
    expect(screen.getByTestId("nav-P6")).toHaveTextContent("P61/2");
    expect(screen.queryByTestId("table-P6-E1-T")).toBeNull();

    await user.click(screen.getByTestId("nav-P6"));
    expect(await screen.findByText("Loading P6...")).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith(`/brsr/${COMPANY_ID}`, { query: { section: "P6", view: "values" } });
    expect(screen.getByTestId("brsr-changes")).toHaveTextContent("1 unsaved change");
    finishP6(onlyTab(questionnaire(), "P6"));
    await user.type(await screen.findByTestId("cell-P6-E1-B-cy"), "30000");

    await user.click(screen.getByTestId("brsr-save"));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("BRSR answers saved"));
    expect(puts().map(([, o]) => o!.body)).toEqual([
      {
        fy: "2024-25",
        cells: [
          { key: "A-23-b", value: "12%" },
          { key: "P6-E1-B", value: "30000", unit: "GJ" },
        ],
        section: "P6",
        view: "values",
      },
    ]);
    expect(screen.getByTestId("table-P6-E1-T")).toBeInTheDocument();
  });

  it("fetches a tab when the pointer reaches it, so that opening it shows its questions at once", async () => {
    api.mockImplementation((_path: string, options?: { query?: { section?: QuestionnaireTab } }) =>
      Promise.resolve(onlyTab(questionnaire(), options?.query?.section ?? "A")),
    );
    const user = userEvent.setup({ delay: null });
    renderScreen();
    await screen.findByTestId("cell-A-23-b-cy");
    await user.hover(screen.getByTestId("nav-P6"));
    await waitFor(() => expect(api).toHaveBeenCalledWith(`/brsr/${COMPANY_ID}`, { query: { section: "P6", view: "values" } }));
    const calls = api.mock.calls.length;
    await user.click(screen.getByTestId("nav-P6"));
    expect(screen.getByTestId("table-P6-E1-T")).toBeInTheDocument();
    expect(screen.queryByText("Loading P6...")).toBeNull();
    // Hovering again within the cache's 30 s asks nothing more.
    await user.hover(screen.getByTestId("nav-A"));
    await user.hover(screen.getByTestId("nav-P6"));
    expect(api.mock.calls.length).toBe(calls);
  });

  it("keeps the form and its edits when another tab fails to load, and loads it on retry", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    let failP6 = true;
    api.mockImplementation((_path: string, options?: { query?: { section?: QuestionnaireTab } }) => {
      const tab = options?.query?.section ?? "A";
      if (tab === "P6" && failP6) return Promise.reject(new ApiClientError(503, "Service unavailable"));
      return Promise.resolve(onlyTab(questionnaire(), tab));
    });
    const user = userEvent.setup({ delay: null });
    renderScreen();
    await user.type(await screen.findByTestId("cell-A-23-b-cy"), "12%");
    await user.click(screen.getByTestId("nav-P6"));
    expect(await screen.findByTestId("section-error")).toHaveTextContent("Failed to load P6");
    expect(screen.getByTestId("section-error")).toHaveTextContent("Service unavailable");
    expect(screen.queryByTestId("brsr-error")).toBeNull();
    expect(screen.getByTestId("brsr-changes")).toHaveTextContent("1 unsaved change");
    failP6 = false;
    await user.click(screen.getByTestId("section-retry"));
    expect(await screen.findByTestId("table-P6-E1-T")).toBeInTheDocument();
    await user.click(screen.getByTestId("nav-A"));
    expect(await screen.findByTestId("cell-A-23-b-cy")).toHaveValue("12%");
  });

  it("shows an error card with a retry when the questionnaire fails to load", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    api.mockRejectedValueOnce(new ApiClientError(500, "The questionnaire could not be read"));
    const user = userEvent.setup({ delay: null });
    renderScreen("2024-25");
    expect(await screen.findByTestId("brsr-error")).toHaveTextContent("The questionnaire could not be read");
    expect(toast.error).toHaveBeenCalledWith("Failed to load data", { id: "Failed to load data" });
    expect(api).toHaveBeenCalledWith(`/brsr/${COMPANY_ID}`, { query: { fy: "2024-25", section: "A", view: "values" } });
    api.mockResolvedValue(questionnaire());
    await user.click(screen.getByTestId("brsr-retry"));
    expect(await screen.findByTestId("brsr-progress")).toHaveTextContent("1 of 3 required answers");
  });
});
