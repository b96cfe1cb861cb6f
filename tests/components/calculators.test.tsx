import { QueryClientProvider } from "@tanstack/react-query";
import { cloneElement } from "react";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { CalculatorScreen } from "@/components/calculators/calculator-screen";
import { EnergyCalculator } from "@/components/calculators/energy-calculator";
import { FactorSettings } from "@/components/calculators/factor-settings";
import { GhgCalculator } from "@/components/calculators/ghg-calculator";
import { MethodologyNote } from "@/components/calculators/methodology-note";
import type { YearFactors } from "@/components/calculators/queries";
import { WasteCalculator } from "@/components/calculators/waste-calculator";
import { WaterCalculator } from "@/components/calculators/water-calculator";
import { makeQueryClient } from "@/components/providers/query-provider";
import { inputCellByMetric } from "@/lib/frameworks/questionnaire";
import { emptyEnergyInput } from "@/lib/calculators/energy";
import type { FactorContext } from "@/lib/calculators/factors";
import { emptyGhgInput } from "@/lib/calculators/ghg";
import { CALCULATORS, type CalculatorKind } from "@/lib/calculators/kinds";
import type { CalculatorAnswer, WrittenEntry } from "@/lib/calculators/service";
import { emptyWasteInput } from "@/lib/calculators/waste";
import { emptyWaterInput } from "@/lib/calculators/water";
import { ApiClientError } from "@/lib/client/api";
import { FACTOR_SETS, factorsFor, INDIA, setLabel, SPEC_DEFAULTS } from "@/lib/factors";
import { financialYearChoices, parseFiscalYearParam } from "@/lib/periods/fiscal-year";
import { findDialog } from "../helpers/layers";
import { chooseOption, chosenLabel } from "../helpers/select";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn() }));
vi.mock("@/lib/client/toast", () => ({ toast }));

