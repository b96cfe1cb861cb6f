import type { EmissionFactor, EnergyContent, FactorSet, FactorSource, GasSplit } from "../types";

/**
 * The "India" factor set. Every value below names its publisher, document, edition and year;
 * where it was read on a secondary page rather than the publisher's own document, `via` says so.
 * Nothing here is estimated: activities without a sourced factor are listed in `gaps`.
 *
 * Gases are converted with IPCC AR6 100-year GWPs (CH4 27.0 for combustion CH4, whose carbon
 * the CO2 factor already counts; N2O 273); DESNZ's transport factors are used as DESNZ publishes
 * them (DESNZ converts with AR5 GWPs).
 */

const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

// --- IPCC 2006 fuels -------------------------------------------------------------------------

const IPCC_2006: FactorSource = {
  publisher: "Intergovernmental Panel on Climate Change (IPCC)",
  document: "2006 IPCC Guidelines for National Greenhouse Gas Inventories, Volume 2 (Energy)",
  edition: "2006",
  year: 2006,
  url: "https://www.ipcc-nggip.iges.or.jp/public/2006gl/vol2.html",
};

const PPAC = {
  publisher: "Petroleum Planning & Analysis Cell (PPAC), Ministry of Petroleum & Natural Gas",
  url: "https://ppac.gov.in/",
  copy: "https://www.scribd.com/document/363464898/conversion-factor-xls",
};

/** AR6 100-year GWPs (IPCC AR6 WG1 Chapter 7, Table 7.15) applied to combustion CH4 and N2O. */
const AR6_GWP = { ch4: 27.0, n2o: 273 } as const;

type IpccFuel = {
  key: string;
  label: string;
  unit: string;
  /** TJ (net calorific value) per unit of fuel. */
  tjPerUnit: number;
  /** IPCC default emission factors, kg per TJ NCV. */
  co2PerTj: number;
  ch4PerTj: number;
  n2oPerTj: number;
  locator: string;
  via?: FactorSource["via"];
  notes?: string;
};

function ipccFuel(f: IpccFuel): EmissionFactor {
  const gases: GasSplit = {
    co2: round6(f.co2PerTj * f.tjPerUnit),
    ch4: round6(f.ch4PerTj * f.tjPerUnit * AR6_GWP.ch4),
    n2o: round6(f.n2oPerTj * f.tjPerUnit * AR6_GWP.n2o),
  };
  return {
    id: `india:${f.key}`,
    key: f.key,
    category: "fuel",
    label: f.label,
    value: round6(gases.co2! + gases.ch4! + gases.n2o!),
    unit: f.unit,
    gases,
    scope: 1,
    region: "Global default (IPCC), applied in India",
    source: { ...IPCC_2006, locator: f.locator, via: f.via },
    notes: f.notes,
  };
}

const TABLES =
  "Vol. 2 Ch. 1 Table 1.2 (NCV) and Table 1.4 (CO2, kg/TJ); Ch. 2 Table 2.3 (CH4, N2O: manufacturing industries and construction, kg/TJ); CH4 × 27.0 and N2O × 273 (AR6)";
const IPCC_COPY = {
  publisher: "Secondary copies",
  url: "https://www.scribd.com/document/658362082/6Introduction",
  note: "IPCC table values as reproduced in copies of Volume 2 Chapter 1 and in third-party calculations (e.g. 74,100 kg/TJ × 43.0 TJ/Gg = 3.1863 t CO2/t diesel); the IPCC PDF itself was not opened",
};
const PPAC_VIA = {
  publisher: PPAC.publisher,
  url: PPAC.copy,
  note: "PPAC 'Conversion Factors' table (source: Indian Petroleum & Natural Gas Statistics, MoP&NG) read on a copy hosted by Scribd",
};

const CBM_VIA = {
  publisher: "Carbon Balance and Management (BioMed Central), 'Harvested wood products and REDD+: looking beyond the forest border' (2016), Table 1",
  url: "https://cbmjournal.biomedcentral.com/articles/10.1186/s13021-016-0046-9/tables/1",
  note: "IPCC 2006 default NCVs of lignite (11.9), residual fuel oil (40.4), natural gas (48.0) and wood/wood waste (15.6) TJ/Gg as tabulated in a journal article; the IPCC PDF itself was not opened",
};
/** Values of IPCC 2006 Table 1.2 that no page opened while adding them showed: to confirm against the IPCC PDF. */
const IPCC_UNCONFIRMED = {
  ...IPCC_COPY,
  note: "IPCC 2006 Vol. 2 Table 1.2 default as widely reproduced; neither the IPCC PDF nor a secondary page showing this row was opened when it was added, so confirm it before relying on it",
};

