/**
 * A demo-like company for the BRSR report's bench and sample: an entity profile with every
 * Section A fact, and questionnaire entries for FY 2024-25 and FY 2023-24 that answer most cells
 * (deterministic figures, narratives and links), leave some unanswered, mark one not applicable
 * and give one only for part of the year.
 */
import { ALL_CELLS } from "@/lib/frameworks/questionnaire";
import type { CompanyProfile } from "@/lib/companies/profile-schema";

export const SAMPLE_COMPANY = {
  name: "Sahyadri Steel Works Ltd",
  industry: "Manufacturing",
  location: "Pune, Maharashtra",
  size: "1000+",
  description: "Cold-rolled steel coils and galvanised sheets for the automotive industry",
};

export const SAMPLE_PROFILE: CompanyProfile = {
  financial_year_start_month: 4,
  cin: "L27100MH1995PLC084723",
  incorporation_year: 1995,
  registered_address: "Plot 14, MIDC Chakan Industrial Area, Phase II, Pune 410501, Maharashtra",
  corporate_address: "Sahyadri House, 7th Floor, Senapati Bapat Road, Pune 411016, Maharashtra",
  email: "investors@sahyadristeel.example",
  telephone: "+91 20 6645 8200",
  website: "https://www.sahyadristeel.example",
  stock_exchanges: ["BSE", "NSE"],
  paid_up_capital_inr: 1_24_50_00_000,
  contact_person: {
    name: "Meera Kulkarni",
    designation: "Company Secretary and Compliance Officer",
    telephone: "+91 20 6645 8211",
    email: "brsr@sahyadristeel.example",
  },
  reporting_boundary: "standalone",
  assurance_provider: "Deshpande & Rao Sustainability Assurance LLP",
  assurance_type: "Limited assurance",
  business_activities: [
    {
      main_activity: "Manufacturing",
      business_activity: "Cold-rolled steel coils and galvanised sheets for automotive and appliance makers",
      turnover_percent: 92.5,
    },
  ],
  products: [
    { product: "Cold-rolled steel coils", nic_code: "24105", turnover_percent: 61.2 },
    { product: "Galvanised and colour-coated sheets", nic_code: "24106", turnover_percent: 31.3 },
  ],
  locations: { national: { plants: 3, offices: 7 }, international: { plants: 0, offices: 1 } },
  markets: {
    national_states: 18,
    international_countries: 6,
    exports_percent: 12.4,
    customer_types:
      "Automotive OEMs and their tier-1 suppliers, appliance makers, and distributors serving construction and fabrication customers across India and in six export markets.",
  },
  related_companies: [
    { name: "Sahyadri Coated Products Pvt Ltd", kind: "Subsidiary", shares_held_percent: 100, participates_in_br: true },
    { name: "Deccan Steel Logistics Ltd", kind: "Associate", shares_held_percent: 26, participates_in_br: false },
  ],
  csr_applicable: true,
  net_worth_inr: 18_40_00_00_000,
};

export type FixtureEntry = { framework: string; category: string; metric: string; value: string; unit: string; period: string; notes: string; source: string };

