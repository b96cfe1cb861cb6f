import { QueryClientProvider } from "@tanstack/react-query";
import { cloneElement } from "react";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { CalculatorScreen } from "@/components/calculators/calculator-screen";
import { EnergyCalculator } from "@/components/calculators/energy-calculator";
import { GhgCalculator } from "@/components/calculators/ghg-calculator";
import { MethodologyNote } from "@/components/calculators/methodology-note";
import { WasteCalculator } from "@/components/calculators/waste-calculator";
import { WaterCalculator } from "@/components/calculators/water-calculator";
import { makeQueryClient } from "@/components/providers/query-provider";
import { currentFiscalYear, previousFiscalYear } from "@/lib/periods/fiscal-year";
import { INDIA, SPEC_DEFAULTS } from "@/lib/factors";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn() }));
vi.mock("sonner", () => ({ toast }));

const api = vi.hoisted(() => vi.fn());
vi.mock("@/lib/client/api", async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

// The company frame is another screen's concern: here it just hands over a company.
const company = vi.hoisted(() => ({ fyStartMonth: undefined as number | undefined }));
vi.mock("@/components/company/company-page", () => ({
  CompanyPage: ({ children }: { children: (c: { id: string; frameworks: string[]; fy_start_month?: number }) => React.ReactNode }) => (
    <>{children({ id: COMPANY_ID, frameworks: ["BRSR"], fy_start_month: company.fyStartMonth })}</>
  ),
}));

// happy-dom has no layout, so the responsive wrapper would measure 0 × 0: give charts a size.
vi.mock("recharts", async (importOriginal) => {
  const actual = await importOriginal<typeof import("recharts")>();
  return {
    ...actual,
    ResponsiveContainer: ({ children }: { children: React.ReactElement<{ width?: number; height?: number }> }) => cloneElement(children, { width: 480, height: 240 }),
  };
});

const COMPANY_ID = "7d0f4b4e-3b7a-4c36-9b43-5f0c1d2e3a4b";

function renderWithClient(ui: React.ReactElement) {
  return render(<QueryClientProvider client={makeQueryClient()}>{ui}</QueryClientProvider>);
}

const text = (testId: string) => screen.getByTestId(testId).textContent;
const PERIOD = "FY 2025-26";
/** SPEC section 9's factors keep the hand-worked figures short; the India set has its own tests. */
const SPEC = { set: SPEC_DEFAULTS };
const IN = { set: INDIA, fyEndYear: 2026 };

// Typing into many fields is slow on a busy two-core machine.
vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  vi.clearAllMocks();
  api.mockResolvedValue({});
  company.fyStartMonth = undefined;
});