const FUELS: EmissionFactor[] = [
  ipccFuel({
    key: "diesel",
    label: "Diesel (HSD)",
    unit: "litre",
    // 43.0 TJ/Gg; PPAC: 1 t diesel = 1.21 kL (BS-IV), i.e. 0.8264 kg per litre.
    tjPerUnit: 43.0e-6 / 1.21,
    co2PerTj: 74_100,
    ch4PerTj: 3,
    n2oPerTj: 0.6,
    locator: `Gas/Diesel Oil: NCV 43.0 TJ/Gg, CO2 74,100, CH4 3, N2O 0.6 kg/TJ. ${TABLES}. Per litre with PPAC's 1 t = 1.21 kL (diesel, BS-IV)`,
    via: { ...IPCC_COPY, note: `${IPCC_COPY.note}. Density: ${PPAC_VIA.note}` },
    notes: "Net calorific basis. Density 1/1.21 kg per litre from PPAC (Ministry of Petroleum & Natural Gas).",
  }),
  ipccFuel({
    key: "petrol",
    label: "Petrol (MS)",
    unit: "litre",
    tjPerUnit: 44.3e-6 / 1.411,
    co2PerTj: 69_300,
    ch4PerTj: 3,
    n2oPerTj: 0.6,
    locator: `Motor Gasoline: NCV 44.3 TJ/Gg, CO2 69,300, CH4 3, N2O 0.6 kg/TJ. ${TABLES}. Per litre with PPAC's 1 t = 1.411 kL (petrol, BS-IV)`,
    via: { ...IPCC_COPY, note: `${IPCC_COPY.note}. Density: ${PPAC_VIA.note}` },
    notes: "Net calorific basis. Density 1/1.411 kg per litre from PPAC.",
  }),
  ipccFuel({
    key: "lpg",
    label: "LPG",
    unit: "kg",
    tjPerUnit: 47.3e-6,
    co2PerTj: 63_100,
    ch4PerTj: 1,
    n2oPerTj: 0.1,
    locator: `Liquefied Petroleum Gases: NCV 47.3 TJ/Gg, CO2 63,100, CH4 1, N2O 0.1 kg/TJ. ${TABLES}`,
    via: IPCC_COPY,
    notes: "Net calorific basis, per kg (LPG is sold by weight in India).",
  }),
  ipccFuel({
    key: "natural_gas",
    label: "Natural gas (PNG)",
    unit: "m³",
    // PPAC/GAIL: GCV 10,000 kcal per SCM, NCV 90 % of GCV = 9,000 kcal = 37.6812 MJ per SCM.
    tjPerUnit: 9_000 * 4.1868e-9,
    co2PerTj: 56_100,
    ch4PerTj: 1,
    n2oPerTj: 0.1,
    locator: `Natural Gas: CO2 56,100, CH4 1, N2O 0.1 kg/TJ. ${TABLES}. Per standard m³ at PPAC's NCV = 90 % of GCV 10,000 kcal/SCM = 9,000 kcal (37.68 MJ)`,
    via: { ...IPCC_COPY, note: `${IPCC_COPY.note}. Calorific value: ${PPAC_VIA.note} (natural gas rows credited to GAIL)` },
    notes: "Net calorific basis; m³ is the standard cubic metre (1 atm, 15.56 °C) PPAC uses.",
  }),
  ipccFuel({
    key: "coal_bituminous",
    label: "Coal, other bituminous (IPCC default; e.g. imported)",
    unit: "kg",
    tjPerUnit: 25.8e-6,
    co2PerTj: 94_600,
    ch4PerTj: 10,
    n2oPerTj: 1.5,
    locator: `Other Bituminous Coal: NCV 25.8 TJ/Gg, CO2 94,600, CH4 10, N2O 1.5 kg/TJ. ${TABLES}`,
    via: IPCC_COPY,
    notes: "IPCC default at 25.8 MJ/kg. Indian high-ash coal has a lower calorific value: use a plant-specific factor where one is measured.",
  }),
  ipccFuel({
    key: "coal_sub_bituminous",
    label: "Coal, sub-bituminous (IPCC default)",
    unit: "kg",
    tjPerUnit: 18.9e-6,
    co2PerTj: 96_100,
    ch4PerTj: 10,
    n2oPerTj: 1.5,
    locator: `Sub-Bituminous Coal: NCV 18.9 TJ/Gg, CO2 96,100, CH4 10, N2O 1.5 kg/TJ. ${TABLES}`,
    via: IPCC_COPY,
    notes: "IPCC default at 18.9 MJ/kg; not an India-specific grade factor.",
  }),
  ipccFuel({
    key: "lignite",
    label: "Lignite (IPCC default)",
    unit: "kg",
    tjPerUnit: 11.9e-6,
    co2PerTj: 101_000,
    ch4PerTj: 10,
    n2oPerTj: 1.5,
    locator: `Lignite: NCV 11.9 TJ/Gg, CO2 101,000, CH4 10, N2O 1.5 kg/TJ. ${TABLES}`,
    via: IPCC_COPY,
    notes: "IPCC default at 11.9 MJ/kg.",
  }),
  ipccFuel({
    key: "furnace_oil",
    label: "Furnace oil (FO)",
    unit: "kg",
    tjPerUnit: 40.4e-6,
    co2PerTj: 77_400,
    ch4PerTj: 3,
    n2oPerTj: 0.6,
    locator: `Residual Fuel Oil: NCV 40.4 TJ/Gg, CO2 77,400, CH4 3, N2O 0.6 kg/TJ. ${TABLES}`,
    via: { ...CBM_VIA, note: `${CBM_VIA.note}; the article's 279 kg CO2 per MWh is 77.4 t CO2/TJ, the Table 1.4 default used here` },
    notes: "Net calorific basis, per kg (furnace oil is invoiced by weight or by kL at the supplier's density: convert kL with the invoice's density).",
  }),
];

