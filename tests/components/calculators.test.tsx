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

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("sonner", () => ({ toast }));

const api = vi.hoisted(() => vi.fn());
vi.mock("@/lib/client/api", async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

// The company frame is another screen's concern: here it just hands over a company.
vi.mock("@/components/company/company-page", () => ({
  CompanyPage: ({ children }: { children: (c: { id: string; frameworks: string[] }) => React.ReactNode }) => (
    <>{children({ id: COMPANY_ID, frameworks: ["BRSR"] })}</>
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
const today = `Calculated ${new Intl.DateTimeFormat("en-IN", { day: "2-digit", month: "2-digit", year: "numeric" }).format(new Date())}`;

// Typing into many fields is slow on a busy two-core machine.
vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  vi.clearAllMocks();
  api.mockResolvedValue({});
});

describe("GHG calculator", () => {
  it("shows results only after Calculate, by scope, in kg and tonnes, the Indian way", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithClient(<GhgCalculator companyId={COMPANY_ID} />);
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

  it("saves each scope and the total to data collection", async () => {
    const user = userEvent.setup({ delay: null });
    let release: () => void = () => {};
    api.mockImplementationOnce(() => new Promise<void>((resolve) => (release = resolve)));
    renderWithClient(<GhgCalculator companyId={COMPANY_ID} />);
    await user.type(screen.getByLabelText("Vehicle 1 distance"), "1000");
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    await user.click(await screen.findByRole("button", { name: "Save to Data Collection" }));

    const busy = await screen.findByRole("button", { name: "Saving..." });
    expect(busy).toBeDisabled();
    release();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Saved to data collection!"));
    const notes = "Auto-calculated using GHG Emissions Calculator";
    const base = { company_id: COMPANY_ID, framework: "BRSR", category: "environmental", unit: "tCO2e", period: today, notes };
    expect(api.mock.calls).toEqual([
      ["/esg-data", { method: "POST", body: { ...base, metric: "Scope 1 emissions", value: "0.171" } }],
      ["/esg-data", { method: "POST", body: { ...base, metric: "Total GHG emissions", value: "0.171" } }],
    ]);
    expect(screen.getByRole("button", { name: "Save to Data Collection" })).toBeEnabled();
  });

  it("says so when saving fails", async () => {
    const user = userEvent.setup({ delay: null });
    vi.spyOn(console, "error").mockImplementation(() => {});
    api.mockRejectedValueOnce(new Error("boom"));
    renderWithClient(<GhgCalculator companyId={COMPANY_ID} />);
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    await user.click(await screen.findByRole("button", { name: "Save to Data Collection" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Failed to save data"));
    expect(toast.success).not.toHaveBeenCalledWith("Saved to data collection!");
  });

  it("refuses a negative input with a clear message and shows no results", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithClient(<GhgCalculator companyId={COMPANY_ID} />);
    await user.type(screen.getByLabelText(/Grid electricity/), "-50");
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    expect(await screen.findByText("Grid electricity cannot be negative")).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith("Grid electricity cannot be negative");
    expect(screen.queryByTestId("ghg-results")).not.toBeInTheDocument();
  });

  it("adds and removes fuel rows", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithClient(<GhgCalculator companyId={COMPANY_ID} />);
    await user.click(screen.getByRole("button", { name: "Add fuel" }));
    await user.type(screen.getByLabelText("Fuel 1 quantity"), "10");
    await user.type(screen.getByLabelText("Fuel 2 quantity"), "20");
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    expect(await screen.findByTestId("ghg-scope1-kg")).toHaveTextContent("80.40");
    await user.click(screen.getAllByRole("button", { name: "Remove fuel 1" })[0]);
    expect(screen.queryByLabelText("Fuel 2 quantity")).not.toBeInTheDocument();
  });
});

describe("water, waste and energy calculators", () => {
  it("water: withdrawal, net consumption and rates, then saves three entries", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithClient(<WaterCalculator companyId={COMPANY_ID} />);
    expect(screen.queryByTestId("water-results")).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Municipal supply/), "1,200");
    await user.type(screen.getByLabelText(/Groundwater/), "800");
    await user.type(screen.getByLabelText(/Surface water/), "abc");
    await user.type(screen.getByLabelText(/Water recycled/), "500");
    await user.type(screen.getByLabelText(/Water discharged/), "300");
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    expect(toast.success).toHaveBeenCalledWith("Water usage calculated successfully!");
    expect(text("water-withdrawn")).toBe("2,000.00");
    expect(text("water-net")).toBe("1,500.00");
    expect(text("water-recycling-rate")).toBe("25.0");
    expect(text("water-discharge-rate")).toBe("15.0");
    await user.click(screen.getByRole("button", { name: "Save to Data Collection" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Saved to data collection!"));
    expect(api.mock.calls.map(([, o]) => [o.body.metric, o.body.value, o.body.unit, o.body.notes])).toEqual([
      ["Total water withdrawal", "2000.00", "kL", "Auto-calculated using Water Usage Calculator"],
      ["Total water consumption", "1500.00", "kL", "Auto-calculated using Water Usage Calculator"],
      ["Water recycling rate", "25.0", "%", "Auto-calculated using Water Usage Calculator"],
    ]);
  });

  it("waste: rates of the total, all zero when the total is blank", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithClient(<WasteCalculator companyId={COMPANY_ID} />);
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
  });

  it("energy: converts fuels to kWh and does not cap the renewable percentage", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithClient(<EnergyCalculator companyId={COMPANY_ID} />);
    await user.type(screen.getByLabelText(/Electricity consumption/), "1000");
    await user.type(screen.getByLabelText(/Diesel consumption/), "100");
    await user.type(screen.getByLabelText(/Renewable energy percentage/), "150");
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    expect(toast.success).toHaveBeenCalledWith("Energy consumption calculated successfully!");
    expect(text("energy-total")).toBe("2,070.00");
    expect(text("energy-renewable")).toBe("1,500.00");
    expect(text("energy-share")).toBe("72.5");
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
    expect(screen.getByTestId("methodology")).toHaveTextContent("Indian grid average of 0.82 kg CO2e per kWh");
  });

  it("lists every factor with its unit, scope and source", () => {
    render(<MethodologyNote />);
    const rows = within(screen.getByRole("table")).getAllByRole("row");
    expect(rows).toHaveLength(14);
    expect(rows[9]).toHaveTextContent(/Grid electricity.*Scope 2.*0\.82.*kWh.*CEA CO2 Baseline Database/);
    expect(rows[1]).toHaveTextContent(/Diesel.*Scope 1.*2\.68.*litre.*SPEC/);
  });
});