const CY = "FY 2024-25";
const PY = "FY 2023-24";

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** Figures the integration test and the sample share: energy, revenue, PPP, emissions. */
const FIXED: Record<string, { cy: string; py: string; unit: string; notes?: string }> = {
  "P6-E1-A": { cy: "1,20,000", py: "95,000", unit: "GJ" },
  "P6-E1-B": { cy: "30,000", py: "28,000", unit: "GJ" },
  "P6-E1-C": { cy: "Not applicable", py: "Not applicable", unit: "GJ", notes: "No renewable sources other than electricity and fuel" },
  "P6-E1-D": { cy: "3,60,000", py: "3,90,000", unit: "GJ" },
  "P6-E1-E": { cy: "2,40,000", py: "2,52,000", unit: "GJ" },
  "P6-E1-F": { cy: "0", py: "0", unit: "GJ" },
  "INT-REVENUE": { cy: "2,500", py: "2,310", unit: "₹ crore" },
  "A-24-TURNOVER": { cy: "2,500", py: "2,310", unit: "₹ crore" },
  "A-24-NETWORTH": { cy: "1,840", py: "1,702", unit: "₹ crore" },
  "INT-PPP": { cy: "22.4", py: "22.0", unit: "₹ per $" },
  "INT-OUTPUT": { cy: "12,50,000", py: "11,80,000", unit: "t crude steel" },
  "P6-E7-S1": { cy: "4,250.5", py: "5,120", unit: "tCO2e" },
  "P6-E7-S2": { cy: "1,23,456.75", py: "1,31,002", unit: "tCO2e" },
  "P1-E8": { cy: "62", py: "68", unit: "days" },
};

const NARRATIVE =
  "The company follows a documented procedure approved by the Board's Sustainability Committee and reviewed every year. Plant heads report progress each quarter; the findings and the actions taken are published in the annual report and on the company's website.";

function figure(key: string, unit: string, year: "cy" | "py"): string {
  const h = hash(key);
  const scale = year === "py" ? 1.08 : 1;
  switch (unit) {
    case "%":
      return String(Math.round(((h % 900) / 10 + 5) * 10) / 10);
    case "count":
      // Headcounts (Total (A)) above the numbers covered, so that shares stay under 100%.
      return String(Math.round((/total/i.test(key) ? 2500 + (h % 2500) : h % 2500) * scale));
    case "days":
      return String(30 + (h % 60));
    case "per million person-hours":
      return String(Math.round((h % 90) * scale) / 100);
    case "₹":
      return String(Math.round((h % 90000) * 1000 * scale));
    default:
      return String(Math.round((1000 + (h % 500000)) * scale));
  }
}

/** Questionnaire entries for the current and previous year; about one cell in nine unanswered. */
export function questionnaireEntries(): FixtureEntry[] {
  const out: FixtureEntry[] = [];
  for (const cell of ALL_CELLS) {
    if (cell.kind !== "input") continue;
    const fixed = FIXED[cell.key];
    const base = { framework: "BRSR", category: cell.category, metric: cell.metric, notes: "", source: "manual" };
    if (fixed) {
      for (const [slot, period] of [
        ["cy", CY],
        ["py", PY],
      ] as const)
        out.push({ ...base, value: fixed[slot], unit: fixed.unit, period, notes: fixed.notes ?? "" });
      continue;
    }
    const h = hash(cell.key);
    if (h % 9 === 0) continue;
    // Groundwater: three quarters only, so the year is partial.
    if (cell.key === "P6-E3-ii") {
      for (const q of ["Q1", "Q2", "Q3"]) out.push({ ...base, value: String(12000 + (hash(q) % 4000)), unit: "kL", period: `${q} FY 2024-25` });
      continue;
    }
    const years =
      cell.years.length > 1
        ? ([
            ["cy", CY],
            ["py", PY],
          ] as const)
        : ([["cy", CY]] as const);
    for (const [slot, period] of years) {
      let value: string;
      if (cell.type === "number") value = figure(cell.key, cell.unit, slot);
      else if (cell.type === "yesno") value = h % 7 === 1 ? "No" : "Yes";
      else if (cell.type === "choice") value = cell.options?.[h % (cell.options.length || 1)] ?? "";
      else if (/web ?link|link/i.test(cell.metric))
        value = `https://www.sahyadristeel.example/sustainability/policies/${cell.key.toLowerCase()}-policy-document.pdf`;
      else value = h % 3 ? NARRATIVE : "Nil";
      out.push({ ...base, value, unit: cell.type === "number" ? cell.unit : "", period, source: ["manual", "calculator", "extraction"][h % 3] });
    }
  }
  return out;
}