// --- Refrigerants: IPCC AR6 100-year GWPs -----------------------------------------------------

const AR6: FactorSource = {
  publisher: "Intergovernmental Panel on Climate Change (IPCC)",
  document: "Climate Change 2021: The Physical Science Basis (AR6 WG1), Chapter 7 Supplementary Material, Table 7.SM.7",
  edition: "AR6",
  year: 2021,
  url: "https://www.ipcc.ch/report/ar6/wg1/",
};
const AR6_VIA = {
  publisher: "International Institute of Refrigeration / UNEP RTOC 2022, as tabulated by Project Drawdown and by shecco ('Refrigerants: Real GWP and PFAS')",
  url: "https://drawdown.org/explorer/deploy-alternative-refrigerants/figure-1",
  note: "AR6 100-year GWPs and blend compositions read on secondary pages (Drawdown, citing IIR 2023; shecco fact sheet #2 at issuu.com/shecco), not in the IPCC tables",
};

function refrigerant(key: string, label: string, gwp: number, locator: string, extra: Partial<EmissionFactor> = {}): EmissionFactor {
  return {
    id: `india:${key}`,
    key,
    category: "refrigerant",
    label,
    value: gwp,
    unit: "kg",
    gases: extra.outsideScopes ? { hcfcs: gwp } : { hfcs: gwp },
    scope: 1,
    region: "Global",
    source: { ...AR6, locator, via: AR6_VIA },
    ...extra,
  };
}

const REFRIGERANTS: EmissionFactor[] = [
  refrigerant("r134a", "R-134a (HFC-134a)", 1530, "HFC-134a: GWP-100 1,530"),
  refrigerant(
    "r410a",
    "R-410A (R-32/R-125 50/50)",
    2255.5,
    "Blend: 0.5 × R-32 (771) + 0.5 × R-125 (3,740) = 2,255.5; the secondary tables print 2,256 and 2,255",
  ),
  refrigerant("r32", "R-32 (HFC-32)", 771, "HFC-32: GWP-100 771"),
  refrigerant("r404a", "R-404A (R-125/R-143a/R-134a 44/52/4)", 4728, "Blend: 0.44 × 3,740 + 0.52 × 5,810 + 0.04 × 1,530 = 4,728"),
  refrigerant("r407c", "R-407C (R-32/R-125/R-134a 23/25/52)", 1908, "Blend: 0.23 × 771 + 0.25 × 3,740 + 0.52 × 1,530 = 1,907.9, printed 1,908"),
  refrigerant("r22", "R-22 (HCFC-22)", 1960, "HCFC-22: GWP-100 1,960", {
    outsideScopes: true,
    notes:
      "HCFC-22 is a Montreal Protocol gas: the GHG Protocol reports it separately, outside Scopes 1–3, and BRSR's break-up (CO2, CH4, N2O, HFCs, PFCs, SF6, NF3) does not include it.",
  }),
];

// --- Grid electricity: CEA CO2 Baseline Database ----------------------------------------------

const CEA = {
  publisher: "Central Electricity Authority (CEA), Ministry of Power, Government of India",
  document: "CO2 Baseline Database for the Indian Power Sector, User Guide",
  url: "https://cea.nic.in/cdm-co2-baseline-database/",
};
const BATCHWISE = "https://batchwise.ai/tools/cea-grid-emission-factor-lookup/";
const VARIANT_V21 = "All-India weighted average grid emission rate including RES and captive generation, excluding imports";

