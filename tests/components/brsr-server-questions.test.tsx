import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { makeQueryClient } from "@/components/providers/query-provider";
import { BrsrScreen } from "@/components/brsr/brsr-screen";
import { serverCards } from "@/components/brsr/server-questions";
import type { CellValue, CellView, QuestionView, SaveSummary } from "@/components/brsr/types";
// A whole answer, as the tests write it; the mocked API shapes it into the view the screen asks for.
import type { QuestionnaireResponse as Questionnaire } from "@/lib/brsr/response-schemas";
type SaveAnswer = Questionnaire & { saved: SaveSummary };
import { onlyTab, type QuestionnaireTab } from "@/lib/brsr/tabs";

// The page renders the opened tab's cards on the server (components/brsr/server-questions.tsx): here
// the same component, handed to the screen as the page hands it, with the answer from the API.
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn() }));
vi.mock("@/lib/client/toast", () => ({ toast }));
const api = vi.hoisted(() => vi.fn());
// The mock answers whole questionnaires; the screen gets the view it asks for (tests/helpers/brsr-views.ts).
vi.mock("@/lib/client/api", async (importOriginal) => ({ ...(await importOriginal<object>()), api: (await import("../helpers/brsr-views")).servedAs(api) }));
vi.mock("@/components/value-chain/questionnaire-value-chain", () => ({ QuestionnaireValueChain: () => null }));
vi.mock("@/components/company/company-page", () => ({
  CompanyPage: ({ children }: { children: (c: { id: string; name: string; industry: string | null; frameworks: string[] }) => React.ReactNode }) => (
    <>{children({ id: COMPANY_ID, name: "Deccan Alloys Ltd", industry: "Manufacturing", frameworks: ["BRSR"] })}</>
  ),
}));

const COMPANY_ID = "7d0f4b4e-3b7a-4c36-9b43-5f0c1d2e3a4b";
const missing = (unit = ""): CellValue => ({ state: "missing", value: null, display: "Not disclosed", unit, entryIds: [] });
const gj = (n: number, display: string, state: CellValue["state"] = "entered"): CellValue => ({ state, value: n, display, unit: "GJ", entryIds: ["e"] });
const input = (key: string, cy: CellValue): CellView => ({ key, kind: "input", type: "number", unit: "GJ", metric: key, required: true, values: { cy } });

function p6Questions(total: CellValue, answered: number): QuestionView[] {
  return [
    {
      id: "P6-E1",
      section: "C",
      principle: "P6",
      indicator: "essential",
      number: "E1",
      title: "Details of total energy consumption",
      part: null,
      from_profile: false,
      progress: { answered, total: 2 },
      items: [
        {
          kind: "table",
          id: "P6-E1-T",
          years: ["cy"],
          columns: [{ id: "value", label: "" }],
          rows: [
            { id: "A", label: "Total electricity consumption (A)", heading: false, cells: { value: input("P6-E1-A", gj(120000, "1,20,000 GJ")) } },
            {
              id: "B",
              label: "Total fuel consumption (B)",
              heading: false,
              cells: { value: input("P6-E1-B", answered > 1 ? gj(30000, "30,000 GJ") : missing("GJ")) },
            },
            {
              id: "TOTAL",
              label: "Total energy consumed (A+B)",
              heading: false,
              cells: {
                value: { key: "P6-E1-TOTAL", kind: "derived", type: "number", unit: "GJ", metric: null, required: false, shows: "A+B", values: { cy: total } },
              },
            },
          ],
        },
      ],
    },
    {
      id: "P6-L1",
      section: "C",
      principle: "P6",
      indicator: "leadership",
      number: "L1",
      title: "Water withdrawal in areas of water stress",
      part: null,
      from_profile: false,
      progress: { answered: 0, total: 0 },
      items: [
        {
          kind: "rows",
          id: "P6-L1",
          noun: "Facility",
          years: ["cy"],
          max_rows: 5,
          next_row: 1,
          required: false,
          answered: false,
          not_applicable: false,
          columns: [{ id: "AREA", label: "Name of the area", type: "text", unit: "", required: true }],
          rows: [],
        },
      ],
    },
  ];
}

function questionnaire(total = gj(120000, "1,20,000 GJ", "derived"), answered = 1): Questionnaire {
  return {
    company_id: COMPANY_ID,
    fy_start_month: 4,
    profile: {},
    profile_completeness: { answered: 0, total: 0, missing: [] },
    fy: { id: "2024-25", label: "FY 2024-25", start: "2024-04-01", end: "2025-03-31", endYear: 2025 },
    years: [{ slot: "cy", id: "2024-25", label: "FY 2024-25", heading: "FY 2024-25 (Current Financial Year)" }],
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
            part: null,
            from_profile: false,
            progress: { answered: 0, total: 1 },
            items: [
              {
                kind: "field",
                id: "A-23-b",
                label: "Contribution of exports",
                years: ["cy"],
                cell: { key: "A-23-b", kind: "input", type: "text", unit: "", metric: null, required: true, values: { cy: missing() } },
              },
            ],
          },
        ],
      },
      { id: "C", title: "Section C", progress: { answered, total: 2 }, questions: p6Questions(total, answered) },
    ],
    principles: [{ id: "P6", progress: { answered, total: 2 } }],
    warnings: [],
    progress: { answered, total: 3 },
    unapproved_core: [],
    readiness: [],
  };
}

