import { expect, test, type Page } from "@playwright/test";
import { createCompanyViaApi, signUpAndLogIn } from "./helpers";

type Expected = { metric: string; value: string; unit: string };

let token = "";
let companyId = "";

test.beforeEach(async ({ page }) => {
  ({ token } = await signUpAndLogIn(page, { companyName: "Calc Co" }));
  companyId = await createCompanyViaApi(page, token, { name: "Tata Calc Works" });
  await page.goto(`/calculator/${companyId}`);
  await expect(page.getByRole("heading", { name: "ESG Calculators" })).toBeVisible();
});

/** A financial year counted back from the one running now on Indian time (April to March): 'FY 2025-26'. */
function financialYear(yearsBack = 0): string {
  const india = new Date(Date.now() + 330 * 60_000);
  const endYear = (india.getUTCMonth() >= 3 ? india.getUTCFullYear() + 1 : india.getUTCFullYear()) - yearsBack;
  return `FY ${endYear - 1}-${String(endYear % 100).padStart(2, "0")}`;
}

/**
 * Finds the saved entries where a user would: the data collection screen. Until that screen
 * exists the same entries are checked through GET /api/esg-data/{companyId}; the API check runs
 * either way because it sees the exact stored fields.
 */
async function expectInDataCollection(page: Page, expected: Expected[], notes: string, period = financialYear()) {
  const response = await page.request.get(`/api/esg-data/${companyId}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  const entries: Record<string, string>[] = await response.json();
  const ours = entries.filter((e) => e.notes.startsWith(notes));
  expect(ours.map((e) => ({ metric: e.metric, value: e.value, unit: e.unit })).sort((a, b) => a.metric.localeCompare(b.metric))).toEqual(
    [...expected].sort((a, b) => a.metric.localeCompare(b.metric)),
  );
  for (const e of ours) {
    // Stamped as a calculation, not typed by hand.
    expect(e).toMatchObject({ framework: "BRSR", category: "environmental", source: "calculator" });
    // Filed under the financial year chosen on the screen, never under the day of the calculation.
    expect(e.period).toBe(period);
  }

  const screen = await page.goto(`/data-collection/${companyId}`);
  if (screen?.status() === 404) {
    test.info().annotations.push({ type: "note", description: "data collection screen not built yet: entries checked through the API only" });
    return;
  }
  for (const { metric, value, unit } of expected) {
    // Semantic locators only: the screen's own test ids are its helper's to rename.
    const item = page
      .getByRole("listitem")
      .filter({ hasText: notes })
      .filter({ has: page.getByText(metric, { exact: true }) });
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(value);
    await expect(item).toContainText(unit);
  }
}

test("GHG: fuel, vehicle, refrigerant, grid and commuting emissions are calculated with the India factor set, charted and saved by scope", async ({ page }) => {
  // The running financial year is offered first, with the four before it.
  await expect(page.getByTestId("calculator-fy")).toHaveText(financialYear());
  const panel = page.getByRole("tabpanel", { name: "GHG Emissions" });
  await expect(panel.getByTestId("ghg-results")).toHaveCount(0);
  await expect(panel.getByTestId("ghg-factor-set")).toContainText("Factor set: India (CEA v21.0 grid factor for FY 2024-25");

  await panel.getByLabel("Fuel 1 quantity").fill("100");
  await panel.getByRole("button", { name: "Add fuel" }).click();
  await panel.getByRole("combobox", { name: "Fuel 2 type" }).click();
  await page.getByRole("option", { name: "Coal, other bituminous (IPCC default; e.g. imported)" }).click();
  await panel.getByLabel("Fuel 2 quantity").fill("1,000");
  await panel.getByRole("combobox", { name: "Vehicle 1 type" }).click();
  await page.getByRole("option", { name: "Truck (HGV, all diesel, average laden)" }).click();
  await panel.getByLabel("Vehicle 1 distance").fill("500");
  await panel.getByLabel("Refrigerant 1 leakage").fill("2");
  await panel.getByLabel("Grid electricity").fill("10,000");
  await panel.getByLabel("Commuting 1 distance").fill("20000");
  await panel.getByRole("button", { name: "Calculate" }).click();

  await expect(page.getByText("GHG emissions calculated successfully!")).toBeVisible();
  // India set: diesel 100 L × 2.642006 + bituminous coal 1000 kg × 2.458211 + HGV 500 km × 0.89121
  // + 2 kg R-134a × 1,530 (AR6) = 6,228.0166; grid 10,000 kWh × 0.7117 (CEA v21.0); bus 20,000 pkm × 0.10385.
  await expect(panel.getByTestId("ghg-scope1-kg")).toHaveText("6,228.02");
  await expect(panel.getByTestId("ghg-scope1-tons")).toHaveText("6.228");
  await expect(panel.getByTestId("ghg-scope2-kg")).toHaveText("7,117.00");
  await expect(panel.getByTestId("ghg-scope3-kg")).toHaveText("2,077.00");
  await expect(panel.getByTestId("ghg-scope12-kg")).toHaveText("13,345.02");
  await expect(panel.getByTestId("ghg-total-kg")).toHaveText("15,422.02");
  await expect(panel.getByTestId("ghg-total-tons")).toHaveText("15.422");
  await expect(panel.getByTestId("ghg-source-fuel-1")).toContainText("2,458.21");
  await expect(panel.getByTestId("ghg-chart-scope").locator("svg.recharts-surface")).toBeVisible();
  await expect(panel.getByTestId("ghg-chart-source").locator(".recharts-bar-rectangle")).toHaveCount(6);
  await expect(page.getByTestId("methodology")).toContainText("Indian grid average of 0.7117 kg CO2 per kWh");
  await expect(page.getByTestId("factor-grid_electricity")).toContainText("Central Electricity Authority");

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: "/tmp/calculators-ghg-desktop.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "/tmp/calculators-ghg-phone.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  await panel.getByRole("button", { name: "Save to Data Collection" }).click();
  await expect(page.getByText("Saved to data collection!")).toBeVisible();
  // Scope 1, 2 and 3 each under BRSR's metric; no 'Total GHG emissions' mixing Scope 3.
  await expectInDataCollection(
    page,
    [
      { metric: "Scope 1 emissions", value: "6.228", unit: "tCO2e" },
      { metric: "Scope 2 emissions", value: "7.117", unit: "tCO2e" },
      { metric: "Scope 3 emissions", value: "2.077", unit: "tCO2e" },
    ],
    "Auto-calculated using GHG Emissions Calculator",
  );
  await page.screenshot({ path: "/tmp/calculators-data-collection.png", fullPage: true });
});

test("GHG: a negative quantity is refused with a clear message", async ({ page }) => {
  const panel = page.getByRole("tabpanel", { name: "GHG Emissions" });
  await panel.getByLabel("Grid electricity").fill("-10");
  await panel.getByRole("button", { name: "Calculate" }).click();
  await expect(panel.getByRole("alert").filter({ hasText: "Grid electricity cannot be negative" })).toBeVisible();
  await expect(panel.getByTestId("ghg-results")).toHaveCount(0);
});

test("Water: withdrawal by source, BRSR consumption (withdrawal − discharge) and SPEC's net are calculated, and BRSR's rows saved to the year chosen", async ({ page }) => {
  await page.getByTestId("calculator-fy").click();
  await page.getByRole("option", { name: financialYear(1) }).click();
  await page.getByRole("tab", { name: "Water Usage" }).click();
  const panel = page.getByRole("tabpanel", { name: "Water Usage" });
  await panel.getByLabel("Municipal supply").fill("1,500");
  await panel.getByLabel("Groundwater").fill("300");
  await panel.getByLabel("Surface water").fill("150");
  await panel.getByLabel("Rainwater harvesting").fill("50");
  await panel.getByLabel("Water recycled").fill("400");
  await panel.getByLabel("Water discharged").fill("600");
  await panel.getByRole("button", { name: "Calculate" }).click();

  await expect(page.getByText("Water usage calculated successfully!")).toBeVisible();
  await expect(panel.getByTestId("water-withdrawn")).toHaveText("2,000.00");
  // 2000 − 600 discharged; SPEC's net of recycling (2000 − 400) stays on screen only.
  await expect(panel.getByTestId("water-consumption")).toHaveText("1,400.00");
  await expect(panel.getByTestId("water-net")).toHaveText("1,600.00");
  await expect(panel.getByTestId("water-recycling-rate")).toHaveText("20.0");
  await expect(panel.getByTestId("water-discharge-rate")).toHaveText("30.0");
  await panel.getByTestId("water-results").screenshot({ path: "/tmp/calculators-water-results.png" });

  await panel.getByRole("button", { name: "Save to Data Collection" }).click();
  await expect(page.getByText("Saved to data collection!")).toBeVisible();
  await expectInDataCollection(
    page,
    [
      { metric: "Water withdrawal: surface water", value: "150.00", unit: "kL" },
      { metric: "Water withdrawal: groundwater", value: "300.00", unit: "kL" },
      { metric: "Water withdrawal: third party water", value: "1500.00", unit: "kL" },
      { metric: "Water withdrawal: others", value: "50.00", unit: "kL" },
      { metric: "Total water consumption", value: "1400.00", unit: "kL" },
      { metric: "Total water discharge", value: "600.00", unit: "kL" },
    ],
    "Auto-calculated using Water Usage Calculator",
    financialYear(1),
  );
});

test("Waste: SPEC's shares are shown, and tonnes saved with incineration as disposal", async ({ page }) => {
  await page.getByRole("tab", { name: "Waste Management" }).click();
  const panel = page.getByRole("tabpanel", { name: "Waste Management" });
  await panel.getByLabel("Total waste generated").fill("250");
  await panel.getByLabel("Waste recycled").fill("100");
  await panel.getByLabel("Waste incinerated").fill("25");
  await panel.getByLabel("Hazardous waste").fill("12.5");
  await panel.getByRole("button", { name: "Calculate" }).click();

  await expect(page.getByText("Waste management metrics calculated successfully!")).toBeVisible();
  await expect(panel.getByTestId("waste-total")).toHaveText("250.00");
  await expect(panel.getByTestId("waste-recycling-rate")).toHaveText("40.0");
  await expect(panel.getByTestId("waste-diverted")).toHaveText("50.0");
  await expect(panel.getByTestId("waste-hazardous")).toHaveText("5.0");
  await panel.getByTestId("waste-results").screenshot({ path: "/tmp/calculators-waste-results.png" });

  await panel.getByRole("button", { name: "Save to Data Collection" }).click();
  await expect(page.getByText("Saved to data collection!")).toBeVisible();
  await expectInDataCollection(
    page,
    [
      { metric: "Total waste generated", value: "250.00", unit: "t" },
      { metric: "Waste recovered: recycled", value: "100.00", unit: "t" },
      { metric: "Waste disposed: incineration", value: "25.00", unit: "t" },
    ],
    "Auto-calculated using Waste Management Calculator",
  );
});

test("Energy: fuels converted to kWh on a net calorific basis, renewable share calculated, SEBI's P6 E1 rows saved in GJ", async ({ page }) => {
  await page.getByRole("tab", { name: "Energy" }).click();
  const panel = page.getByRole("tabpanel", { name: "Energy" });
  await panel.getByLabel("Electricity consumption").fill("12,000");
  await panel.getByLabel("Diesel consumption").fill("500");
  await panel.getByLabel("Natural gas consumption").fill("200");
  await panel.getByLabel("Renewable energy percentage").fill("25");
  await panel.getByRole("button", { name: "Calculate" }).click();

  await expect(page.getByText("Energy consumption calculated successfully!")).toBeVisible();
  // India set: 12000 + 500 × 9.871442 (IPCC NCV, PPAC density) + 200 × 10.467 (PPAC NCV) = 19,029.121;
  // 25 % of 12000 = 3000; 3000 / 19029.121 = 15.8 %.
  await expect(panel.getByTestId("energy-total")).toHaveText("19,029.12");
  await expect(panel.getByTestId("energy-saved-as")).toContainText("non-renewable fuel (E) 25.305 GJ");
  await expect(panel.getByTestId("energy-renewable")).toHaveText("3,000.00");
  await expect(panel.getByTestId("energy-share")).toHaveText("15.8");
  await panel.getByTestId("energy-results").screenshot({ path: "/tmp/calculators-energy-results.png" });

  await panel.getByRole("button", { name: "Save to Data Collection" }).click();
  await expect(page.getByText("Saved to data collection!")).toBeVisible();
  await expectInDataCollection(
    page,
    [
      { metric: "Renewable electricity consumption", value: "10.800", unit: "GJ" },
      { metric: "Non-renewable electricity consumption", value: "32.400", unit: "GJ" },
      { metric: "Non-renewable fuel consumption", value: "25.305", unit: "GJ" },
    ],
    "Auto-calculated using Energy Calculator",
  );
});