function grid(
  fy: string,
  value: number,
  edition: string,
  year: number,
  locator: string,
  via: FactorSource["via"],
  open = false,
  notes?: string,
): EmissionFactor {
  return {
    id: `india:grid_electricity:${fy}`,
    key: "grid_electricity",
    category: "grid_electricity",
    label: `Grid electricity, all-India average (FY ${fy})`,
    value,
    unit: "kWh",
    gases: { co2: value },
    scope: 2,
    region: "India (all-India grid)",
    fyFrom: fy,
    fyTo: open ? undefined : fy,
    source: { ...CEA, edition, year, locator, via },
    notes: ["CO2 only: CEA publishes no CH4 or N2O. t CO2/MWh = kg CO2/kWh.", notes].filter(Boolean).join(" "),
  };
}

const V21_VIA = {
  publisher: "BatchWise, 'CEA Grid Emission Factor Lookup'",
  url: BATCHWISE,
  note: "Five-year series from CEA Version 21.0 (Nov 2025) as tabulated by BatchWise; CEA's own user guide was not opened",
};

const GRID: EmissionFactor[] = [
  grid(
    "2020-21",
    0.7026,
    "Version 21.0 (restated series)",
    2025,
    `${VARIANT_V21}, FY 2020-21, as printed in Version 21.0`,
    V21_VIA,
    false,
    "The figure first published for this year (Version 17.0) was not found; this is Version 21.0's.",
  ),
  grid(
    "2021-22",
    0.7152,
    "Version 21.0 (restated series)",
    2025,
    `${VARIANT_V21}, FY 2021-22, as printed in Version 21.0`,
    V21_VIA,
    false,
    "The figure first published for this year (Version 18.0) was not found; this is Version 21.0's.",
  ),
  grid(
    "2022-23",
    0.7191,
    "Version 21.0 (restated series)",
    2025,
    `${VARIANT_V21}, FY 2022-23, as printed in Version 21.0`,
    V21_VIA,
    false,
    "The figure first published for this year (Version 19.0) was not found with a reliable source; this is Version 21.0's.",
  ),
  grid("2023-24", 0.727, "Version 20.0", 2024, "Weighted average emission factor including renewable energy, FY 2023-24 (Version 20.0, December 2024)", {
    publisher: "Saur Energy News, 'CEA's CO2 Baseline Database – Impact of RE on Indian Grid Emissions Intensity' (6 Jan 2025); also CarbonNeeti and BidDetail",
    url: "https://saurenergy.com/solar-energy-news/ceas-co2-baseline-database-impact-of-re-on-indian-grid-emissions-intensity",
    note: "Read on news pages reporting Version 20.0; Version 21.0 restates this year as 0.7290",
  }),
  grid(
    "2024-25",
    0.7117,
    "Version 21.0",
    2025,
    `${VARIANT_V21}, FY 2024-25 (Version 21.0, November 2025)`,
    {
      ...V21_VIA,
      note: `${V21_VIA.note}; including imports 0.7097, which CarbonNeeti rounds to 0.710`,
    },
    true,
    "Also applied to later years until CEA publishes their factor.",
  ),
];

// --- Road transport, commuting, waste: UK DESNZ conversion factors 2025 -------------------------

const DESNZ: FactorSource = {
  publisher: "UK Department for Energy Security and Net Zero (DESNZ)",
  document: "Greenhouse gas reporting: conversion factors 2025 (flat file)",
  edition: "2025",
  year: 2025,
  url: "https://www.gov.uk/government/publications/greenhouse-gas-reporting-conversion-factors-2025",
};
const DESNZ_REPO = "https://github.com/scope3emissiontest-oss/JulesProject/blob/6cec8668396f94176f53bd1bc86fa5ebd2ba5cfc/defra_factors_2025_v2";
const desnzVia = (file: string) => ({
  publisher: "Copy of DESNZ's 2025 flat file in a public GitHub repository (scope3emissiontest-oss/JulesProject)",
  url: `${DESNZ_REPO}/${file}`,
  note: "Values read from a CSV copy of the DESNZ flat file, not from gov.uk",
});
const UK = "United Kingdom (DESNZ); no India-specific published factor used";
const AIR_RF =
  "Without DESNZ's radiative-forcing uplift: BRSR asks for the Kyoto gases, and the uplift (about 1.7×) estimates non-CO2 effects at altitude; disclose it separately if you report it.";