describe("GHG calculator", () => {
  it("shows results only after Calculate, by scope, in kg and tonnes, the Indian way", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithClient(<GhgCalculator companyId={COMPANY_ID} period={PERIOD} factors={SPEC} />);
    expect(screen.queryByTestId("ghg-results")).not.toBeInTheDocument();

    await user.type(screen.getByLabelText("Fuel 1 quantity"), "1,000");
    await user.type(screen.getByLabelText(/Grid electricity/), "1,00,000");
    await user.type(screen.getByLabelText(/Purchased goods/), "500");
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
    expect(screen.getByTestId("ghg-chart-scope").querySelector("svg")).not.toBeNull();
    expect(screen.getByTestId("ghg-chart-source")).toHaveTextContent("Grid electricity");
  });

  it("saves each scope with emissions, never a total, stamped as a calculation", async () => {
    const user = userEvent.setup({ delay: null });
    let release: () => void = () => {};
    api.mockImplementationOnce(() => new Promise<void>((resolve) => (release = resolve)));
    renderWithClient(<GhgCalculator companyId={COMPANY_ID} period={PERIOD} factors={SPEC} />);
    await user.type(screen.getByLabelText("Vehicle 1 distance"), "1000");
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    await user.click(await screen.findByRole("button", { name: "Save to Data Collection" }));

    const busy = await screen.findByRole("button", { name: "Saving..." });
    expect(busy).toBeDisabled();
    release();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Saved to data collection!"));
    const notes = "Auto-calculated using GHG Emissions Calculator. Factor set: SPEC defaults (SPEC section 9). Factors: Car 0.171 kg CO2e/km (ESG platform specification, SPEC (no publisher or year stated for the factors))";
    const base = { company_id: COMPANY_ID, framework: "BRSR", category: "environmental", unit: "tCO2e", period: PERIOD, notes, source: "calculator" };
    expect(api.mock.calls).toEqual([["/esg-data", { method: "POST", body: { ...base, metric: "Scope 1 emissions", value: "0.171" } }]]);
    // Saved: the button says so and cannot post the same figures twice.
    expect(screen.getByRole("button", { name: "Saved" })).toBeDisabled();
  });

  it("says so when saving fails", async () => {
    const user = userEvent.setup({ delay: null });
    vi.spyOn(console, "error").mockImplementation(() => {});
    api.mockRejectedValueOnce(new Error("boom"));
    renderWithClient(<GhgCalculator companyId={COMPANY_ID} period={PERIOD} factors={SPEC} />);
    await user.type(screen.getByLabelText(/Grid electricity/), "100");
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    await user.click(await screen.findByRole("button", { name: "Save to Data Collection" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Failed to save data"));
    expect(toast.success).not.toHaveBeenCalledWith("Saved to data collection!");
    expect(screen.getByRole("button", { name: "Save to Data Collection" })).toBeEnabled();
  });

  it("a second click after a successful save posts nothing more, until the user calculates again", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithClient(<GhgCalculator companyId={COMPANY_ID} period={PERIOD} factors={SPEC} />);
    await user.type(screen.getByLabelText(/Grid electricity/), "1000");
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    await user.click(screen.getByRole("button", { name: "Save to Data Collection" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Saved to data collection!"));
    expect(api).toHaveBeenCalledTimes(1);

    const saved = screen.getByRole("button", { name: "Saved" });
    expect(saved).toBeDisabled();
    await user.click(saved);
    // Editing an input alone does not re-enable it: the results shown are still the saved ones.
    await user.type(screen.getByLabelText(/Purchased goods/), "10");
    await user.click(screen.getByRole("button", { name: "Saved" }));
    expect(api).toHaveBeenCalledTimes(1);

    // A new calculation is a new set of figures to save.
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    await user.click(await screen.findByRole("button", { name: "Save to Data Collection" }));
    await waitFor(() => expect(api).toHaveBeenCalledTimes(3));
    expect(api.mock.calls.slice(1).map(([, o]) => [o.body.metric, o.body.value])).toEqual([
      ["Scope 2 emissions", "0.820"],
      ["Scope 3 emissions", "0.003"],
    ]);
  });

  it("a retry after a partial failure posts only the entries that were not stored", async () => {
    const user = userEvent.setup({ delay: null });
    vi.spyOn(console, "error").mockImplementation(() => {});
    // Scope 1 is stored, scope 2 fails; scope 3 is never reached.
    api.mockResolvedValueOnce({}).mockRejectedValueOnce(new Error("boom"));
    renderWithClient(<GhgCalculator companyId={COMPANY_ID} period={PERIOD} factors={SPEC} />);
    await user.type(screen.getByLabelText("Fuel 1 quantity"), "100");
    await user.type(screen.getByLabelText(/Grid electricity/), "1000");
    await user.type(screen.getByLabelText(/Purchased goods/), "10");
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    await user.click(screen.getByRole("button", { name: "Save to Data Collection" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Failed to save data"));
    expect(api.mock.calls.map(([, o]) => o.body.metric)).toEqual(["Scope 1 emissions", "Scope 2 emissions"]);

    await user.click(screen.getByRole("button", { name: "Save to Data Collection" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Saved to data collection!"));
    expect(api.mock.calls.slice(2).map(([, o]) => o.body.metric)).toEqual(["Scope 2 emissions", "Scope 3 emissions"]);
    expect(screen.getByRole("button", { name: "Saved" })).toBeDisabled();
  });

  it("has nothing to save when no activity was entered", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithClient(<GhgCalculator companyId={COMPANY_ID} period={PERIOD} factors={SPEC} />);
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    expect(await screen.findByText(/nothing to save/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save to Data Collection" })).toBeDisabled();
    expect(api).not.toHaveBeenCalled();
  });

  it("counts a quantity that is not a number as zero and says so beside the field", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithClient(<GhgCalculator companyId={COMPANY_ID} period={PERIOD} factors={SPEC} />);
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
    renderWithClient(<GhgCalculator companyId={COMPANY_ID} period={PERIOD} factors={SPEC} />);
    await user.type(screen.getByLabelText("Refrigerant 1 leakage"), "99,99,99,99,99,99,999");
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    expect(await screen.findByText("R-134a (HFC-134a) leakage cannot exceed 10,00,00,00,00,000")).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith("R-134a (HFC-134a) leakage cannot exceed 10,00,00,00,00,000");
    expect(screen.queryByTestId("ghg-results")).not.toBeInTheDocument();
  });

  it("refuses a negative input with a clear message and shows no results", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithClient(<GhgCalculator companyId={COMPANY_ID} period={PERIOD} factors={SPEC} />);
    await user.type(screen.getByLabelText(/Grid electricity/), "-50");
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    expect(await screen.findByText("Grid electricity cannot be negative")).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith("Grid electricity cannot be negative");
    expect(screen.queryByTestId("ghg-results")).not.toBeInTheDocument();
  });

  it("adds and removes fuel rows", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithClient(<GhgCalculator companyId={COMPANY_ID} period={PERIOD} factors={SPEC} />);
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
    renderWithClient(<GhgCalculator companyId={COMPANY_ID} period={PERIOD} factors={IN} />);
    expect(screen.getByTestId("ghg-factor-set")).toHaveTextContent("Factor set: India (CEA v21.0 grid factor for FY 2024-25, the latest published");
    expect(screen.getByText(/0.7117 kg CO2e per kWh · CEA, Version 21.0, FY 2024-25/)).toBeInTheDocument();
    // No sourced factor for purchased goods in the India set: the input says so.
    expect(screen.getByText(/The India factor set has no emission factor for purchased goods/)).toBeInTheDocument();
    await user.type(screen.getByLabelText("Refrigerant 1 leakage"), "10");
    await user.click(screen.getByRole("button", { name: "Add refrigerant" }));
    await user.click(screen.getByRole("combobox", { name: "Refrigerant 2 gas" }));
    await user.click(await screen.findByRole("option", { name: "R-22 (HCFC-22)" }));
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
    expect(api.mock.calls.map(([, o]) => [o.body.metric, o.body.value, o.body.source])).toEqual([
      ["Scope 1 emissions", "15.300", "calculator"],
      ["Scope 2 emissions", "7.117", "calculator"],
    ]);
    expect(api.mock.calls[1][1].body.notes).toContain("CEA, Version 21.0, FY 2024-25");
  });
});

describe("water, waste and energy calculators", () => {
  it("water: withdrawal, BRSR consumption (withdrawal − discharge) and SPEC's net, then saves BRSR's rows", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithClient(<WaterCalculator companyId={COMPANY_ID} period={PERIOD} />);
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
    expect(api.mock.calls.map(([, o]) => [o.body.metric, o.body.value, o.body.unit])).toEqual([
      ["Water withdrawal: groundwater", "800.00", "kL"],
      ["Water withdrawal: third party water", "1200.00", "kL"],
      ["Total water consumption", "1700.00", "kL"],
      ["Total water discharge", "300.00", "kL"],
    ]);
    for (const [, o] of api.mock.calls) expect(o.body.notes).toMatch(/^Auto-calculated using Water Usage Calculator/);
  });

  it("water: refuses more recycled than withdrawn beside the recycled field", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithClient(<WaterCalculator companyId={COMPANY_ID} period={PERIOD} />);
    await user.type(screen.getByLabelText(/Municipal supply/), "100");
    await user.type(screen.getByLabelText(/Water recycled/), "200");
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    const message = await screen.findByText("Water recycled cannot exceed total withdrawal");
    expect(screen.getByLabelText(/Water recycled/)).toHaveAttribute("aria-describedby", message.id);
    expect(toast.error).toHaveBeenCalledWith("Water recycled cannot exceed total withdrawal");
    expect(screen.queryByTestId("water-results")).not.toBeInTheDocument();
  });

  it("waste: rates of the total, all zero when the total is blank", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithClient(<WasteCalculator companyId={COMPANY_ID} period={PERIOD} />);
    await user.type(screen.getByLabelText(/Waste recycled/), "5");
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    expect(toast.success).toHaveBeenCalledWith("Waste management metrics calculated successfully!");
    expect(text("waste-recycling-rate")).toBe("0.0");

    await user.type(screen.getByLabelText(/Total waste generated/), "7");
    await user.type(screen.getByLabelText(/Waste incinerated/), "2");
    await user.type(screen.getByLabelText(/Hazardous waste/), "0.5");
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    // 5/7, 7/7, 0.5/7
    expect(text("waste-total")).toBe("7.00");
    expect(text("waste-recycling-rate")).toBe("71.4");
    expect(text("waste-diverted")).toBe("100.0");
    expect(text("waste-hazardous")).toBe("7.1");
    expect(text("waste-incinerated")).toBe("2.00");
    await user.click(screen.getByRole("button", { name: "Save to Data Collection" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Saved to data collection!"));
    // Incineration is disposal; no SPEC rate is saved.
    expect(api.mock.calls.map(([, o]) => [o.body.metric, o.body.value, o.body.unit])).toEqual([
      ["Total waste generated", "7.00", "t"],
      ["Waste recovered: recycled", "5.00", "t"],
      ["Waste disposed: incineration", "2.00", "t"],
    ]);
  });

  it("energy: converts fuels to kWh and does not cap the renewable percentage", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithClient(<EnergyCalculator companyId={COMPANY_ID} period={PERIOD} factors={SPEC} />);
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
    expect(screen.getByTestId("energy-saved-as")).toHaveTextContent("renewable electricity (A) 1.800 GJ, non-renewable electricity (D) 1.800 GJ, non-renewable fuel (E) 3.852 GJ");
    await user.click(screen.getByRole("button", { name: "Save to Data Collection" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Saved to data collection!"));
    expect(api.mock.calls.map(([, o]) => [o.body.metric, o.body.value, o.body.unit])).toEqual([
      ["Renewable electricity consumption", "1.800", "GJ"],
      ["Non-renewable electricity consumption", "1.800", "GJ"],
      ["Non-renewable fuel consumption", "3.852", "GJ"],
    ]);
  });
});

describe("calculator screen", () => {
  it("offers the four tabs and the methodology note", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithClient(<CalculatorScreen companyId={COMPANY_ID} />);
    const tabs = screen.getAllByRole("tab").map((t) => t.textContent);
    expect(tabs).toEqual(["GHG Emissions", "Water Usage", "Waste Management", "Energy"]);
    await user.click(screen.getByRole("tab", { name: "Energy" }));
    expect(screen.getByRole("tab", { name: "Energy" })).toHaveAttribute("data-state", "active");
    expect(screen.getByRole("form", { name: "Energy inputs" })).toBeVisible();
    expect(screen.getByTestId("methodology")).toHaveTextContent("Indian grid average of 0.7117 kg CO2 per kWh (CEA Version 21.0, FY 2024-25)");
    expect(screen.getByTestId("factor-set-label")).toHaveTextContent("India (CEA v21.0 grid factor for FY 2024-25");
  });

  it("saves to the financial year chosen on the screen, by default the running one", async () => {
    const user = userEvent.setup({ delay: null });
    const running = currentFiscalYear(new Date());
    const labels = [0, 1, 2, 3, 4].map((n) => previousFiscalYear(running, 4, n).label);
    renderWithClient(<CalculatorScreen companyId={COMPANY_ID} />);
    const select = screen.getByTestId("calculator-fy");
    expect(select).toHaveTextContent(running.label);
    expect(screen.getByText(`Results are saved to data collection under ${running.label}: enter the activity data of that year.`)).toBeInTheDocument();

    await user.click(select);
    expect((await screen.findAllByRole("option")).map((o) => o.textContent)).toEqual(labels);
    await user.click(screen.getByRole("option", { name: labels[1] }));
    expect(select).toHaveTextContent(labels[1]);

    const ghg = screen.getByRole("tabpanel", { name: "GHG Emissions" });
    await user.type(within(ghg).getByLabelText(/Grid electricity/), "1000");
    await user.click(within(ghg).getByRole("button", { name: "Calculate" }));
    await user.click(within(ghg).getByRole("button", { name: "Save to Data Collection" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Saved to data collection!"));
    expect(api.mock.calls.map(([, o]) => [o.body.metric, o.body.period, o.body.source])).toEqual([["Scope 2 emissions", labels[1], "calculator"]]);
    expect(api.mock.calls[0][1].body.notes).toMatch(/^Auto-calculated using GHG Emissions Calculator\. Factor set: India \(CEA v/);
    expect(within(ghg).getByRole("button", { name: "Saved" })).toBeDisabled();

    // Another year has its own grid factor: the result is dropped and calculated again for it.
    await user.click(select);
    await user.click(await screen.findByRole("option", { name: labels[2] }));
    expect(within(ghg).queryByTestId("ghg-results")).not.toBeInTheDocument();
    await user.click(within(ghg).getByRole("button", { name: "Calculate" }));
    await user.click(await within(ghg).findByRole("button", { name: "Save to Data Collection" }));
    await waitFor(() => expect(api).toHaveBeenCalledTimes(2));
    expect(api.mock.calls.slice(1).map(([, o]) => o.body.period)).toEqual([labels[2]]);
  });

  it("names years by the company's own start month", () => {
    company.fyStartMonth = 1;
    renderWithClient(<CalculatorScreen companyId={COMPANY_ID} />);
    expect(screen.getByTestId("calculator-fy")).toHaveTextContent(currentFiscalYear(new Date(), 1).label);
  });

  it("lists every factor of the set and year with its unit, scope and real source", () => {
    render(<MethodologyNote factors={{ set: INDIA, fyEndYear: 2024 }} />);
    const table = screen.getByRole("table");
    expect(within(table).getAllByRole("row")).toHaveLength(1 + 22);
    expect(screen.getByTestId("factor-grid_electricity")).toHaveTextContent(/Grid electricity.*Scope 2.*0\.727.*kWh.*Central Electricity Authority.*Version 20\.0, FY 2023-24.*Read on a secondary page: Saur Energy News/);
    expect(screen.getByTestId("factor-diesel")).toHaveTextContent(/Diesel \(HSD\).*Scope 1.*2\.64201.*litre.*Intergovernmental Panel on Climate Change.*2006/);
    expect(screen.getByTestId("factor-r22")).toHaveTextContent(/Outside scopes.*1,960/);
    expect(screen.getByTestId("factor-commute_bus")).toHaveTextContent(/Scope 3 \(cat\. 7\).*0\.10385.*passenger-km.*Department for Energy Security and Net Zero/);
    expect(screen.getByTestId("factor-gaps")).toHaveTextContent("Purchased goods (per kg)");
    expect(screen.getByTestId("methodology")).not.toHaveTextContent("no published source or year stated");
  });

  it("shows SPEC's factors as SPEC gives them in the SPEC defaults set", () => {
    render(<MethodologyNote factors={SPEC} />);
    expect(screen.getByTestId("factor-r134a")).toHaveTextContent(/R-134a.*Scope 1.*1,430.*kg/);
    expect(screen.getByTestId("factor-diesel")).toHaveTextContent(/Diesel.*Scope 1.*2\.68.*litre.*SPEC section 9/);
  });
});