const api = vi.hoisted(() => vi.fn());
vi.mock("@/lib/client/api", async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

// The company frame is another screen's concern: here it just hands over a company.
const company = vi.hoisted(() => ({ fyStartMonth: undefined as number | undefined, defaultFy: undefined as { id: string; label: string } | undefined }));
vi.mock("@/components/company/company-page", () => ({
  CompanyPage: ({
    children,
  }: {
    children: (c: { id: string; frameworks: string[]; fy_start_month?: number; default_fy?: { id: string; label: string } }) => React.ReactNode;
  }) => <>{children({ id: COMPANY_ID, frameworks: ["BRSR"], fy_start_month: company.fyStartMonth, default_fy: company.defaultFy })}</>,
}));

// happy-dom has no layout, so the responsive wrapper would measure 0 × 0: give charts a size.
vi.mock("recharts", async (importOriginal) => {
  const actual = await importOriginal<typeof import("recharts")>();
  return {
    ...actual,
    ResponsiveContainer: ({ children }: { children: React.ReactElement<{ width?: number; height?: number }> }) =>
      cloneElement(children, { width: 480, height: 240 }),
  };
});

const COMPANY_ID = "7d0f4b4e-3b7a-4c36-9b43-5f0c1d2e3a4b";

function renderWithClient(ui: React.ReactElement) {
  const client = makeQueryClient();
  const view = render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
  return { ...view, rerender: (next: React.ReactElement) => view.rerender(<QueryClientProvider client={client}>{next}</QueryClientProvider>) };
}

const text = (testId: string) => screen.getByTestId(testId).textContent;
/** The single purchased-goods input, not category 1's tCO2e field. */
const PURCHASED_GOODS = /^Purchased goods \(/;
const FY = "2025-26";
const PERIOD = "FY 2025-26";
/** SPEC section 9's factors keep the hand-worked figures short; the India set has its own tests. */
const SPEC = { set: SPEC_DEFAULTS };
const IN = { set: INDIA, fyEndYear: 2026 };

type Options = { method?: string; body?: { fy: string; inputs: unknown } & Record<string, unknown> };

/** GET /api/companies/{id}/factors?fy=: the India set for the year, as lib/calculators/factor-settings.ts answers it. */
function yearFactors(fyId: string, patch: Partial<YearFactors> = {}): YearFactors {
  const fy = parseFiscalYearParam(fyId, company.fyStartMonth ?? 4)!;
  return {
    fy: fy.id,
    period: fy.label,
    fy_end_year: fy.endYear,
    set_id: "india",
    set_label: setLabel(INDIA, fy.endYear),
    frozen_at: null,
    set: { ...INDIA, factors: factorsFor(INDIA, fy.endYear) },
    sets: FACTOR_SETS.map((s) => ({ id: s.id, name: s.name, edition: s.edition })),
    overrides: [],
    saved_calculations: [],
    ...patch,
  };
}

/**
 * What the server answers a save: it recalculates from the inputs sent (with `server.ctx`, or the
 * year's India set) and lists the entries it wrote, each new unless the test says otherwise.
 */
function savedAnswer(
  kind: CalculatorKind,
  body: Options["body"],
  entries?: WrittenEntry[],
  warnings: { field: string; message: string }[] = [],
): CalculatorAnswer {
  const fy = parseFiscalYearParam(body!.fy, company.fyStartMonth ?? 4)!;
  const ctx: FactorContext = server.ctx ?? { set: yearFactors(fy.id).set, fyEndYear: fy.endYear };
  const calculator = CALCULATORS[kind];
  const result = calculator.calculate(calculator.schema.parse(body!.inputs) as never, ctx);
  const calculated = calculator.entries(result as never, { companyId: COMPANY_ID, period: fy.label, factors: ctx });
  const written =
    entries ??
    calculated.map((e, i) => ({
      id: `entry-${i + 1}`,
      metric: e.metric,
      value: e.value,
      unit: e.unit,
      period: e.period,
      action: "created" as const,
      previous: null,
      brsr_cell: inputCellByMetric(e.metric)?.key ?? null,
    }));
  return {
    kind,
    fy: fy.id,
    period: fy.label,
    factor_set: {
      id: ctx.set.id,
      name: ctx.set.name,
      edition: ctx.set.edition,
      label: setLabel(ctx.set, fy.endYear),
      frozen_at: "2026-04-02T05:30:00.000Z",
      overrides: [],
    },
    result,
    factors_used: [],
    warnings: [],
    entries: calculated.map(({ metric, value, unit, notes }) => ({ metric, value, unit, notes })),
    saved: { run_id: "run-1", created_at: "2026-04-02T05:30:00.000Z", entries: written, warnings },
  };
}

/** The mocked API: the year's factors, and saves answered as the server would. */
const server = {
  /** The factors the server prices saves with; null: the year's India set, as on the screen. */
  ctx: SPEC as FactorContext | null,
  factors: (fy: string): Promise<YearFactors> => Promise.resolve(yearFactors(fy)),
};

function serve(path: string, options?: Options): Promise<unknown> {
  const factors = new RegExp(`^/companies/${COMPANY_ID}/factors\\?fy=(.+)$`).exec(path);
  if (factors) return server.factors(decodeURIComponent(factors[1]));
  const save = new RegExp(`^/calculators/(ghg|water|waste|energy)/${COMPANY_ID}\\?save=true$`).exec(path);
  if (save) return Promise.resolve(savedAnswer(save[1] as CalculatorKind, options?.body));
  return Promise.resolve({});
}

/** The calculators' save requests, in order. */
const saves = () => api.mock.calls.filter(([path]) => String(path).startsWith("/calculators/")) as [string, Required<Options>][];
const factorLoads = () => api.mock.calls.filter(([path]) => /\/factors\?fy=/.test(String(path))).map(([path]) => path as string);

beforeEach(() => {
  vi.clearAllMocks();
  api.mockReset();
  api.mockImplementation(serve);
  company.fyStartMonth = undefined;
  server.ctx = SPEC;
  server.factors = (fy) => Promise.resolve(yearFactors(fy));
});

describe("GHG calculator", () => {
  it("shows results only after Calculate, by scope, in kg and tonnes, the Indian way", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithClient(<GhgCalculator companyId={COMPANY_ID} fy={FY} period={PERIOD} factors={SPEC} />);
    expect(screen.queryByTestId("ghg-results")).not.toBeInTheDocument();

    await user.type(screen.getByLabelText("Fuel 1 quantity"), "1,000");
    await user.type(screen.getByLabelText(/Grid electricity/), "1,00,000");
    await user.type(screen.getByLabelText(PURCHASED_GOODS), "500");
    await user.click(screen.getByRole("button", { name: "Calculate" }));

    expect(await screen.findByTestId("ghg-results")).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith("GHG emissions calculated successfully!");
    // 1000 L × 2.68; 100000 kWh × 0.82; 500 × 0.3
    expect(text("ghg-scope1-kg")).toBe("2,680.00");
    expect(text("ghg-scope2-kg")).toBe("82,000.00");
    expect(text("ghg-scope3-kg")).toBe("150.00");
    expect(text("ghg-total-kg")).toBe("84,830.00");
    expect(text("ghg-total-tons")).toBe("84.830");
    expect(within(screen.getByTestId("ghg-sources")).getAllByRole("row")).toHaveLength(4);
    // The charts' code loads after the result (next/dynamic).
    await waitFor(() => expect(screen.getByTestId("ghg-chart-scope").querySelector("svg")).not.toBeNull());
    expect(screen.getByTestId("ghg-chart-source")).toHaveTextContent("Grid electricity");
    // Nothing is sent until the user saves.
    expect(api).not.toHaveBeenCalled();
  });

  it("saves on the server: one request with the year and the inputs the result was calculated from, then lists what was written", async () => {
    const user = userEvent.setup({ delay: null });
    let release: () => void = () => {};
    api.mockImplementationOnce((path: string, options: Options) => new Promise((resolve) => (release = () => resolve(savedAnswer("ghg", options.body)))));
    renderWithClient(<GhgCalculator companyId={COMPANY_ID} fy={FY} period={PERIOD} factors={SPEC} />);
    await user.type(screen.getByLabelText("Vehicle 1 distance"), "1000");
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    // Typed after calculating: not part of the result on screen, so not sent.
    await user.type(screen.getByLabelText(/Grid electricity/), "5000");
    await user.click(await screen.findByRole("button", { name: "Save to Data Collection" }));

    const busy = await screen.findByRole("button", { name: "Saving..." });
    expect(busy).toBeDisabled();
    expect(api.mock.calls).toEqual([
      [
        `/calculators/ghg/${COMPANY_ID}?save=true`,
        { method: "POST", body: { fy: FY, inputs: { ...emptyGhgInput(SPEC_DEFAULTS), vehicles: [{ type: "car", quantity: "1000" }] } } },
      ],
    ]);
    release();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Saved to data collection!"));
    // Saved: the button says so and cannot send the same figures twice.
    expect(screen.getByRole("button", { name: "Saved" })).toBeDisabled();
    const list = screen.getByTestId("saved-entries");
    expect(list).toHaveTextContent(`Saved to data collection under ${PERIOD}`);
    expect(list).toHaveTextContent("Priced with SPEC defaults (SPEC section 9)");
    // 1,000 km × 0.171 kg = 0.171 t: Scope 1, and Scope 1 + 2.
    expect(
      within(list)
        .getAllByTestId("saved-entry")
        .map((li) => [within(li).getByText(/emissions$/).textContent, within(li).getByTestId("saved-entry-value").textContent]),
    ).toEqual([
      ["Scope 1 emissions", "0.171 tCO2e"],
      ["Total Scope 1 and Scope 2 emissions", "0.171 tCO2e"],
    ]);
  });

  it("lists each saved entry with links to it in data collection and to its BRSR cell, and what an updated entry replaced", async () => {
    const user = userEvent.setup({ delay: null });
    const written: WrittenEntry[] = [
      {
        id: "e-s2",
        metric: "Scope 2 emissions",
        value: "8.200",
        unit: "tCO2e",
        period: PERIOD,
        action: "updated",
        previous: { value: "7500", unit: "tCO2e", source: "manual" },
        brsr_cell: "P6-E7-S2",
      },
      {
        id: "e-s2m",
        metric: "Scope 2 emissions (market-based)",
        value: "4.100",
        unit: "tCO2e",
        period: PERIOD,
        action: "created",
        previous: null,
        brsr_cell: null,
      },
    ];
    const warning = { field: "Scope 2 emissions", message: "Scope 2 emissions fell by 99.9% from FY 2024-25: check the figure and its unit" };
    api.mockImplementationOnce((_path: string, options: Options) => Promise.resolve(savedAnswer("ghg", options.body, written, [warning])));
    renderWithClient(<GhgCalculator companyId={COMPANY_ID} fy={FY} period={PERIOD} factors={SPEC} />);
    await user.type(screen.getByLabelText(/Grid electricity/), "10000");
    await user.type(screen.getByLabelText(/Renewable energy certificates/), "5000");
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    await user.click(screen.getByRole("button", { name: "Save to Data Collection" }));

    const [updated, created] = await screen.findAllByTestId("saved-entry");
    expect(updated).toHaveTextContent("Scope 2 emissions");
    expect(within(updated).getByTestId("saved-entry-value")).toHaveTextContent("8.2 tCO2e");
    expect(updated).toHaveTextContent("replaced 7,500 tCO2e (manual)");
    expect(within(updated).getByRole("link", { name: "View entry" })).toHaveAttribute("href", `/data-collection/${COMPANY_ID}#entry-e-s2`);
    expect(within(updated).getByRole("link", { name: "BRSR cell" })).toHaveAttribute("href", `/brsr/${COMPANY_ID}?fy=${FY}&section=P6#cell-P6-E7-S2`);

    expect(created).toHaveTextContent("Scope 2 emissions (market-based)");
    expect(created).toHaveTextContent("4.1 tCO2e · new entry");
    expect(within(created).getByRole("link", { name: "View entry" })).toHaveAttribute("href", `/data-collection/${COMPANY_ID}#entry-e-s2m`);
    // SEBI's tables have no cell for the market-based figure: no link to one.
    expect(within(created).queryByRole("link", { name: "BRSR cell" })).not.toBeInTheDocument();
    // What the server's checks of the written figures said is shown with them.
    expect(screen.getByTestId("saved-warnings")).toHaveTextContent(warning.message);
  });

  it("a double click sends one request", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithClient(<GhgCalculator companyId={COMPANY_ID} fy={FY} period={PERIOD} factors={SPEC} />);
    await user.type(screen.getByLabelText(/Grid electricity/), "1000");
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    await user.dblClick(screen.getByRole("button", { name: "Save to Data Collection" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Saved to data collection!"));
    expect(saves()).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Saved" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Saved" }));
    expect(saves()).toHaveLength(1);
  });

  it("says 'Failed to save data' when saving fails, saves nothing on screen, and offers the save again", async () => {
    const user = userEvent.setup({ delay: null });
    vi.spyOn(console, "error").mockImplementation(() => {});
    api.mockRejectedValueOnce(new Error("boom"));
    renderWithClient(<GhgCalculator companyId={COMPANY_ID} fy={FY} period={PERIOD} factors={SPEC} />);
    await user.type(screen.getByLabelText(/Grid electricity/), "100");
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    await user.click(await screen.findByRole("button", { name: "Save to Data Collection" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Failed to save data"));
    expect(toast.success).not.toHaveBeenCalledWith("Saved to data collection!");
    expect(screen.queryByTestId("saved-entries")).not.toBeInTheDocument();

    // The server's reason is shown beneath SPEC's text.
    api.mockRejectedValueOnce(new ApiClientError(422, "fy: '2025-26' is not a financial year (use e.g. 2024-25)"));
    await user.click(screen.getByRole("button", { name: "Save to Data Collection" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Failed to save data", { description: "fy: '2025-26' is not a financial year (use e.g. 2024-25)" }),
    );

    await user.click(screen.getByRole("button", { name: "Save to Data Collection" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Saved to data collection!"));
    // Each attempt sent the same inputs, once.
    expect(saves().map(([, o]) => o.body)).toEqual(Array(3).fill({ fy: FY, inputs: { ...emptyGhgInput(SPEC_DEFAULTS), electricity: "100" } }));
    expect(screen.getByTestId("saved-entries")).toBeInTheDocument();
  });

  it("once saved, stays saved until the user calculates again; a new calculation starts afresh", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithClient(<GhgCalculator companyId={COMPANY_ID} fy={FY} period={PERIOD} factors={SPEC} />);
    await user.type(screen.getByLabelText(/Grid electricity/), "1000");
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    await user.click(screen.getByRole("button", { name: "Save to Data Collection" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Saved" })).toBeDisabled());
    expect(screen.getAllByTestId("saved-entry")).toHaveLength(3);

    // Editing an input alone does not re-enable it: the results shown are still the saved ones.
    await user.type(screen.getByLabelText(PURCHASED_GOODS), "10");
    await user.click(screen.getByRole("button", { name: "Saved" }));
    expect(saves()).toHaveLength(1);

    // A new calculation is a new set of figures to save: the old saved list goes with the old result.
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    const save = await screen.findByRole("button", { name: "Save to Data Collection" });
    expect(save).toBeEnabled();
    expect(screen.queryByTestId("saved-entries")).not.toBeInTheDocument();
    await user.click(save);
    await waitFor(() => expect(saves()).toHaveLength(2));
    expect(saves()[1][1].body).toEqual({ fy: FY, inputs: { ...emptyGhgInput(SPEC_DEFAULTS), electricity: "1000", purchasedGoods: "10" } });
    // Scope 2 both ways, Scope 1 + 2, Scope 3 and its category 1.
    await waitFor(() => expect(screen.getAllByTestId("saved-entry")).toHaveLength(5));
  });

  it("another year offers the save again and sends that year", async () => {
    const user = userEvent.setup({ delay: null });
    const view = renderWithClient(<GhgCalculator companyId={COMPANY_ID} fy={FY} period={PERIOD} factors={SPEC} />);
    await user.type(screen.getByLabelText(/Grid electricity/), "1000");
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    await user.click(screen.getByRole("button", { name: "Save to Data Collection" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Saved" })).toBeDisabled());

    view.rerender(<GhgCalculator companyId={COMPANY_ID} fy="2024-25" period="FY 2024-25" factors={SPEC} />);
    const save = screen.getByRole("button", { name: "Save to Data Collection" });
    expect(save).toBeEnabled();
    expect(screen.queryByTestId("saved-entries")).not.toBeInTheDocument();
    await user.click(save);
    await waitFor(() => expect(screen.getByTestId("saved-entries")).toHaveTextContent("Saved to data collection under FY 2024-25"));
    expect(saves().map(([, o]) => o.body.fy)).toEqual([FY, "2024-25"]);
    expect(saves()[1][1].body.inputs).toEqual(saves()[0][1].body.inputs);
    expect(within(screen.getAllByTestId("saved-entry")[0]).getByRole("link", { name: "BRSR cell" })).toHaveAttribute(
      "href",
      `/brsr/${COMPANY_ID}?fy=2024-25&section=P6#cell-P6-E7-S2`,
    );
  });

  it("has nothing to save when no activity was entered", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithClient(<GhgCalculator companyId={COMPANY_ID} fy={FY} period={PERIOD} factors={SPEC} />);
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    expect(await screen.findByText(/nothing to save/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save to Data Collection" })).toBeDisabled();
    expect(api).not.toHaveBeenCalled();
  });

  it("counts a quantity that is not a number as zero and says so beside the field", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithClient(<GhgCalculator companyId={COMPANY_ID} fy={FY} period={PERIOD} factors={SPEC} />);
    await user.type(screen.getByLabelText("Fuel 1 quantity"), "2,5");
    await user.type(screen.getByLabelText(/Grid electricity/), "100");
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    expect(await screen.findByTestId("ghg-results")).toBeInTheDocument();
    expect(text("ghg-scope1-kg")).toBe("0.00");
    expect(screen.getByRole("alert")).toHaveTextContent("Diesel quantity is not a number and was counted as 0");
    expect(toast.warning).toHaveBeenCalledWith("Diesel quantity is not a number and was counted as 0");
    // Correcting the input clears the note.
    await user.clear(screen.getByLabelText("Fuel 1 quantity"));
    await user.type(screen.getByLabelText("Fuel 1 quantity"), "2.5");
    await waitFor(() => expect(screen.queryByRole("alert")).not.toBeInTheDocument());
  });

  it("refuses an absurdly large quantity beside the field instead of showing Infinity", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithClient(<GhgCalculator companyId={COMPANY_ID} fy={FY} period={PERIOD} factors={SPEC} />);
    await user.type(screen.getByLabelText("Refrigerant 1 leakage"), "99,99,99,99,99,99,999");
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    expect(await screen.findByText("R-134a (HFC-134a) leakage cannot exceed 10,00,00,00,00,000")).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith("R-134a (HFC-134a) leakage cannot exceed 10,00,00,00,00,000");
    expect(screen.queryByTestId("ghg-results")).not.toBeInTheDocument();
  });

  it("refuses a negative input with a clear message and shows no results", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithClient(<GhgCalculator companyId={COMPANY_ID} fy={FY} period={PERIOD} factors={SPEC} />);
    await user.type(screen.getByLabelText(/Grid electricity/), "-50");
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    expect(await screen.findByText("Grid electricity cannot be negative")).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith("Grid electricity cannot be negative");
    expect(screen.queryByTestId("ghg-results")).not.toBeInTheDocument();
  });

  it("adds and removes fuel rows", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithClient(<GhgCalculator companyId={COMPANY_ID} fy={FY} period={PERIOD} factors={SPEC} />);
    await user.click(screen.getByRole("button", { name: "Add fuel" }));
    await user.type(screen.getByLabelText("Fuel 1 quantity"), "10");
    await user.type(screen.getByLabelText("Fuel 2 quantity"), "20");
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    expect(await screen.findByTestId("ghg-scope1-kg")).toHaveTextContent("80.40");
    await user.click(screen.getAllByRole("button", { name: "Remove fuel 1" })[0]);
    expect(screen.queryByLabelText("Fuel 2 quantity")).not.toBeInTheDocument();
  });

  it("India set: names the set and CEA edition, prices refrigerants by gas and keeps HCFC-22 apart", async () => {
    const user = userEvent.setup({ delay: null });
    server.ctx = IN;
    renderWithClient(<GhgCalculator companyId={COMPANY_ID} fy={FY} period={PERIOD} factors={IN} />);
    expect(screen.getByTestId("ghg-factor-set")).toHaveTextContent("Factor set: India (CEA v21.0 grid factor for FY 2024-25, the latest published");
    expect(screen.getByText(/0.7117 kg CO2e per kWh · CEA, Version 21.0, FY 2024-25/)).toBeInTheDocument();
    // No sourced factor for purchased goods in the India set: the input says so.
    expect(screen.getByText(/The India factor set has no emission factor for purchased goods/)).toBeInTheDocument();
    await user.type(screen.getByLabelText("Refrigerant 1 leakage"), "10");
    await user.click(screen.getByRole("button", { name: "Add refrigerant" }));
    await chooseOption(user, screen.getByRole("combobox", { name: "Refrigerant 2 gas" }), "R-22 (HCFC-22)");
    await user.type(screen.getByLabelText("Refrigerant 2 leakage"), "1");
    await user.type(screen.getByLabelText(/Grid electricity/), "10,000");
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    // 10 kg R-134a × 1,530 (AR6); 10,000 kWh × 0.7117; 1 kg R-22 × 1,960 outside the scopes.
    expect(await screen.findByTestId("ghg-scope1-kg")).toHaveTextContent("15,300.00");
    expect(text("ghg-scope2-kg")).toBe("7,117.00");
    expect(text("ghg-scope12-kg")).toBe("22,417.00");
    expect(text("ghg-outside-kg")).toBe("1,960.00");
    await user.click(screen.getByRole("button", { name: "Save to Data Collection" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Saved to data collection!"));
    // The gas picked in the select travels with the inputs (the entries are tests/unit/calculators-entries.test.ts's).
    expect(saves()[0][1].body.inputs).toMatchObject({
      refrigerants: [
        { type: "r134a", quantity: "10" },
        { type: "r22", quantity: "1" },
      ],
      electricity: "10,000",
    });
  });
});

describe("GHG calculator: market-based Scope 2 and Scope 3 by category", () => {
  it("takes RECs, green tariff and PPA electricity and shows both Scope 2 methods", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithClient(<GhgCalculator companyId={COMPANY_ID} fy={FY} period={PERIOD} factors={SPEC} />);
    const market = within(screen.getByTestId("ghg-market-inputs"));
    await user.type(screen.getByLabelText(/Grid electricity/), "10,000");
    await user.type(market.getByLabelText(/Renewable energy certificates \(RECs\)/), "4,000");
    await user.type(market.getByLabelText(/Green tariff electricity/), "1000");
    await user.type(market.getByLabelText(/Renewable PPA \/ captive electricity/), "0");
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    // Location: 10,000 × 0.82; market: (10,000 − 5,000) × 0.82.
    expect(await screen.findByTestId("ghg-scope2-kg")).toHaveTextContent("8,200.00");
    expect(text("ghg-scope2-market-kg")).toBe("4,100.00");
    expect(text("ghg-scope2-market-tons")).toBe("4.100");
    expect(screen.getByTestId("ghg-market-covered")).toHaveTextContent(
      "Covered by instruments at 0 kg CO2e/kWh: 5,000.00 kWh (RECs 4,000.00, green tariff 1,000.00, PPA / captive 0.00)",
    );
    expect(screen.getByTestId("ghg-market-uncovered")).toHaveTextContent(
      "Remainder: 5,000.00 kWh × 0.82 kg CO2e/kWh, the grid average — India publishes no residual mix",
    );
    // BRSR's Scope 1 + 2 stays location-based.
    expect(text("ghg-scope12-kg")).toBe("8,200.00");
    await user.click(screen.getByRole("button", { name: "Save to Data Collection" }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0][1].body.inputs).toMatchObject({ electricity: "10,000", recs: "4,000", greenTariff: "1000", ppa: "0" });
  });

  it("refuses instruments above the electricity bought, beside the field that tips it over", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithClient(<GhgCalculator companyId={COMPANY_ID} fy={FY} period={PERIOD} factors={SPEC} />);
    await user.type(screen.getByLabelText(/Grid electricity/), "1000");
    await user.type(screen.getByLabelText(/Renewable energy certificates/), "600");
    await user.type(screen.getByLabelText(/Renewable PPA/), "500");
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    const message = "Renewable energy certificates, green tariff and PPA electricity together (1,100.00 kWh) cannot exceed grid electricity (1,000.00 kWh)";
    const note = await screen.findByText(message);
    expect(screen.getByLabelText(/Renewable PPA/)).toHaveAttribute("aria-describedby", note.id);
    expect(toast.error).toHaveBeenCalledWith(message);
    expect(screen.queryByTestId("ghg-results")).not.toBeInTheDocument();
  });

  it("India set: freight, business travel, process emissions and a category's own tCO2e, shown by category", async () => {
    const user = userEvent.setup({ delay: null });
    server.ctx = IN;
    renderWithClient(<GhgCalculator companyId={COMPANY_ID} fy={FY} period={PERIOD} factors={IN} />);
    // Defaults: inbound freight by HGV, business travel by domestic flight.
    await user.type(screen.getByLabelText("Inbound freight 1 tonne-km"), "1,000");
    await chooseOption(user, screen.getByRole("combobox", { name: "Outbound freight 1 mode" }), "Sea freight, container ship (average)");
    await user.type(screen.getByLabelText("Outbound freight 1 tonne-km"), "10000");
    await user.type(screen.getByLabelText("Business travel 1 distance"), "5000");
    await user.type(screen.getByLabelText(/Category 15 – Investments/), "2");
    await user.type(screen.getByLabelText("Process emission 1 description"), "Calcination");
    await user.type(screen.getByLabelText("Process emission 1 (tCO2e)"), "1.5");
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    // Cat 4: 1,000 × 0.10163 = 101.63; cat 9: 10,000 × 0.01612 = 161.2; cat 6: 5,000 × 0.13552 = 677.6; cat 15: 2,000.
    expect(await screen.findByTestId("ghg-scope3-kg")).toHaveTextContent("2,940.43");
    expect(text("ghg-scope1-kg")).toBe("1,500.00");
    const table = screen.getByTestId("ghg-scope3-categories");
    expect(
      within(table)
        .getAllByRole("row")
        .map((r) => r.textContent),
    ).toEqual([
      "CategoryFrom activity (kg CO2e)Entered (kg CO2e)tCO2e",
      "Category 4 – Upstream transportation and distribution101.630.000.102",
      "Category 6 – Business travel677.600.000.678",
      "Category 9 – Downstream transportation and distribution161.200.000.161",
      "Category 15 – Investments0.002,000.002.000",
      "Scope 3 total2.940",
    ]);
    expect(screen.getByTestId("ghg-source-freight-out-0")).toHaveTextContent("Sea freight, container ship (average), outbound (cat. 9)");
    expect(screen.getByTestId("ghg-source-process-0")).toHaveTextContent("Calcination");
    await user.click(screen.getByRole("button", { name: "Save to Data Collection" }));
    await waitFor(() => expect(screen.getAllByTestId("saved-entry")).toHaveLength(7));
    expect(saves()[0][1].body.inputs).toMatchObject({
      process: [{ description: "Calcination", tco2e: "1.5" }],
      freightUpstream: [{ type: "freight_hgv_tkm", quantity: "1,000" }],
      freightDownstream: [{ type: "freight_sea_container_tkm", quantity: "10000" }],
      businessTravel: [{ type: "travel_air_domestic", quantity: "5000" }],
      scope3Direct: { cat15: "2" },
    });
  });

  it("SPEC set: says freight and business travel have no factor and points to the tCO2e fields", () => {
    renderWithClient(<GhgCalculator companyId={COMPANY_ID} fy={FY} period={PERIOD} factors={SPEC} />);
    expect(screen.getByTestId("ghg-freight-in-none")).toHaveTextContent(
      "The SPEC defaults factor set has no emission factor for freight; enter the category in tCO2e below.",
    );
    expect(screen.getByTestId("ghg-travel-none")).toHaveTextContent("no emission factor for business travel");
    expect(within(screen.getByTestId("ghg-scope3-direct")).getAllByRole("textbox")).toHaveLength(15);
  });

  it("refuses a negative category figure beside its field", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithClient(<GhgCalculator companyId={COMPANY_ID} fy={FY} period={PERIOD} factors={SPEC} />);
    await user.type(screen.getByLabelText(/Category 2 – Capital goods/), "-1");
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    expect(await screen.findByText("Category 2 – Capital goods (tCO2e) cannot be negative")).toBeInTheDocument();
    expect(screen.queryByTestId("ghg-results")).not.toBeInTheDocument();
  });
});

describe("water, waste and energy calculators", () => {
  it("water: withdrawal, BRSR consumption (withdrawal − discharge) and SPEC's net, then saves the inputs as typed", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithClient(<WaterCalculator companyId={COMPANY_ID} fy={FY} period={PERIOD} />);
    expect(screen.queryByTestId("water-results")).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Municipal supply/), "1,200");
    await user.type(screen.getByLabelText(/Groundwater/), "800");
    await user.type(screen.getByLabelText(/Surface water/), "abc");
    await user.type(screen.getByLabelText(/Water recycled/), "500");
    await user.type(screen.getByLabelText(/Water discharged/), "300");
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    expect(toast.success).toHaveBeenCalledWith("Water usage calculated successfully!");
    // "abc" counts as zero, and the field says so.
    expect(screen.getByText("Surface water is not a number and was counted as 0")).toBeInTheDocument();
    expect(toast.warning).toHaveBeenCalledWith("Surface water is not a number and was counted as 0");
    expect(text("water-withdrawn")).toBe("2,000.00");
    // Discharge (300) is not recycled water (500): BRSR's consumption is 1,700, SPEC's net 1,500.
    expect(text("water-consumption")).toBe("1,700.00");
    expect(text("water-net")).toBe("1,500.00");
    expect(text("water-recycling-rate")).toBe("25.0");
    expect(text("water-discharge-rate")).toBe("15.0");
    await user.click(screen.getByRole("button", { name: "Save to Data Collection" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Saved to data collection!"));
    // The server reads the text as the form does ("abc" is zero there too).
    expect(saves()).toEqual([
      [
        `/calculators/water/${COMPANY_ID}?save=true`,
        {
          method: "POST",
          body: { fy: FY, inputs: { ...emptyWaterInput(), municipal: "1,200", groundwater: "800", surface: "abc", recycled: "500", discharged: "300" } },
        },
      ],
    ]);
    const list = within(screen.getByTestId("saved-entries"));
    expect(list.getAllByTestId("saved-entry").map((li) => li.querySelector("p")?.textContent)).toEqual([
      "Water withdrawal: groundwater",
      "Water withdrawal: third party water",
      "Total water consumption",
      "Total water discharge",
    ]);
    expect(list.getAllByTestId("saved-entry-value").map((v) => v.textContent)).toEqual(["800 kL", "1,200 kL", "1,700 kL", "300 kL"]);
    expect(list.getAllByRole("link", { name: "BRSR cell" }).map((a) => a.getAttribute("href"))).toEqual([
      `/brsr/${COMPANY_ID}?fy=${FY}&section=P6#cell-${inputCellByMetric("Water withdrawal: groundwater")!.key}`,
      `/brsr/${COMPANY_ID}?fy=${FY}&section=P6#cell-${inputCellByMetric("Water withdrawal: third party water")!.key}`,
      `/brsr/${COMPANY_ID}?fy=${FY}&section=P6#cell-P6-E3-CONSUMPTION`,
    ]);
  });

  it("water: refuses more recycled than withdrawn beside the recycled field", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithClient(<WaterCalculator companyId={COMPANY_ID} fy={FY} period={PERIOD} />);
    await user.type(screen.getByLabelText(/Municipal supply/), "100");
    await user.type(screen.getByLabelText(/Water recycled/), "200");
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    const message = await screen.findByText("Water recycled cannot exceed total withdrawal");
    expect(screen.getByLabelText(/Water recycled/)).toHaveAttribute("aria-describedby", message.id);
    expect(toast.error).toHaveBeenCalledWith("Water recycled cannot exceed total withdrawal");
    expect(screen.queryByTestId("water-results")).not.toBeInTheDocument();
  });

  it("water: seawater / desalinated water is its own source", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithClient(<WaterCalculator companyId={COMPANY_ID} fy={FY} period={PERIOD} factors={SPEC} />);
    await user.type(screen.getByLabelText(/Seawater \/ desalinated water/), "300");
    await user.type(screen.getByLabelText(/Water discharged/), "100");
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    // The results render after the click's update: wait for them (CI found them not there yet once).
    await screen.findByTestId("water-withdrawn");
    expect(text("water-withdrawn")).toBe("300.00");
    expect(text("water-consumption")).toBe("200.00");
    await user.click(screen.getByRole("button", { name: "Save to Data Collection" }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0][1].body.inputs).toEqual({ ...emptyWaterInput(), seawater: "300", discharged: "100" });
    expect(await screen.findByText("Water withdrawal: seawater / desalinated water")).toBeInTheDocument();
  });

  it("water: another year offers the save again with the same result", async () => {
    const user = userEvent.setup({ delay: null });
    const view = renderWithClient(<WaterCalculator companyId={COMPANY_ID} fy={FY} period={PERIOD} />);
    await user.type(screen.getByLabelText(/Groundwater/), "50");
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    await user.click(screen.getByRole("button", { name: "Save to Data Collection" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Saved" })).toBeDisabled());
    view.rerender(<WaterCalculator companyId={COMPANY_ID} fy="2023-24" period="FY 2023-24" />);
    // The figures stay on screen (water needs no factor), and may be saved for that year too.
    expect(text("water-withdrawn")).toBe("50.00");
    await user.click(screen.getByRole("button", { name: "Save to Data Collection" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Saved" })).toBeDisabled());
    expect(saves().map(([, o]) => o.body.fy)).toEqual([FY, "2023-24"]);
    expect(screen.getByTestId("saved-entries")).toHaveTextContent("Saved to data collection under FY 2023-24");
  });

  it("waste: SEBI's categories A–H add up to the total; SPEC's rates shown; the categories and routes sent as typed", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithClient(<WasteCalculator companyId={COMPANY_ID} fy={FY} period={PERIOD} factors={SPEC} />);
    const categories = within(screen.getByTestId("waste-categories"));
    expect(categories.getAllByRole("textbox")).toHaveLength(8);
    // Only SEBI's categories: no single total or hazardous input any more.
    expect(screen.queryByLabelText(/Total waste generated/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Hazardous waste/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Plastic waste \(A\)/), "2");
    await user.type(screen.getByLabelText(/E-waste \(B\)/), "0.5");
    await user.type(screen.getByLabelText(/Construction and demolition waste \(D\)/), "4.5");
    await user.type(screen.getByLabelText(/Waste recycled/), "5");
    await user.type(screen.getByLabelText(/Waste incinerated/), "2");
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    expect(toast.success).toHaveBeenCalledWith("Waste management metrics calculated successfully!");
    // 2 + 0.5 + 4.5; 5/7, 7/7, 0.5/7 (e-waste is hazardous)
    expect(text("waste-total")).toBe("7.00");
    expect(text("waste-recycling-rate")).toBe("71.4");
    expect(text("waste-diverted")).toBe("100.0");
    expect(text("waste-hazardous")).toBe("7.1");
    expect(text("waste-incinerated")).toBe("2.00");
    expect(within(screen.getByTestId("waste-by-category")).getAllByRole("row")).toHaveLength(4);
    await user.click(screen.getByRole("button", { name: "Save to Data Collection" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Saved to data collection!"));
    expect(saves()).toEqual([
      [
        `/calculators/waste/${COMPANY_ID}?save=true`,
        {
          method: "POST",
          body: { fy: FY, inputs: { ...emptyWasteInput(), plastic: "2", eWaste: "0.5", constructionDemolition: "4.5", recycled: "5", incinerated: "2" } },
        },
      ],
    ]);
    expect(
      within(screen.getByTestId("saved-entries"))
        .getAllByRole("link", { name: "BRSR cell" })
        .map((a) => a.getAttribute("href")?.replace(/^.*#cell-/, "")),
    ).toEqual(["P6-E9-A", "P6-E9-B", "P6-E9-D", "P6-E9-REC-i", "P6-E9-DIS-i"]);
  });

  it("waste: refuses more recovered and disposed than generated, beside the field", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithClient(<WasteCalculator companyId={COMPANY_ID} fy={FY} period={PERIOD} />);
    await user.type(screen.getByLabelText(/Other non-hazardous waste \(H\)/), "10");
    await user.type(screen.getByLabelText(/Waste recycled/), "6");
    await user.type(screen.getByLabelText(/Waste landfilled/), "5");
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    const message = "Waste recovered and disposed together (11.00 t) cannot exceed total waste generated (10.00 t)";
    const note = await screen.findByText(message);
    expect(screen.getByLabelText(/Waste landfilled/)).toHaveAttribute("aria-describedby", note.id);
    expect(screen.queryByTestId("waste-results")).not.toBeInTheDocument();
  });

  it("energy (India): fuels by SEBI's rows with their net calorific values, on-site solar as renewable electricity", async () => {
    const user = userEvent.setup({ delay: null });
    server.ctx = IN;
    renderWithClient(<EnergyCalculator companyId={COMPANY_ID} fy={FY} period={PERIOD} factors={IN} />);
    expect(screen.getByTestId("energy-contents")).toHaveTextContent("net calorific value (NCV) basis");
    expect(screen.getByText("40.4 MJ per kg (NCV) · IPCC")).toBeInTheDocument();
    await user.type(screen.getByLabelText(/On-site renewable generation/), "1000");
    await user.type(screen.getByLabelText(/Furnace oil consumption/), "100");
    await user.type(screen.getByLabelText(/Biomass consumption/), "1000");
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    // A: 1,000 kWh = 3.6 GJ; B: 1,000 kg × 11.6 MJ = 11.6 GJ; E: 100 kg × 40.4 MJ = 4.04 GJ.
    expect(within(screen.getByTestId("energy-row-A")).getByText("3.600")).toBeInTheDocument();
    expect(within(screen.getByTestId("energy-row-B")).getByText("11.600")).toBeInTheDocument();
    expect(within(screen.getByTestId("energy-row-E")).getByText("4.040")).toBeInTheDocument();
    expect(text("energy-share")).toBe("79.0");
    await user.click(screen.getByRole("button", { name: "Save to Data Collection" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Saved to data collection!"));
    expect(saves()).toEqual([
      [
        `/calculators/energy/${COMPANY_ID}?save=true`,
        { method: "POST", body: { fy: FY, inputs: { ...emptyEnergyInput(), onsiteRenewable: "1000", furnaceOil: "100", biomass: "1000" } } },
      ],
    ]);
    expect(
      within(screen.getByTestId("saved-entries"))
        .getAllByTestId("saved-entry-value")
        .map((v) => v.textContent),
    ).toEqual(["3.6 GJ", "11.6 GJ", "4.04 GJ"]);
  });

  it("energy (SPEC): fuels SPEC gives no energy content for are left out and say so", () => {
    renderWithClient(<EnergyCalculator companyId={COMPANY_ID} fy={FY} period={PERIOD} factors={SPEC} />);
    expect(screen.getByText("The SPEC defaults factor set has no energy content for petrol: left out")).toBeInTheDocument();
    expect(screen.getByLabelText(/Petrol consumption/)).toHaveAttribute("readonly");
  });

  it("energy: converts fuels to kWh and does not cap the renewable percentage, but saves nothing above 100 %", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithClient(<EnergyCalculator companyId={COMPANY_ID} fy={FY} period={PERIOD} factors={SPEC} />);
    await user.type(screen.getByLabelText(/Electricity consumption/), "1000");
    await user.type(screen.getByLabelText(/Diesel consumption/), "100");
    await user.type(screen.getByLabelText(/Renewable energy percentage/), "150");
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    expect(toast.success).toHaveBeenCalledWith("Energy consumption calculated successfully!");
    expect(text("energy-total")).toBe("2,070.00");
    expect(text("energy-renewable")).toBe("1,500.00");
    expect(text("energy-share")).toBe("72.5");
    // A share above 100 % cannot be filed as BRSR's rows: the screen says so and nothing is saved.
    expect(screen.getByTestId("energy-save-problem")).toHaveTextContent("above 100");
    expect(screen.getByRole("button", { name: "Save to Data Collection" })).toBeDisabled();
    await user.clear(screen.getByLabelText(/Renewable energy percentage/));
    await user.type(screen.getByLabelText(/Renewable energy percentage/), "50");
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    // What data collection will hold, by SEBI's rows in GJ: A 500 kWh, D 500 kWh, E 1,070 kWh.
    expect(screen.getByTestId("energy-saved-as")).toHaveTextContent(
      "renewable electricity (A) 1.800 GJ, non-renewable electricity (D) 1.800 GJ, non-renewable fuel (E) 3.852 GJ",
    );
    await user.click(screen.getByRole("button", { name: "Save to Data Collection" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Saved to data collection!"));
    expect(saves().map(([, o]) => o.body.inputs)).toEqual([{ ...emptyEnergyInput(), electricity: "1000", diesel: "100", renewablePercent: "50" }]);
  });
});

describe("calculator screen", () => {
  beforeEach(() => {
    // The screen prices with the year's factors from the server, and so does the server's save.
    server.ctx = null;
  });

  const years = () => financialYearChoices(new Date(), company.fyStartMonth ?? 4);

  it("loads the last ended year's factors (nothing held yet), then offers the four tabs, the factor set and the methodology note", async () => {
    const user = userEvent.setup({ delay: null });
    // With no figures held the screens open on the last year that has ended, not the running one.
    const running = years()[1];
    renderWithClient(<CalculatorScreen companyId={COMPANY_ID} />);
    expect(await screen.findByRole("button", { name: "Factor settings" })).toBeInTheDocument();
    expect(screen.getByTestId("calculator-factor-set")).toHaveTextContent(`Factor set: ${setLabel(INDIA, running.endYear)}`);
    expect(factorLoads()).toEqual([`/companies/${COMPANY_ID}/factors?fy=${running.id}`]);
    expect(screen.getByTestId("calculator-factor-set")).toHaveTextContent(`Follows the library until ${running.label}'s first save`);
    const tabs = screen.getAllByRole("tab").map((t) => t.textContent);
    expect(tabs).toEqual(["GHG Emissions", "Water Usage", "Waste Management", "Energy"]);
    await user.click(screen.getByRole("tab", { name: "Energy" }));
    expect(screen.getByRole("tab", { name: "Energy" })).toHaveAttribute("data-state", "active");
    expect(screen.getByRole("form", { name: "Energy inputs" })).toBeVisible();
    expect(screen.getByTestId("methodology")).toHaveTextContent("Indian grid average of 0.7117 kg CO2 per kWh (CEA Version 21.0, FY 2024-25)");
    expect(screen.getByTestId("factor-set-label")).toHaveTextContent("India (CEA v21.0 grid factor for FY 2024-25");
  });

  it("says when the year's factors were frozen and how many overrides apply", async () => {
    // With no figures held the screens open on the last year that has ended, not the running one.
    const running = years()[1];
    server.factors = (fy) =>
      Promise.resolve(
        yearFactors(fy, {
          frozen_at: "2026-04-10T06:00:00.000Z",
          overrides: [
            {
              activity: "grid_electricity",
              label: "Grid electricity",
              unit: "kWh",
              value: 0.5,
              library_value: 0.7117,
              reason: "Supplier's certificate",
              updated_at: "2026-04-10T06:00:00.000Z",
            },
          ],
        }),
      );
    renderWithClient(<CalculatorScreen companyId={COMPANY_ID} />);
    expect(await screen.findByText(`Frozen for ${running.label} on 10 Apr 2026 · 1 company override`)).toBeInTheDocument();
  });

  it("opens on the company's default year (the latest with data), not the running year", async () => {
    company.defaultFy = { id: "2022-23", label: "FY 2022-23" };
    try {
      renderWithClient(<CalculatorScreen companyId={COMPANY_ID} />);
      expect(chosenLabel(screen.getByTestId("calculator-fy"))).toBe("FY 2022-23");
      expect(await screen.findByRole("tab", { name: "GHG Emissions" })).toBeInTheDocument();
    } finally {
      company.defaultFy = undefined;
    }
  });

  it("shows a skeleton, not the calculators, while the year's factors load", async () => {
    let release: () => void = () => {};
    server.factors = (fy) => new Promise((resolve) => (release = () => resolve(yearFactors(fy))));
    renderWithClient(<CalculatorScreen companyId={COMPANY_ID} />);
    expect(await screen.findByLabelText("Loading the year's factors")).toBeInTheDocument();
    expect(screen.queryByRole("tab")).not.toBeInTheDocument();
    expect(screen.queryByTestId("methodology")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Factor settings" })).not.toBeInTheDocument();
    // The year can still be chosen while it loads.
    expect(chosenLabel(screen.getByTestId("calculator-fy"))).toBe(years()[1].label);

    release();
    expect(await screen.findByRole("tab", { name: "GHG Emissions" })).toBeInTheDocument();
    expect(screen.queryByLabelText("Loading the year's factors")).not.toBeInTheDocument();
  });

  it("says when the year's factors fail to load and retries on request", async () => {
    const user = userEvent.setup({ delay: null });
    // With no figures held the screens open on the last year that has ended, not the running one.
    const running = years()[1];
    let fail = true;
    server.factors = (fy) => (fail ? Promise.reject(new ApiClientError(500, "Internal server error")) : Promise.resolve(yearFactors(fy)));
    renderWithClient(<CalculatorScreen companyId={COMPANY_ID} />);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(`Failed to load the factors for ${running.label}.`);
    // No calculator without its factors, and no endless skeleton either.
    expect(screen.queryByRole("tab")).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Loading the year's factors")).not.toBeInTheDocument();

    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("tab", { name: "GHG Emissions" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(factorLoads()).toHaveLength(2);
  });

  it("saves to the financial year chosen on the screen, by default the last ended one, and again for another year", async () => {
    const user = userEvent.setup({ delay: null });
    const choices = years();
    renderWithClient(<CalculatorScreen companyId={COMPANY_ID} />);
    const select = screen.getByTestId("calculator-fy");
    expect(chosenLabel(select)).toBe(choices[1].label);
    expect(screen.getByText(`Results are saved to data collection under ${choices[1].label}: enter the activity data of that year.`)).toBeInTheDocument();

    expect(
      within(select)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(choices.map((y) => y.label));
    await chooseOption(user, select, choices[3].label);
    await chooseOption(user, select, choices[1].label);
    expect(chosenLabel(select)).toBe(choices[1].label);
    await waitFor(() => expect(factorLoads()).toContain(`/companies/${COMPANY_ID}/factors?fy=${choices[1].id}`));

    const ghg = await screen.findByRole("tabpanel", { name: "GHG Emissions" });
    await user.type(within(ghg).getByLabelText(/Grid electricity/), "1000");
    await user.click(within(ghg).getByRole("button", { name: "Calculate" }));
    await user.click(within(ghg).getByRole("button", { name: "Save to Data Collection" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Saved to data collection!"));
    expect(saves()).toEqual([
      [`/calculators/ghg/${COMPANY_ID}?save=true`, { method: "POST", body: { fy: choices[1].id, inputs: { ...emptyGhgInput(INDIA), electricity: "1000" } } }],
    ]);
    expect(within(ghg).getByRole("button", { name: "Saved" })).toBeDisabled();
    expect(within(ghg).getByTestId("saved-entries")).toHaveTextContent(`Saved to data collection under ${choices[1].label}`);

    // Another year has its own grid factor: the result is dropped, the inputs kept, and it is calculated again for that year.
    await chooseOption(user, select, choices[2].label);
    await waitFor(() => expect(factorLoads()).toContain(`/companies/${COMPANY_ID}/factors?fy=${choices[2].id}`));
    const again = await screen.findByRole("tabpanel", { name: "GHG Emissions" });
    await waitFor(() => expect(within(again).queryByTestId("ghg-results")).not.toBeInTheDocument());
    expect(within(again).getByLabelText(/Grid electricity/)).toHaveValue("1000");
    await user.click(within(again).getByRole("button", { name: "Calculate" }));
    await user.click(await within(again).findByRole("button", { name: "Save to Data Collection" }));
    await waitFor(() => expect(saves()).toHaveLength(2));
    expect(saves()[1][1].body).toEqual({ fy: choices[2].id, inputs: { ...emptyGhgInput(INDIA), electricity: "1000" } });
    expect(await within(again).findByTestId("saved-entries")).toHaveTextContent(`Saved to data collection under ${choices[2].label}`);
  });

  it("names years by the company's own start month", async () => {
    company.fyStartMonth = 1;
    const running = financialYearChoices(new Date(), 1)[1];
    renderWithClient(<CalculatorScreen companyId={COMPANY_ID} />);
    expect(chosenLabel(screen.getByTestId("calculator-fy"))).toBe(running.label);
    await waitFor(() => expect(factorLoads()).toEqual([`/companies/${COMPANY_ID}/factors?fy=${running.id}`]));
    expect(await screen.findByRole("tab", { name: "GHG Emissions" })).toBeInTheDocument();
  });

  it("lists every factor of the set and year with its unit, scope and real source", () => {
    render(<MethodologyNote factors={{ set: INDIA, fyEndYear: 2024 }} />);
    const table = screen.getByRole("table");
    // 8 fuels, 6 refrigerants, 1 grid factor for the year, 8 road transport, commuting and waste, 6 freight, 7 travel.
    expect(within(table).getAllByRole("row")).toHaveLength(1 + 36);
    expect(screen.getByTestId("factor-travel_air_domestic")).toHaveTextContent(
      /Scope 3 \(cat\. 6\).*0\.13552.*passenger-km.*without DESNZ's radiative-forcing uplift/i,
    );
    expect(screen.getByTestId("energy-content-furnace_oil")).toHaveTextContent("Furnace oil: 11.2222 kWh per kg (Net calorific value: IPCC 2006 40.4 MJ/kg)");
    expect(screen.getByTestId("factor-grid_electricity")).toHaveTextContent(
      /Grid electricity.*Scope 2.*0\.727.*kWh.*Central Electricity Authority.*Version 20\.0, FY 2023-24.*Read on a secondary page: Saur Energy News/,
    );
    expect(screen.getByTestId("factor-diesel")).toHaveTextContent(/Diesel \(HSD\).*Scope 1.*2\.64201.*litre.*Intergovernmental Panel on Climate Change.*2006/);
    expect(screen.getByTestId("factor-r22")).toHaveTextContent(/Outside scopes.*1,960/);
    expect(screen.getByTestId("factor-commute_bus")).toHaveTextContent(
      /Scope 3 \(cat\. 7\).*0\.10385.*passenger-km.*Department for Energy Security and Net Zero/,
    );
    expect(screen.getByTestId("factor-gaps")).toHaveTextContent("Purchased goods (per kg)");
    expect(screen.getByTestId("methodology")).not.toHaveTextContent("no published source or year stated");
  });

  it("shows SPEC's factors as SPEC gives them in the SPEC defaults set", () => {
    render(<MethodologyNote factors={SPEC} />);
    expect(screen.getByTestId("factor-r134a")).toHaveTextContent(/R-134a.*Scope 1.*1,430.*kg/);
    expect(screen.getByTestId("factor-diesel")).toHaveTextContent(/Diesel.*Scope 1.*2\.68.*litre.*SPEC section 9/);
  });
});

describe("factor settings dialog", () => {
  const OVERRIDES = `/companies/${COMPANY_ID}/factors/overrides`;
  const RECALCULATION = `/companies/${COMPANY_ID}/factors/recalculation`;
  const callsTo = (prefix: string) => api.mock.calls.filter(([path]) => String(path).startsWith(prefix)) as [string, Options][];

  async function open(data: YearFactors = yearFactors(FY)) {
    const user = userEvent.setup({ delay: null });
    renderWithClient(<FactorSettings companyId={COMPANY_ID} data={data} />);
    await user.click(screen.getByRole("button", { name: "Factor settings" }));
    const dialog = await findDialog({ name: `Emission factors for ${PERIOD}` });
    return { user, dialog: within(dialog) };
  }

  it("refuses an override without a reason or with a value that is not a number, beside the fields, and sends the value as a number", async () => {
    const { user, dialog } = await open();
    expect(dialog.getByTestId("no-overrides")).toHaveTextContent("No overrides: every factor is the library's.");
    await user.click(dialog.getByRole("button", { name: "Save override" }));
    expect(await dialog.findByText("Choose the factor to override")).toBeInTheDocument();

    await chooseOption(user, dialog.getByTestId("override-activity"), /^Grid electricity, all-India average \(FY 2024-25\) — 0\.7117 kg CO2e\/kWh$/);
    expect(dialog.getByLabelText("Company value (kg CO2e per kWh)")).toBeInTheDocument();
    await user.type(dialog.getByTestId("override-value"), "half");
    await user.click(dialog.getByRole("button", { name: "Save override" }));

    const valueNote = await dialog.findByText("Enter the factor as a number (kg CO2e per unit)");
    const reasonNote = dialog.getByText("Say why the company's own value applies (e.g. the supplier's certificate)");
    // Beside the field each belongs to.
    expect(valueNote.parentElement).toContainElement(dialog.getByTestId("override-value"));
    expect(reasonNote.parentElement).toContainElement(dialog.getByTestId("override-reason"));
    expect(dialog.getByTestId("override-value")).toHaveAttribute("aria-invalid", "true");
    expect(dialog.queryByText("Choose the factor to override")).not.toBeInTheDocument();
    expect(callsTo(OVERRIDES)).toEqual([]);

    // A reason of blanks is no reason.
    await user.type(dialog.getByTestId("override-reason"), "   ");
    await user.clear(dialog.getByTestId("override-value"));
    await user.type(dialog.getByTestId("override-value"), "0.5");
    await user.click(dialog.getByRole("button", { name: "Save override" }));
    await waitFor(() => expect(dialog.queryByText("Enter the factor as a number (kg CO2e per unit)")).not.toBeInTheDocument());
    expect(dialog.getByText("Say why the company's own value applies (e.g. the supplier's certificate)")).toBeInTheDocument();
    expect(callsTo(OVERRIDES)).toEqual([]);

    await user.clear(dialog.getByTestId("override-reason"));
    await user.type(dialog.getByTestId("override-reason"), "Green tariff certificate from the state utility");
    await user.click(dialog.getByRole("button", { name: "Save override" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Override saved"));
    expect(callsTo(OVERRIDES)).toEqual([
      [OVERRIDES, { method: "PUT", body: { fy: FY, activity: "grid_electricity", value: 0.5, reason: "Green tariff certificate from the state utility" } }],
    ]);
    // The form starts afresh for the next override.
    expect(dialog.getByTestId("override-value")).toHaveValue("");
    expect(dialog.getByTestId("override-reason")).toHaveValue("");

    // Indian grouping is read as the number it is.
    await chooseOption(user, dialog.getByTestId("override-activity"), /^R-134a/);
    await user.type(dialog.getByTestId("override-value"), "1,530.5");
    await user.type(dialog.getByTestId("override-reason"), "Supplier's blend certificate");
    await user.click(dialog.getByRole("button", { name: "Save override" }));
    await waitFor(() => expect(callsTo(OVERRIDES)).toHaveLength(2));
    expect(callsTo(OVERRIDES)[1][1].body).toEqual({ fy: FY, activity: "r134a", value: 1530.5, reason: "Supplier's blend certificate" });
  });

  it("lists the year's overrides with the library's value and removes one", async () => {
    const data = yearFactors(FY, {
      overrides: [
        {
          activity: "grid_electricity",
          label: "Grid electricity, all-India average (FY 2024-25)",
          unit: "kWh",
          value: 0.5,
          library_value: 0.7117,
          reason: "Green tariff certificate",
          updated_at: "2026-04-10T06:00:00.000Z",
        },
      ],
    });
    const { user, dialog } = await open(data);
    const row = within(dialog.getByTestId("override-table")).getAllByRole("row")[1];
    expect(row).toHaveTextContent("Grid electricity, all-India average (FY 2024-25)0.71170.5 kg CO2e/kWhGreen tariff certificate");
    await user.click(within(row).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Override removed"));
    expect(callsTo(OVERRIDES)).toEqual([[`${OVERRIDES}?fy=${FY}&activity=grid_electricity`, { method: "DELETE" }]]);
  });

  it("chooses the year's factor set", async () => {
    const { user, dialog } = await open();
    expect(dialog.getByText("No figures saved for this year yet.")).toBeInTheDocument();
    await chooseOption(user, dialog.getByTestId("factor-set-select"), "SPEC defaults (SPEC section 9)");
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(`Factor set for ${PERIOD} updated`));
    expect(api.mock.calls).toEqual([[`/companies/${COMPANY_ID}/factors`, { method: "PUT", body: { fy: FY, set_id: "spec-defaults" } }]]);
  });

  it("previews a recalculation, saved against recalculated figures, and applies it for the edition previewed", async () => {
    const preview = {
      fy: FY,
      period: PERIOD,
      from: { set_id: "india", edition: "CEA v20.0 · IPCC 2006 · AR6 · DESNZ 2025", frozen_at: "2025-05-01T05:30:00.000Z" },
      to: { set_id: "india", edition: "CEA v21.0 · IPCC 2006 · AR6 · DESNZ 2025" },
      factor_changes: [
        {
          activity: "grid_electricity",
          label: "Grid electricity, all-India average",
          before: { value: 0.727, unit: "kWh", edition: "Version 20.0, FY 2023-24", publisher: "CEA" },
          after: { value: 0.7117, unit: "kWh", edition: "Version 21.0, FY 2024-25", publisher: "CEA" },
        },
      ],
      calculations: [
        {
          run_id: "run-1",
          kind: "ghg",
          saved_at: "2025-06-01T05:30:00.000Z",
          figures: [
            { metric: "Scope 1 emissions", unit: "tCO2e", before: "6.228", after: "6.228", difference: 0, changed: false },
            { metric: "Scope 2 emissions", unit: "tCO2e", before: "7270.000", after: "7117.000", difference: -153, changed: true },
          ],
        },
      ],
      changes: true,
    };
    api.mockImplementation((path: string, options?: Options) => {
      if (path.startsWith(`${RECALCULATION}?`)) return Promise.resolve(preview);
      if (path === RECALCULATION) return Promise.resolve({ ...preview, applied: true });
      return serve(path, options);
    });
    const data = yearFactors(FY, {
      frozen_at: "2025-05-01T05:30:00.000Z",
      saved_calculations: [{ id: "run-1", kind: "ghg", set_id: "india", edition: preview.from.edition, created_at: "2025-06-01T05:30:00.000Z" }],
    });
    const { user, dialog } = await open(data);
    expect(dialog.getByText("Figures of this year were saved: switching the set goes through a recalculation below.")).toBeInTheDocument();

    await user.click(dialog.getByRole("button", { name: "Check what would change" }));
    const panel = within(await dialog.findByTestId("recalc-preview"));
    expect(callsTo(RECALCULATION)).toEqual([[`${RECALCULATION}?fy=${FY}&set=india`]]);
    expect(panel.getByText("Grid electricity, all-India average: 0.727 (Version 20.0, FY 2023-24) → 0.7117 (Version 21.0, FY 2024-25)")).toBeInTheDocument();
    const rows = within(panel.getByTestId("recalc-figures")).getAllByRole("row");
    expect(rows.map((r) => Array.from(r.children, (c) => c.textContent))).toEqual([
      ["GHG figure", "Saved", "Recalculated"],
      ["Scope 1 emissions", "6.228 tCO2e", "6.228 tCO2e"],
      ["Scope 2 emissions", "7,270 tCO2e", "7,117 tCO2e"],
    ]);

    await user.click(panel.getByRole("button", { name: "Apply recalculation" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(`${PERIOD} recalculated`));
    expect(callsTo(RECALCULATION)[1]).toEqual([
      RECALCULATION,
      { method: "POST", body: { fy: FY, set_id: "india", expect_edition: "CEA v21.0 · IPCC 2006 · AR6 · DESNZ 2025" } },
    ]);
    expect(dialog.queryByTestId("recalc-preview")).not.toBeInTheDocument();
  });

  it("says when a recalculation would change nothing, and previews another set when chosen", async () => {
    const quiet = {
      fy: FY,
      period: PERIOD,
      from: { set_id: "india", edition: INDIA.edition, frozen_at: null },
      to: { set_id: "india", edition: INDIA.edition },
      factor_changes: [],
      calculations: [],
      changes: false,
    };
    api.mockImplementation((path: string, options?: Options) => (path.startsWith(RECALCULATION) ? Promise.resolve(quiet) : serve(path, options)));
    const { user, dialog } = await open();
    await user.click(dialog.getByRole("button", { name: "Check what would change" }));
    expect(await dialog.findByText("Nothing would change: the saved figures already use the library's current factors.")).toBeInTheDocument();
    expect(dialog.queryByRole("button", { name: "Apply recalculation" })).not.toBeInTheDocument();

    await chooseOption(user, dialog.getByRole("combobox", { name: "Set to recalculate with" }), "SPEC defaults (SPEC section 9)");
    expect(dialog.queryByTestId("recalc-preview")).not.toBeInTheDocument();
    await user.click(dialog.getByRole("button", { name: "Check what would change" }));
    await waitFor(() => expect(callsTo(RECALCULATION)).toHaveLength(2));
    expect(callsTo(RECALCULATION)[1]).toEqual([`${RECALCULATION}?fy=${FY}&set=spec-defaults`]);
  });
});