function desnz(f: Omit<EmissionFactor, "id" | "source" | "region"> & { locator: string; file: string }): EmissionFactor {
  const { locator, file, ...rest } = f;
  return { id: `india:${f.key}`, region: UK, source: { ...DESNZ, locator, via: desnzVia(file) }, ...rest };
}

const TRANSPORT: EmissionFactor[] = [
  desnz({
    key: "car",
    category: "vehicle",
    label: "Car, average size, unknown fuel",
    value: 0.16725,
    unit: "km",
    scope: 1,
    gases: { co2: 0.16608, ch4: 0.00019, n2o: 0.00098 },
    locator: "Business travel- land › Cars (by size) › Average car › Unknown fuel › km (ID 25_301_3074_4), applied to company-owned cars",
    file: "category_business_travel_land.csv",
  }),
  desnz({
    key: "truck",
    category: "vehicle",
    label: "Truck (HGV, all diesel, average laden)",
    value: 0.89121,
    unit: "km",
    scope: 1,
    gases: { co2: 0.8791, ch4: 0.00016, n2o: 0.01195 },
    locator: "Freighting goods › HGV (all diesel) › All HGVs › Average laden › km (ID 27_304_3140_4), applied to company-owned trucks",
    file: "category_freighting_goods.csv",
  }),
  desnz({
    key: "freight_hgv_tkm",
    category: "freight",
    label: "Road freight by HGV (all diesel, average laden)",
    value: 0.10163,
    unit: "tonne-km",
    scope: 3,
    scope3Category: 4,
    gases: { co2: 0.10012, ch4: 0.00002, n2o: 0.00149 },
    locator: "Freighting goods › HGV (all diesel) › All HGVs › Average laden › tonne.km (ID 27_304_3140_14)",
    file: "category_freighting_goods.csv",
  }),
  desnz({
    key: "commute_bus",
    category: "commuting",
    label: "Commuting by bus (average local bus)",
    value: 0.10385,
    unit: "passenger-km",
    scope: 3,
    scope3Category: 7,
    gases: { co2: 0.10311, ch4: 0.00001, n2o: 0.00073 },
    locator: "Business travel- land › Bus › Average local bus › passenger.km (ID 25_314_3145_11)",
    file: "category_business_travel_land.csv",
  }),
  desnz({
    key: "commute_rail",
    category: "commuting",
    label: "Commuting by rail (national rail)",
    value: 0.03546,
    unit: "passenger-km",
    scope: 3,
    scope3Category: 7,
    gases: { co2: 0.0351, ch4: 0.00008, n2o: 0.00028 },
    locator: "Business travel- land › Rail › National rail › passenger.km (ID 25_315_3147_11)",
    file: "category_business_travel_land.csv",
  }),
  desnz({
    key: "commute_car",
    category: "commuting",
    label: "Commuting by car (average, unknown fuel)",
    value: 0.16725,
    unit: "vehicle-km",
    scope: 3,
    scope3Category: 7,
    gases: { co2: 0.16608, ch4: 0.00019, n2o: 0.00098 },
    locator: "Business travel- land › Cars (by size) › Average car › Unknown fuel › km (ID 25_301_3074_4); per vehicle-km, so car-pool shares divide it",
    file: "category_business_travel_land.csv",
  }),
  desnz({
    key: "commute_motorbike",
    category: "commuting",
    label: "Commuting by motorbike (average)",
    value: 0.11367,
    unit: "vehicle-km",
    scope: 3,
    scope3Category: 7,
    gases: { co2: 0.11138, ch4: 0.00177, n2o: 0.00052 },
    locator: "Business travel- land › Motorbike › Average › km (ID 25_302_3080_4)",
    file: "category_business_travel_land.csv",
  }),
  desnz({
    key: "waste_disposal",
    category: "waste_disposal",
    label: "Waste to landfill (commercial and industrial waste)",
    value: 0.520533,
    unit: "kg",
    scope: 3,
    scope3Category: 5,
    locator: "Waste disposal › Refuse › Commercial and industrial waste › Landfill: 520.5327 kg CO2e per tonne, ÷ 1,000 per kg",
    file: "category_waste_disposal.csv",
    notes: "Landfill of mixed commercial and industrial waste; DESNZ gives no gas split for waste.",
  }),
];

/**
 * Freight per tonne-km. The key names the mode; which Scope 3 category a leg belongs to (4 when
 * the company pays for the transport of what it buys, 9 for what it sells and does not pay to
 * ship) is the calculator input's, so `scope3Category` is the usual one.
 */
