import { expect, test, type Locator, type Page } from "./fixtures";
import { chooseOption, createCompanyViaApi, signUpAndLogIn } from "./helpers";

/** A figure as stored (`value`) and as the saved list and data collection show it (`shown`). */
type Expected = { metric: string; value: string; unit: string; shown: string };

let token = "";
let companyId = "";

test.beforeEach(async ({ page }) => {
  ({ token } = await signUpAndLogIn(page, { companyName: "Calc Co" }));
  companyId = await createCompanyViaApi(page, token, { name: "Tata Calc Works" });
  await page.goto(`/calculator/${companyId}`);
  await expect(page.getByRole("heading", { name: "ESG Calculators" })).toBeVisible();
  // The calculators wait for the year's factors from the server.
  await expect(page.getByRole("button", { name: "Factor settings" })).toBeVisible();
});

/** A financial year counted back from the one running now on Indian time (April to March). */
function financialYear(yearsBack = 0): { id: string; label: string } {
  const india = new Date(Date.now() + 330 * 60_000);
  const endYear = (india.getUTCMonth() >= 3 ? india.getUTCFullYear() + 1 : india.getUTCFullYear()) - yearsBack;
  const id = `${endYear - 1}-${String(endYear % 100).padStart(2, "0")}`;
  return { id, label: `FY ${id}` };
}

/** The year the calculator opens on for a company without figures: the last one that has ended. */
const defaultYear = () => financialYear(1);

/**
 * After a save: the saved list names each figure written (and nothing else), and the stored entries
 * (GET /api/esg-data/{companyId}, which sees the exact fields) are the same figures, stamped as a
 * calculation and filed under the year chosen on the screen.
 */