function renderWithServerTab() {
  const q = questionnaire();
  // Each page card marked, to tell it from a card the screen renders.
  const { cards, outline } = serverCards(p6Questions(gj(120000, "1,20,000 GJ", "derived"), 1), { years: q.years, companyId: COMPANY_ID });
  const marked = Object.fromEntries(
    Object.entries(cards).map(([id, card]) => [
      id,
      <div key={id} data-testid={`server-card-${id}`}>
        {card}
      </div>,
    ]),
  );
  return render(
    <QueryClientProvider client={makeQueryClient()}>
      <BrsrScreen companyId={COMPANY_ID} initialSection="P6" serverTab={{ fy: "2024-25", section: "P6", cards: marked, outline }} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  window.history.replaceState(null, "", `/brsr/${COMPANY_ID}?section=P6`);
});

describe("BRSR questionnaire: the opened tab's cards rendered by the page", () => {
  it("shows the page's cards, whose inputs, totals, progress and row tables read the year's answer and follow a save", async () => {
    let answer = questionnaire();
    api.mockImplementation((_path: string, options?: { method?: string; query?: { section?: QuestionnaireTab } }) => {
      if (options?.method === "PUT") {
        answer = questionnaire(gj(150000, "1,50,000 GJ", "derived"), 2);
        return Promise.resolve({ saved: { created: 1, updated: 0, deleted: 0, unchanged: 0, warnings: [] }, ...onlyTab(answer, "P6") } satisfies SaveAnswer);
      }
      return Promise.resolve(onlyTab(answer, options?.query?.section ?? "A"));
    });
    const user = userEvent.setup({ delay: null });
    renderWithServerTab();
    const cards = await screen.findByTestId("server-card-P6-E1");
    const rows = await screen.findByTestId("server-card-P6-L1");
    expect(within(cards).getByTestId("table-P6-E1-T")).toHaveTextContent("FY 2024-25 (Current Financial Year)");
    expect(within(cards).getByTestId("cell-P6-E1-A-cy")).toHaveValue("1,20,000");
    expect(within(cards).getByTestId("cell-P6-E1-TOTAL-cy")).toHaveTextContent("1,20,000 GJ");
    expect(within(cards).getByTestId("question-P6-E1")).toHaveTextContent("1/2");
    // A row table's rows are the company's: read from the answer, and rows are added in the browser.
    expect(within(rows).getByTestId("rows-P6-L1")).toHaveTextContent("No rows yet");
    await user.click(within(rows).getByTestId("rows-P6-L1-add"));
    expect(within(rows).getByTestId("rows-P6-L1-row-1")).toBeInTheDocument();

    await user.type(within(cards).getByTestId("cell-P6-E1-B-cy"), "30,000");
    expect(screen.getByTestId("brsr-changes")).toHaveTextContent("1 unsaved change");
    await user.click(screen.getByTestId("brsr-save"));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("BRSR answers saved"));
    expect(within(cards).getByTestId("cell-P6-E1-TOTAL-cy")).toHaveTextContent("1,50,000 GJ");
    expect(within(cards).getByTestId("cell-P6-E1-B-cy")).toHaveValue("30,000");
    expect(within(cards).getByTestId("question-P6-E1")).toHaveTextContent("2/2");

    // The page's tab needs no structure: its cards are the page's, and the screen asked for values only.
    const views = (section: string) =>
      (api.mock.calls as [string, { query?: { section?: string; view?: string } } | undefined][])
        .filter(([, o]) => o?.query?.section === section)
        .map(([, o]) => o?.query?.view);
    expect(views("P6")).not.toContain("structure");
    expect(views("P6").every((v) => v === "values")).toBe(true);

    // Another tab is rendered in the browser from its structure, read once; back on P6, the page's cards again.
    await user.click(screen.getByTestId("nav-A"));
    expect(await screen.findByTestId("cell-A-23-b-cy")).toBeInTheDocument();
    expect(screen.queryByTestId("server-card-P6-E1")).toBeNull();
    await user.click(screen.getByTestId("nav-P6"));
    expect(within(await screen.findByTestId("server-card-P6-E1")).getByTestId("cell-P6-E1-TOTAL-cy")).toHaveTextContent("1,50,000 GJ");
    await user.click(screen.getByTestId("nav-A"));
    expect(await screen.findByTestId("cell-A-23-b-cy")).toBeInTheDocument();
    expect(views("A").filter((v) => v === "structure")).toHaveLength(1);
    await user.click(screen.getByTestId("nav-P6"));
    await screen.findByTestId("server-card-P6-E1");
    // The row added and left empty outlived its card (the tab left and opened again).
    expect(within(await screen.findByTestId("server-card-P6-L1")).getByTestId("rows-P6-L1-row-1")).toBeInTheDocument();
  });

  it("renders another year in the browser: the page's cards are of the year it opened", async () => {
    api.mockImplementation((_path: string, options?: { query?: { fy?: string; section?: QuestionnaireTab } }) => {
      const q = questionnaire();
      if (options?.query?.fy === "2023-24") {
        q.fy = { id: "2023-24", label: "FY 2023-24", start: "2023-04-01", end: "2024-03-31", endYear: 2024 };
        q.years = [{ slot: "cy", id: "2023-24", label: "FY 2023-24", heading: "FY 2023-24 (Current Financial Year)" }];
      }
      return Promise.resolve(onlyTab(q, options?.query?.section ?? "A"));
    });
    const user = userEvent.setup({ delay: null });
    renderWithServerTab();
    await screen.findByTestId("server-card-P6-E1");
    await user.selectOptions(screen.getByTestId("fy-select"), "2023-24");
    expect(await screen.findByText("FY 2023-24 (Current Financial Year)")).toBeInTheDocument();
    expect(screen.queryByTestId("server-card-P6-E1")).toBeNull();
    expect(screen.getByTestId("table-P6-E1-T")).toBeInTheDocument();
  });
});