const FREIGHT: EmissionFactor[] = [
  desnz({
    key: "freight_van_tkm",
    category: "freight",
    label: "Road freight by van (diesel, up to 3.5 t)",
    value: 0.6313,
    unit: "tonne-km",
    scope: 3,
    scope3Category: 4,
    gases: { co2: 0.62715, ch4: 0.00001, n2o: 0.00414 },
    locator: "Freighting goods › Vans › Average (up to 3.5 tonnes) › Diesel › tonne.km (ID 27_303_3102_14)",
    file: "category_freighting_goods.csv",
  }),
  desnz({
    key: "freight_rail_tkm",
    category: "freight",
    label: "Rail freight (freight train)",
    value: 0.02779,
    unit: "tonne-km",
    scope: 3,
    scope3Category: 4,
    gases: { co2: 0.02749, ch4: 0.00002, n2o: 0.00028 },
    locator: "Freighting goods › Rail › Freight train › tonne.km (ID 27_315_3151_14)",
    file: "category_freighting_goods.csv",
    notes: "UK rail freight (mostly diesel traction); Indian Railways' freight is largely electric, so this is an upper estimate.",
  }),
  desnz({
    key: "freight_sea_container_tkm",
    category: "freight",
    label: "Sea freight, container ship (average)",
    value: 0.01612,
    unit: "tonne-km",
    scope: 3,
    scope3Category: 4,
    gases: { co2: 0.01592, ch4: 0.00001, n2o: 0.00019 },
    locator: "Freighting goods › Cargo ship › Container ship › Average › tonne.km (ID 27_320_3235_14)",
    file: "category_freighting_goods.csv",
  }),
  desnz({
    key: "freight_sea_bulk_tkm",
    category: "freight",
    label: "Sea freight, bulk carrier (average)",
    value: 0.00353,
    unit: "tonne-km",
    scope: 3,
    scope3Category: 4,
    gases: { co2: 0.00349, ch4: 0.000001, n2o: 0.00004 },
    locator: "Freighting goods › Cargo ship › Bulk carrier › Average › tonne.km (ID 27_320_3221_14)",
    file: "category_freighting_goods.csv",
  }),
  desnz({
    key: "freight_air_short_tkm",
    category: "freight",
    label: "Air freight, short-haul (without RF)",
    value: 0.75539,
    unit: "tonne-km",
    scope: 3,
    scope3Category: 4,
    gases: { co2: 0.74709, ch4: 0.00008, n2o: 0.00822 },
    locator: "Freighting goods › Freight flights › Short-haul, to/from UK › Without RF › tonne.km (ID 27_317_3155_14)",
    file: "category_freighting_goods.csv",
    notes: AIR_RF,
  }),
  desnz({
    key: "freight_air_long_tkm",
    category: "freight",
    label: "Air freight, international long-haul (without RF)",
    value: 0.5313,
    unit: "tonne-km",
    scope: 3,
    scope3Category: 4,
    gases: { co2: 0.52583, ch4: 0.00006, n2o: 0.00542 },
    locator: "Freighting goods › Freight flights › International, to/from non-UK › Without RF › tonne.km (ID 27_317_3159_14)",
    file: "category_freighting_goods.csv",
    notes: AIR_RF,
  }),
];