async function expectSaved(page: Page, panel: Locator, expected: Expected[], fy = defaultYear()) {
  const list = panel.getByTestId("saved-entries");
  await expect(list).toContainText(`Saved to data collection under ${fy.label}`);
  await expect(list.getByTestId("saved-entry")).toHaveCount(expected.length);
  for (const { metric, unit, shown } of expected) {
    const item = savedItem(panel, metric);
    await expect(item.getByTestId("saved-entry-value")).toHaveText(`${shown} ${unit}`);
    await expect(item).toContainText("new entry");
  }

  const response = await page.request.get(`/api/esg-data/${companyId}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  const entries: Record<string, string>[] = await response.json();
  expect(entries.map((e) => ({ metric: e.metric, value: e.value, unit: e.unit })).sort((a, b) => a.metric.localeCompare(b.metric))).toEqual(
    expected.map(({ metric, value, unit }) => ({ metric, value, unit })).sort((a, b) => a.metric.localeCompare(b.metric)),
  );
  for (const e of entries) {
    // Stamped as a calculation, not typed by hand, with the calculation it came from.
    expect(e).toMatchObject({ framework: "BRSR", category: "environmental", source: "calculator", period: fy.label });
  }
}

/** One figure of the saved list, by its metric. */
function savedItem(panel: Locator, metric: string): Locator {
  return panel.getByTestId("saved-entry").filter({ has: panel.page().getByText(metric, { exact: true }) });
}

/**
 * Follows a figure's 'View entry' link (in a new tab, so the calculator keeps its saved list) and
 * finds the entry in data collection: its metric, figure, unit, year and the 'Calculator' badge.
 */
async function expectInDataCollection(panel: Locator, { metric, unit, shown }: Expected, fy = defaultYear()) {
  const page = panel.page();
  const link = savedItem(panel, metric).getByRole("link", { name: "View entry" });
  const [tab] = await Promise.all([page.context().waitForEvent("page"), link.click({ modifiers: ["ControlOrMeta"] })]);
  await expect(tab).toHaveURL(new RegExp(`/data-collection/${companyId}#entry-[0-9a-f-]+$`));
  await expect(tab.getByRole("heading", { name: "Data Collection" })).toBeVisible();
  const entry = tab.locator(`[id="${new URL(tab.url()).hash.slice(1)}"]`);
  await expect(entry.getByTestId("entry-item-metric")).toHaveText(metric);
  await expect(entry.getByTestId("entry-value")).toHaveText(`${shown}${unit}`);
  await expect(entry).toContainText(`Period: ${fy.label}`);
  await expect(entry.getByText("Calculator", { exact: true })).toBeVisible();
  await expect(entry).toBeInViewport();
  return tab;
}

/** Follows a figure's 'BRSR cell' link and finds the figure in that cell of the questionnaire, in the year's column. */
async function expectInQuestionnaire(panel: Locator, { metric }: Expected, cell: string, figure: string, fy = defaultYear()) {
  const page = panel.page();
  await savedItem(panel, metric).getByRole("link", { name: "BRSR cell" }).click();
  await expect(page).toHaveURL(new RegExp(`/brsr/${companyId}\\?fy=${fy.id}&section=P6#cell-${cell}$`));
  await expect(page.getByRole("heading", { name: "BRSR Questionnaire" })).toBeVisible();
  await expect(page.getByTestId("nav-P6")).toHaveAttribute("aria-current", "page");
  // 'cy': the current-year column of the year the link opened.
  const input = page.getByTestId(`cell-${cell}-cy`);
  await expect(input).toHaveValue(figure);
  await expect(input).toHaveAccessibleName(new RegExp(`— ${fy.label}$`));
  await expect(input).toBeInViewport();
}

test("GHG: fuel, vehicle, refrigerant, grid and commuting emissions are calculated with the India factor set, charted, saved by scope and found in data collection and the questionnaire", async ({
  page,
}) => {
  // A company without figures opens on the last year that has ended (as every screen does).
  await expect(page.getByTestId("calculator-fy").locator("option:checked")).toHaveText(defaultYear().label);
  await expect(page.getByTestId("calculator-factor-set")).toContainText("Factor set: India (CEA v21.0 grid factor for FY 2024-25");
  const panel = page.getByRole("tabpanel", { name: "GHG Emissions" });
  await expect(panel.getByTestId("ghg-results")).toHaveCount(0);
  await expect(panel.getByTestId("ghg-factor-set")).toContainText("Factor set: India (CEA v21.0 grid factor for FY 2024-25");

  await panel.getByLabel("Fuel 1 quantity").fill("100");
  await panel.getByRole("button", { name: "Add fuel" }).click();
  await chooseOption(panel.getByRole("combobox", { name: "Fuel 2 type" }), "Coal, other bituminous (IPCC default; e.g. imported)");
  await panel.getByLabel("Fuel 2 quantity").fill("1,000");
  await chooseOption(panel.getByRole("combobox", { name: "Vehicle 1 type" }), "Truck (HGV, all diesel, average laden)");
  await panel.getByLabel("Vehicle 1 distance").fill("500");
  await panel.getByLabel("Refrigerant 1 leakage").fill("2");
  await panel.getByLabel("Grid electricity").fill("10,000");
  await panel.getByLabel("Commuting 1 distance").fill("20000");
  await panel.getByRole("button", { name: "Calculate" }).click();

  await expect(page.getByText("GHG emissions calculated successfully!")).toBeVisible();
  // India set: diesel 100 L × 2.642006 + bituminous coal 1000 kg × 2.458211 + HGV 500 km × 0.89121
  // + 2 kg R-134a × 1,530 (AR6) = 6,228.0166; grid 10,000 kWh × 0.7117 (CEA v21.0), with no
  // instruments the same both ways; bus 20,000 pkm × 0.10385 (category 7).
  await expect(panel.getByTestId("ghg-scope1-kg")).toHaveText("6,228.02");
  await expect(panel.getByTestId("ghg-scope1-tons")).toHaveText("6.228");
  await expect(panel.getByTestId("ghg-scope2-kg")).toHaveText("7,117.00");
  await expect(panel.getByTestId("ghg-scope2-market-kg")).toHaveText("7,117.00");
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
  await expect(panel.getByRole("button", { name: "Saved" })).toBeDisabled();
  // Scope 1, both Scope 2 methods, Scope 1 + 2 and Scope 3 with its category, each under BRSR's
  // metric; no 'Total GHG emissions' mixing Scope 3 in.
  const scope1 = { metric: "Scope 1 emissions", value: "6.228", unit: "tCO2e", shown: "6.228" };
  await expectSaved(page, panel, [
    scope1,
    { metric: "Scope 2 emissions", value: "7.117", unit: "tCO2e", shown: "7.117" },
    { metric: "Scope 2 emissions (market-based)", value: "7.117", unit: "tCO2e", shown: "7.117" },
    { metric: "Total Scope 1 and Scope 2 emissions", value: "13.345", unit: "tCO2e", shown: "13.345" },
    { metric: "Scope 3 emissions", value: "2.077", unit: "tCO2e", shown: "2.077" },
    { metric: "Scope 3 emissions: Category 7 – Employee commuting", value: "2.077", unit: "tCO2e", shown: "2.077" },
  ]);
  await panel.getByTestId("saved-entries").screenshot({ path: "/tmp/calculators-ghg-saved.png" });

  const tab = await expectInDataCollection(panel, scope1);
  // The link lands on the entry (scrolled into view), so the viewport shows it.
  await tab.screenshot({ path: "/tmp/calculators-data-collection.png" });
  await tab.close();
  await expectInQuestionnaire(panel, scope1, "P6-E7-S1", "6.228");
  await page.screenshot({ path: "/tmp/calculators-brsr-cell.png" });
});

test("GHG: a negative quantity is refused with a clear message", async ({ page }) => {
  const panel = page.getByRole("tabpanel", { name: "GHG Emissions" });
  await panel.getByLabel("Grid electricity").fill("-10");
  await panel.getByRole("button", { name: "Calculate" }).click();
  await expect(panel.getByRole("alert").filter({ hasText: "Grid electricity cannot be negative" })).toBeVisible();
  await expect(panel.getByTestId("ghg-results")).toHaveCount(0);
});

test("Water: withdrawal by source, BRSR consumption (withdrawal − discharge) and SPEC's net are calculated, BRSR's rows saved to the year chosen and found in data collection and the questionnaire", async ({
  page,
}) => {
  const lastYear = financialYear(2);
  await chooseOption(page.getByTestId("calculator-fy"), lastYear.label);
  await expect(page.getByTestId("calculator-factor-set")).toContainText(`Follows the library until ${lastYear.label}'s first save`);
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
  const consumption = { metric: "Total water consumption", value: "1400.00", unit: "kL", shown: "1,400" };
  await expectSaved(
    page,
    panel,
    [
      { metric: "Water withdrawal: surface water", value: "150.00", unit: "kL", shown: "150" },
      { metric: "Water withdrawal: groundwater", value: "300.00", unit: "kL", shown: "300" },
      { metric: "Water withdrawal: third party water", value: "1500.00", unit: "kL", shown: "1,500" },
      { metric: "Water withdrawal: others", value: "50.00", unit: "kL", shown: "50" },
      consumption,
      { metric: "Total water discharge", value: "600.00", unit: "kL", shown: "600" },
    ],
    lastYear,
  );
  // The year's first save froze its factors.
  await expect(page.getByTestId("calculator-factor-set")).toContainText(`Frozen for ${lastYear.label} on`);

  const tab = await expectInDataCollection(panel, consumption, lastYear);
  await tab.close();
  await expectInQuestionnaire(panel, consumption, "P6-E3-CONSUMPTION", "1,400", lastYear);
});

test("Waste: SEBI's categories A–H add up to the total, SPEC's shares are shown, tonnes saved with incineration as disposal and found in data collection and the questionnaire", async ({
  page,
}) => {
  await page.getByRole("tab", { name: "Waste Management" }).click();
  const panel = page.getByRole("tabpanel", { name: "Waste Management" });
  // Only SEBI's categories: there is no single total or hazardous input any more.
  await expect(panel.getByLabel("Total waste generated")).toHaveCount(0);
  await expect(panel.getByLabel("Hazardous waste", { exact: true })).toHaveCount(0);
  await panel.getByLabel("Plastic waste (A)").fill("120");
  await panel.getByLabel("E-waste (B)").fill("5");
  await panel.getByLabel("Construction and demolition waste (D)").fill("100");
  await panel.getByLabel("Other hazardous waste (G)").fill("7.5");
  await panel.getByLabel("Other non-hazardous waste (H)").fill("17.5");
  await panel.getByLabel("Waste recycled").fill("100");
  await panel.getByLabel("Waste incinerated").fill("25");
  await panel.getByLabel("Waste landfilled").fill("50");
  await panel.getByRole("button", { name: "Calculate" }).click();

  await expect(page.getByText("Waste management metrics calculated successfully!")).toBeVisible();
  // 120 + 5 + 100 + 7.5 + 17.5; recycled 100 / 250; (100 + 25) / 250; hazardous B + G = 12.5 / 250.
  await expect(panel.getByTestId("waste-total")).toHaveText("250.00");
  await expect(panel.getByTestId("waste-recovered-total")).toHaveText("100.00");
  await expect(panel.getByTestId("waste-disposed-total")).toHaveText("75.00");
  await expect(panel.getByTestId("waste-unaccounted")).toHaveText("75.00");
  await expect(panel.getByTestId("waste-hazardous-t")).toHaveText("12.50");
  await expect(panel.getByTestId("waste-recycling-rate")).toHaveText("40.0");
  await expect(panel.getByTestId("waste-diverted")).toHaveText("50.0");
  await expect(panel.getByTestId("waste-hazardous")).toHaveText("5.0");
  await expect(panel.getByTestId("waste-by-category").getByRole("row")).toHaveCount(6);
  await panel.getByTestId("waste-results").screenshot({ path: "/tmp/calculators-waste-results.png" });

  await panel.getByRole("button", { name: "Save to Data Collection" }).click();
  await expect(page.getByText("Saved to data collection!")).toBeVisible();
  const plastic = { metric: "Plastic waste generated", value: "120.00", unit: "t", shown: "120" };
  // Each category and route; no total (the questionnaire sums A–H) and no SPEC rate.
  await expectSaved(page, panel, [
    plastic,
    { metric: "E-waste generated", value: "5.00", unit: "t", shown: "5" },
    { metric: "Construction and demolition waste generated", value: "100.00", unit: "t", shown: "100" },
    { metric: "Other hazardous waste generated", value: "7.50", unit: "t", shown: "7.5" },
    { metric: "Other non-hazardous waste generated", value: "17.50", unit: "t", shown: "17.5" },
    { metric: "Waste recovered: recycled", value: "100.00", unit: "t", shown: "100" },
    { metric: "Waste disposed: incineration", value: "25.00", unit: "t", shown: "25" },
    { metric: "Waste disposed: landfilling", value: "50.00", unit: "t", shown: "50" },
  ]);

  const tab = await expectInDataCollection(panel, plastic);
  await tab.close();
  await expectInQuestionnaire(panel, plastic, "P6-E9-A", "120");
});

test("Energy: fuels converted to kWh on a net calorific basis, renewable share calculated, SEBI's P6 E1 rows saved in GJ and found in data collection and the questionnaire", async ({
  page,
}) => {
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
  const fuel = { metric: "Non-renewable fuel consumption", value: "25.305", unit: "GJ", shown: "25.305" };
  await expectSaved(page, panel, [
    { metric: "Renewable electricity consumption", value: "10.800", unit: "GJ", shown: "10.8" },
    { metric: "Non-renewable electricity consumption", value: "32.400", unit: "GJ", shown: "32.4" },
    fuel,
  ]);

  const tab = await expectInDataCollection(panel, fuel);
  await tab.close();
  await expectInQuestionnaire(panel, fuel, "P6-E1-E", "25.305");
});

test("Factor settings: a company override for grid electricity, with its reason, recalculates the saved Scope 2 figure and prices the next calculation", async ({
  page,
}) => {
  const fy = defaultYear();
  const panel = page.getByRole("tabpanel", { name: "GHG Emissions" });
  await panel.getByLabel("Grid electricity").fill("10,000");
  await panel.getByRole("button", { name: "Calculate" }).click();
  // 10,000 kWh × 0.7117 (CEA v21.0).
  await expect(panel.getByTestId("ghg-scope2-kg")).toHaveText("7,117.00");
  await panel.getByRole("button", { name: "Save to Data Collection" }).click();
  await expect(savedItem(panel, "Scope 2 emissions").getByTestId("saved-entry-value")).toHaveText("7.117 tCO2e");

  await page.getByRole("button", { name: "Factor settings" }).click();
  const dialog = page.getByRole("dialog", { name: `Emission factors for ${fy.label}` });
  await expect(dialog).toContainText(`every calculation of ${fy.label} uses these factors until you recalculate`);
  await expect(dialog.getByTestId("no-overrides")).toBeVisible();

  // The reason an assurer will ask for is required.
  await chooseOption(
    dialog.getByTestId("override-activity"),
    /^Grid electricity, all-India average \(FY 2024-25\) — 0\.7117 kg CO2e\/kWh$/,
    "Grid electricity",
  );
  await dialog.getByTestId("override-value").fill("0.5");
  await dialog.getByRole("button", { name: "Save override" }).click();
  await expect(dialog.getByText("Say why the company's own value applies (e.g. the supplier's certificate)")).toBeVisible();
  await dialog.getByTestId("override-reason").fill("Green tariff agreement with the state utility, certificate 2026/114");
  await dialog.getByRole("button", { name: "Save override" }).click();
  await expect(page.getByText("Override saved")).toBeVisible();
  const override = dialog.getByTestId("override-table").getByRole("row").nth(1);
  await expect(override).toContainText("Grid electricity, all-India average (FY 2024-25)");
  await expect(override).toContainText("0.7117");
  await expect(override).toContainText("0.5 kg CO2e/kWh");
  await expect(override).toContainText("Green tariff agreement with the state utility, certificate 2026/114");

  // The saved figure changes only through an explicit recalculation, shown before and after.
  await dialog.getByRole("button", { name: "Check what would change" }).click();
  const preview = dialog.getByTestId("recalc-preview");
  const scope2 = preview
    .getByTestId("recalc-figures")
    .getByRole("row")
    .filter({ hasText: /^Scope 2 emissions\d/ });
  await expect(scope2.getByRole("cell")).toHaveText(["Scope 2 emissions", "7.117 tCO2e", "5 tCO2e"]);
  await expect(
    preview
      .getByTestId("recalc-figures")
      .getByRole("row")
      .filter({ hasText: /^Total Scope 1 and Scope 2 emissions/ })
      .getByRole("cell"),
  ).toHaveText(["Total Scope 1 and Scope 2 emissions", "7.117 tCO2e", "5 tCO2e"]);
  await preview.screenshot({ path: "/tmp/calculators-factor-settings.png" });
  await preview.getByRole("button", { name: "Apply recalculation" }).click();
  await expect(page.getByText(`${fy.label} recalculated`)).toBeVisible();
  await expect(preview).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId("calculator-factor-set")).toContainText("1 company override");

  // The screen now prices with the override: calculating again gives the new figure.
  await panel.getByRole("button", { name: "Calculate" }).click();
  // 10,000 kWh × 0.5.
  await expect(panel.getByTestId("ghg-scope2-kg")).toHaveText("5,000.00");
  await expect(panel.getByTestId("ghg-scope12-kg")).toHaveText("5,000.00");

  // Data collection holds the recalculated figures, still stamped as a calculation.
  const response = await page.request.get(`/api/esg-data/${companyId}`, { headers: { Authorization: `Bearer ${token}` } });
  const entries: Record<string, string>[] = await response.json();
  expect(entries.map((e) => [e.metric, e.value, e.source]).sort()).toEqual(
    [
      ["Scope 2 emissions", "5.000", "calculator"],
      ["Scope 2 emissions (market-based)", "5.000", "calculator"],
      ["Total Scope 1 and Scope 2 emissions", "5.000", "calculator"],
    ].sort(),
  );
});