/** Business travel per passenger-km (per vehicle-km for a car the traveller drives), GHG Protocol category 6. */
const TRAVEL: EmissionFactor[] = [
  desnz({
    key: "travel_air_domestic",
    category: "business_travel",
    label: "Flight, domestic (average passenger, without RF)",
    value: 0.13552,
    unit: "passenger-km",
    scope: 3,
    scope3Category: 6,
    gases: { co2: 0.13395, ch4: 0.00022, n2o: 0.00134 },
    locator: "Business travel- air › Flights › Domestic, to/from UK › Average passenger › Without RF › passenger.km (ID 21_316_3161_11)",
    file: "category_business_travel_air.csv",
    notes: `${AIR_RF} DESNZ's domestic factor reflects short UK sectors, where take-off weighs more per km than on most Indian domestic routes; the short-haul factor may fit sectors above about 500 km better.`,
  }),
  desnz({
    key: "travel_air_short",
    category: "business_travel",
    label: "Flight, short-haul (average passenger, without RF)",
    value: 0.07559,
    unit: "passenger-km",
    scope: 3,
    scope3Category: 6,
    gases: { co2: 0.07466, ch4: 0.00001, n2o: 0.00092 },
    locator: "Business travel- air › Flights › Short-haul, to/from UK › Average passenger › Without RF › passenger.km (ID 21_316_3163_11)",
    file: "category_business_travel_air.csv",
    notes: AIR_RF,
  }),
  desnz({
    key: "travel_air_international",
    category: "business_travel",
    label: "Flight, international (average passenger, without RF)",
    value: 0.0842,
    unit: "passenger-km",
    scope: 3,
    scope3Category: 6,
    gases: { co2: 0.08333, ch4: 0.00001, n2o: 0.00086 },
    locator: "Business travel- air › Flights › International, to/from non-UK › Average passenger › Without RF › passenger.km (ID 21_316_3179_11)",
    file: "category_business_travel_air.csv",
    notes: AIR_RF,
  }),
  desnz({
    key: "travel_rail",
    category: "business_travel",
    label: "Train (national rail)",
    value: 0.03546,
    unit: "passenger-km",
    scope: 3,
    scope3Category: 6,
    gases: { co2: 0.0351, ch4: 0.00008, n2o: 0.00028 },
    locator: "Business travel- land › Rail › National rail › passenger.km (ID 25_315_3147_11)",
    file: "category_business_travel_land.csv",
  }),
  desnz({
    key: "travel_taxi",
    category: "business_travel",
    label: "Taxi (regular taxi)",
    value: 0.14861,
    unit: "passenger-km",
    scope: 3,
    scope3Category: 6,
    gases: { co2: 0.14742, ch4: 0.000003, n2o: 0.00119 },
    locator: "Business travel- land › Taxis › Regular taxi › passenger.km (ID 25_313_3141_11)",
    file: "category_business_travel_land.csv",
  }),
  desnz({
    key: "travel_car",
    category: "business_travel",
    label: "Car not owned by the company (average, unknown fuel)",
    value: 0.16725,
    unit: "vehicle-km",
    scope: 3,
    scope3Category: 6,
    gases: { co2: 0.16608, ch4: 0.00019, n2o: 0.00098 },
    locator:
      "Business travel- land › Cars (by size) › Average car › Unknown fuel › km (ID 25_301_3074_4); per vehicle-km, so colleagues sharing a car count it once",
    file: "category_business_travel_land.csv",
  }),
  desnz({
    key: "travel_coach",
    category: "business_travel",
    label: "Coach / intercity bus",
    value: 0.02776,
    unit: "passenger-km",
    scope: 3,
    scope3Category: 6,
    gases: { co2: 0.02727, ch4: 0.00001, n2o: 0.00048 },
    locator: "Business travel- land › Bus › Coach › passenger.km (ID 25_314_3146_11)",
    file: "category_business_travel_land.csv",
  }),
];

// --- Energy contents: what a unit of each fuel holds, on a net calorific basis -----------------

/** kWh per unit from MJ per unit (1 kWh = 3.6 MJ). */
const kwhOf = (mjPerUnit: number) => round6(mjPerUnit / 3.6);

function ipccContent(
  key: EnergyContent["key"],
  label: string,
  unit: string,
  mjPerUnit: number,
  basis: string,
  locator: string,
  via: FactorSource["via"],
): EnergyContent {
  return { key, label, kwhPerUnit: kwhOf(mjPerUnit), unit, basis: `Net calorific value: ${basis}`, source: { ...IPCC_2006, locator, via } };
}

const ENERGY_CONTENTS: EnergyContent[] = [
  {
    key: "diesel",
    label: "Diesel",
    kwhPerUnit: round6(43.0 / 1.21 / 3.6),
    unit: "litre",
    basis: "Net calorific value: IPCC 2006 43.0 MJ/kg × PPAC 1/1.21 kg per litre = 35.54 MJ per litre",
    source: {
      ...IPCC_2006,
      locator: "Vol. 2 Ch. 1 Table 1.2 (Gas/Diesel Oil NCV 43.0 TJ/Gg); density from PPAC",
      via: { ...IPCC_COPY, note: `${IPCC_COPY.note}. Density: ${PPAC_VIA.note}` },
    },
  },
  {
    key: "natural_gas",
    label: "Natural gas",
    kwhPerUnit: round6((9_000 * 4.1868e-3) / 3.6),
    unit: "m³",
    basis: "Net calorific value: PPAC 90 % of GCV 10,000 kcal per SCM = 9,000 kcal = 37.68 MJ per m³",
    source: {
      publisher: PPAC.publisher,
      document: "Conversion Factors (Table 4: Natural Gas Conversions, source GAIL)",
      edition: "Undated table (petrol and diesel on BS-IV norms)",
      year: null,
      url: PPAC.url,
      via: PPAC_VIA,
    },
  },
  ipccContent(
    "petrol",
    "Petrol",
    "litre",
    44.3 / 1.411,
    "IPCC 2006 44.3 MJ/kg × PPAC 1/1.411 kg per litre = 31.40 MJ per litre",
    "Vol. 2 Ch. 1 Table 1.2 (Motor Gasoline NCV 44.3 TJ/Gg); density from PPAC (1 t = 1.411 kL)",
    {
      ...IPCC_COPY,
      note: `${IPCC_COPY.note}. Density: ${PPAC_VIA.note}`,
    },
  ),
  ipccContent("lpg", "LPG", "kg", 47.3, "IPCC 2006 47.3 MJ/kg", "Vol. 2 Ch. 1 Table 1.2 (Liquefied Petroleum Gases NCV 47.3 TJ/Gg)", IPCC_COPY),
  ipccContent("furnace_oil", "Furnace oil", "kg", 40.4, "IPCC 2006 40.4 MJ/kg", "Vol. 2 Ch. 1 Table 1.2 (Residual Fuel Oil NCV 40.4 TJ/Gg)", CBM_VIA),
  ipccContent(
    "coal_bituminous",
    "Coal, other bituminous",
    "kg",
    25.8,
    "IPCC 2006 25.8 MJ/kg",
    "Vol. 2 Ch. 1 Table 1.2 (Other Bituminous Coal NCV 25.8 TJ/Gg)",
    IPCC_COPY,
  ),
  ipccContent(
    "coal_sub_bituminous",
    "Coal, sub-bituminous",
    "kg",
    18.9,
    "IPCC 2006 18.9 MJ/kg",
    "Vol. 2 Ch. 1 Table 1.2 (Sub-Bituminous Coal NCV 18.9 TJ/Gg)",
    IPCC_COPY,
  ),
  ipccContent("lignite", "Lignite", "kg", 11.9, "IPCC 2006 11.9 MJ/kg", "Vol. 2 Ch. 1 Table 1.2 (Lignite NCV 11.9 TJ/Gg)", CBM_VIA),
  ipccContent(
    "biomass",
    "Biomass (bagasse, husk, agro-residue)",
    "kg",
    11.6,
    "IPCC 2006 11.6 MJ/kg ('other primary solid biomass', as received)",
    "Vol. 2 Ch. 1 Table 1.2 (Other Primary Solid Biomass NCV 11.6 TJ/Gg)",
    IPCC_UNCONFIRMED,
  ),
  ipccContent("wood", "Wood / wood waste", "kg", 15.6, "IPCC 2006 15.6 MJ/kg", "Vol. 2 Ch. 1 Table 1.2 (Wood/Wood Waste NCV 15.6 TJ/Gg)", CBM_VIA),
  ipccContent(
    "biogas",
    "Biogas (methane content)",
    "kg",
    50.4,
    "IPCC 2006 50.4 MJ/kg ('other biogas'), close to methane's own: enter the methane in the gas, not its total mass",
    "Vol. 2 Ch. 1 Table 1.2 (Other Biogas NCV 50.4 TJ/Gg)",
    IPCC_UNCONFIRMED,
  ),
];

export const INDIA: FactorSet = {
  id: "india",
  name: "India",
  edition: "CEA v21.0 · IPCC 2006 · AR6 · DESNZ 2025",
  description:
    "CEA's all-India grid factor for each financial year, IPCC 2006 fuel factors and energy contents on a net calorific basis with Indian densities (PPAC), refrigerant GWPs from IPCC AR6, and UK DESNZ 2025 factors for road transport, freight, business travel, commuting and waste where no Indian factor is published.",
  gwpBasis: "IPCC AR6 100-year (fuels: CH4 27.0, N2O 273; refrigerants by gas); DESNZ transport and waste factors as published (AR5)",
  factors: [...FUELS, ...REFRIGERANTS, ...GRID, ...TRANSPORT, ...FREIGHT, ...TRAVEL],
  energyContents: ENERGY_CONTENTS,
  gaps: [
    {
      key: "purchased_heat_steam",
      category: "heat_steam",
      label: "Purchased heat/steam",
      reason: "No Indian published factor for bought-in heat or steam was found; use the supplier's factor or the SPEC defaults set.",
    },
    {
      key: "purchased_goods",
      category: "purchased_goods",
      label: "Purchased goods (per kg)",
      reason: "No published factor for 'purchased goods' in general exists; factors are per material (or spend-based) and none was sourced.",
    },
    {
      key: "bus",
      category: "vehicle",
      label: "Company-owned bus (per vehicle-km)",
      reason: "DESNZ publishes buses per passenger-km only; no per vehicle-km factor was sourced.",
    },
    {
      key: "coal_indian_grades",
      category: "fuel",
      label: "Indian coal by grade (G1–G17)",
      reason: "No citable India-specific CO2 factor by coal grade was found; IPCC defaults are offered instead.",
    },
  ],
};
