/**
 * The demo company's BRSR (lib/demo/seed.ts): an answer for every input cell of SEBI's
 * questionnaire (lib/frameworks/questionnaire), keyed by cell key, for FY 2023-24 and FY 2024-25 (and
 * FY 2022-23 where a table shows three years). Derived cells — totals, percentages, intensities —
 * are computed by the questionnaire and never seeded.
 *
 * Sahyadri Steel & Alloys Ltd: an electric-arc-furnace (EAF) steel maker with two plants in
 * Maharashtra — Chakan (Pune district: melt shop, ladle furnace, continuous caster, bar and
 * wire-rod mill) and Ambad (Jalna district, water-stressed Marathwada: alloy bar finishing and
 * bright bars, zero liquid discharge) — offices in Pune (registered), Mumbai (corporate) and
 * Ahmedabad (sales). 58,000 → 61,500 t of crude steel, ₹310 → ₹345 crore revenue, 1,180 → 1,250
 * employees and about 750 workers (permanent and contract).
 *
 * The figures hang together: energy parts add to 2,26,800 → 2,21,400 GJ (grid power at the CEA
 * factor gives Scope 2), water withdrawal − consumption = discharge, waste recovered + disposed ≤
 * generated (the rest is stock on site), the P3/P5 headcount tables repeat Section A Q20, and
 * revenue from operations is the Q24 turnover. Names, web addresses and people are invented.
 */
import { allCells, rowCellOf, ROW_TABLES, type PlacedCell } from "@/lib/frameworks/questionnaire";
import { DEMO_BRSR_ROWS } from "./brsr-rows";
import { PRINCIPLES } from "@/lib/frameworks/types";

/** A value as typed: the text, and where it is not the cell's own, the unit and a note. */
type DemoValue = string | { value: string; unit?: string; notes?: string };

/**
 * A cell's answer: one value for every year seeded, or one per year, oldest first:
 * [FY 2023-24, FY 2024-25], or [FY 2022-23, FY 2023-24, FY 2024-25] where the table shows three years.
 */
type DemoAnswer = DemoValue | readonly [DemoValue | undefined, DemoValue | undefined] | readonly [DemoValue, DemoValue, DemoValue];

/** 'Not applicable', with the reason in the entry's notes (as the questionnaire stores it). */
const na = (reason: string): DemoValue => ({ value: "Not applicable", notes: reason });
/** An amount typed in ₹ crore (the cell converts it to ₹). */
const crore = (value: string): DemoValue => ({ value, unit: "₹ crore" });

const SITE = "https://www.sahyadri-steel.example";
const POLICIES = `${SITE}/policies`;
const AGENCY = "Konkan Assurance Services LLP";
const NO_CASE = "No such case in the year";

/** The same answer under each principle's column: 'B-1a-P1' … 'B-1a-P9'. */
function eachPrinciple(prefix: string, answer: DemoAnswer | ((p: (typeof PRINCIPLES)[number]) => DemoAnswer)): Record<string, DemoAnswer> {
  return Object.fromEntries(PRINCIPLES.map((p) => [`${prefix}-${p}`, typeof answer === "function" ? answer(p) : answer]));
}

/**
 * P3 E1 (well-being measures): one row's six counts — total (A), health insurance, accident
 * insurance, maternity, paternity, day care — for FY 2023-24 and FY 2024-25.
 */
function wellbeingRow(prefix: string, fy24: readonly string[], fy25: readonly string[]): Record<string, DemoAnswer> {
  const columns = ["total", "health", "accident", "maternity", "paternity", "daycare"];
  return Object.fromEntries(columns.map((c, i) => [`${prefix}-${c}`, [fy24[i], fy25[i]] as const]));
}

const POLICY_LINK: Record<(typeof PRINCIPLES)[number], string> = {
  P1: `${POLICIES}/code-of-conduct`,
  P2: `${POLICIES}/quality-and-sustainable-sourcing`,
  P3: `${POLICIES}/health-safety-and-wellbeing`,
  P4: `${POLICIES}/stakeholder-engagement`,
  P5: `${POLICIES}/human-rights`,
  P6: `${POLICIES}/environment-and-energy`,
  P7: `${POLICIES}/public-policy-advocacy`,
  P8: `${POLICIES}/csr`,
  P9: `${POLICIES}/customer-and-data-privacy`,
};

const STANDARDS: Record<(typeof PRINCIPLES)[number], string> = {
  P1: "Code of Conduct for Directors and Senior Management; SEBI (LODR) Regulations, 2015",
  P2: "ISO 9001:2015; BIS licences for IS 1786 (TMT bars) and IS 4432 / IS 1570 (alloy steels)",
  P3: "ISO 45001:2018 (Chakan and Ambad plants)",
  P4: "None adopted beyond the Board-approved Stakeholder Engagement Policy",
  P5: "Human Rights Policy aligned with the UN Guiding Principles on Business and Human Rights",
  P6: "ISO 14001:2015 (both plants); ISO 50001:2018 (Chakan plant)",
  P7: "None adopted beyond the Board-approved Public Policy Advocacy Policy",
  P8: "CSR Policy under section 135 and Schedule VII of the Companies Act, 2013",
  P9: "ISO 9001:2015; BIS certification marks on TMT bars",
};

/** Section A: Q20–Q22, Q24(ii)–(iii), Q25, Q26 (Q1–Q19, Q23, Q24(i) are the entity profile). */
const SECTION_A: Record<string, DemoAnswer> = {
  // Q20(a) — headcount at 31 March. Employees: officers, engineers, staff and trainees; workers:
  // shop-floor workmen, permanent and on contract. Total employees 1,180 → 1,250; women 100 → 120.
  "A-20a-1-male": ["992", "1,036"],
  "A-20a-1-female": ["90", "108"],
  "A-20a-2-male": ["88", "94"],
  "A-20a-2-female": ["10", "12"],
  "A-20a-4-male": ["318", "306"],
  "A-20a-4-female": ["4", "6"],
  "A-20a-5-male": ["436", "402"],
  "A-20a-5-female": ["6", "8"],
  // Q20(b) — differently abled (within the Q20(a) counts)
  "A-20b-1-male": ["5", "6"],
  "A-20b-1-female": ["1", "1"],
  "A-20b-2-male": ["1", "1"],
  "A-20b-2-female": ["0", "0"],
  "A-20b-4-male": ["3", "3"],
  "A-20b-4-female": ["0", "0"],
  "A-20b-5-male": ["1", "1"],
  "A-20b-5-female": ["0", "0"],
  // Q21 — a board of 8 (4 independent); KMP: Managing Director, CFO, Company Secretary
  "A-21-BOD-total": "8",
  "A-21-BOD-female": ["1", "2"],
  "A-21-KMP-total": "3",
  "A-21-KMP-female": "1",
  // Q22 — turnover rates, FY 2022-23, FY 2023-24, FY 2024-25 (%)
  "A-22-EMPLOYEES-male": ["9.8", "8.9", "8.1"],
  "A-22-EMPLOYEES-female": ["12.4", "11.0", "9.6"],
  "A-22-EMPLOYEES-total": ["10.0", "9.1", "8.2"],
  "A-22-WORKERS-male": ["6.2", "5.4", "4.9"],
  "A-22-WORKERS-female": ["0.0", "25.0", "0.0"],
  "A-22-WORKERS-total": ["6.1", "5.6", "4.8"],
  // …and the leavers and average headcounts they are computed from (leavers ÷ average × 100)
  "A-22-EMPLOYEES-LEFT-male": ["100", "96", "92"],
  "A-22-EMPLOYEES-LEFT-female": ["11", "11", "11"],
  "A-22-EMPLOYEES-AVG-male": ["1,020", "1,080", "1,135"],
  "A-22-EMPLOYEES-AVG-female": ["89", "100", "115"],
  "A-22-WORKERS-LEFT-male": ["20", "17", "15"],
  "A-22-WORKERS-LEFT-female": ["0", "1", "0"],
  "A-22-WORKERS-AVG-male": ["322", "316", "308"],
  "A-22-WORKERS-AVG-female": ["4", "4", "4"],
  // Q24 — turnover (= revenue from operations) and net worth
  "A-24-TURNOVER": [crore("310"), crore("345")],
  "A-24-NETWORTH": [crore("196.2"), crore("218.4")],
  // Q25 — grievance mechanisms and complaints
  "A-25-COMMUNITIES-mechanism": `Yes. Plant community liaison officers, the CSR team and csr@sahyadri-steel.example receive grievances; ${POLICIES}/grievance-redressal`,
  "A-25-INVESTORS-mechanism": `Yes. Investors write to the Company Secretary or use SEBI SCORES; ${SITE}/investors/grievances`,
  "A-25-SHAREHOLDERS-mechanism": `Yes. The Registrar and Transfer Agent, the Stakeholders' Relationship Committee and SEBI SCORES; ${SITE}/investors/grievances`,
  "A-25-EMPLOYEES-mechanism": `Yes. Grievance committees at each plant, the HR helpdesk and the whistle-blower channel; ${POLICIES}/whistle-blower`,
  "A-25-CUSTOMERS-mechanism": `Yes. Sales offices, the customer portal and the quality assurance desk; ${POLICIES}/customer-and-data-privacy`,
  "A-25-VALUE-CHAIN-mechanism": `Yes. Supplier grievances to the purchase head or the whistle-blower channel under the Supplier Code of Conduct; ${POLICIES}/supplier-code-of-conduct`,
  "A-25-OTHER-mechanism": `Yes. Regulators, NGOs and other stakeholders may write to the Company Secretary; ${POLICIES}/stakeholder-engagement`,
  "A-25-COMMUNITIES-filed": ["3", "2"],
  "A-25-COMMUNITIES-pending": ["0", "0"],
  "A-25-COMMUNITIES-remarks": [
    "Dust and truck queues at the Chakan plant gate; resolved with mechanised road sweeping and an off-road truck parking bay.",
    "Noise from night-time scrap unloading at Chakan; unloading moved to day shifts and a noise barrier built.",
  ],
  "A-25-INVESTORS-filed": ["0", "0"],
  "A-25-INVESTORS-pending": ["0", "0"],
  "A-25-INVESTORS-remarks": "No complaints received.",
  "A-25-SHAREHOLDERS-filed": ["11", "8"],
  "A-25-SHAREHOLDERS-pending": ["0", "0"],
  "A-25-SHAREHOLDERS-remarks": "Non-receipt of dividend and share transmission requests; all resolved through the Registrar and Transfer Agent.",
  "A-25-EMPLOYEES-filed": ["5", "3"],
  "A-25-EMPLOYEES-pending": ["1", "0"],
  "A-25-EMPLOYEES-remarks": [
    "One POSH complaint, two on working conditions, one on health and safety and one on wages (see P3 E13 and P5 E6); one working-conditions complaint was open at year end.",
    "One complaint on working conditions and two on health and safety (see P3 E13); all resolved.",
  ],
  "A-25-CUSTOMERS-filed": ["14", "9"],
  "A-25-CUSTOMERS-pending": ["1", "0"],
  "A-25-CUSTOMERS-remarks": "Product quality (surface defects, dimensional tolerance) and delivery delays; see P9 E3.",
  "A-25-VALUE-CHAIN-filed": ["2", "1"],
  "A-25-VALUE-CHAIN-pending": ["0", "0"],
  "A-25-VALUE-CHAIN-remarks": "Delayed payments to transport contractors; paid after reconciliation of freight bills.",
  "A-25-OTHER-filed": ["0", "0"],
  "A-25-OTHER-pending": ["0", "0"],
  "A-25-OTHER-remarks": "No complaints received.",
  // Q26 — material issues
};

/** Section B: policy and management processes (the current year only). */
const SECTION_B: Record<string, DemoAnswer> = {
  ...eachPrinciple("B-1a", "Yes"),
  ...eachPrinciple("B-1b", "Yes"),
  ...eachPrinciple("B-1c", (p) => POLICY_LINK[p]),
  ...eachPrinciple("B-2", "Yes"),
  ...eachPrinciple("B-3", (p) => (["P1", "P2", "P3", "P5", "P6"].includes(p) ? "Yes" : "No")),
  ...eachPrinciple("B-4", (p) => STANDARDS[p]),
  "B-5": [
    "Halve Scope 1 emissions from 6,000 tCO2e (FY 2023-24) by FY 2030; 25% renewable electricity by FY 2026-27; 90% of waste recovered by FY 2026; LTIFR at or below 0.5 by FY 2024-25; zero liquid discharge at Chakan by FY 2026-27.",
    "Halve Scope 1 emissions from 6,000 tCO2e (FY 2023-24) by FY 2030; 25% renewable electricity by FY 2026-27; 90% of waste recovered by FY 2026; LTIFR at or below 0.5 each year; zero liquid discharge at Chakan by FY 2026-27.",
  ],
  "B-6": [
    "Targets were set in FY 2023-24, their baseline year: Scope 1 6,000 tCO2e, renewable electricity 8% of electricity, waste recovered 58%, LTIFR 0.90. The LTIFR was above target after four lost-time injuries at the bar mill.",
    "Scope 1 fell 25% to 4,500 tCO2e (natural gas replaced furnace oil in the reheating furnace); renewable electricity rose to 16% of electricity; waste recovered 62% (behind the 90% path: slag aggregate sales started late); LTIFR 0.45, target met.",
  ],
  "B-7": [
    "FY 2023-24 was our first year of structured ESG reporting. Our biggest challenge is that an electric arc furnace runs on grid power, so our footprint follows India's grid; we signed a solar power purchase agreement that starts in April 2024. Four lost-time injuries at the bar mill are not acceptable, and we have digitised permit-to-work and retrained our contractors.",
    "In FY 2024-25 our Scope 1 emissions fell by a quarter after the reheating furnace moved from furnace oil to natural gas, and solar power supplied 16% of our electricity. Our LTIFR halved to 0.45 with no fatality. Our next challenge is water: we will take the Chakan plant to zero liquid discharge by FY 2026-27, as Ambad already is.",
  ],
  "B-8": "Mr Arvind Joshi, Managing Director (DIN 01876543), chairs the management ESG council and reports to the Board's Sustainability and CSR Committee.",
  "B-9-COMMITTEE": "Yes",
  "B-9-DETAILS":
    "The Sustainability and CSR Committee of the Board (two independent directors and the Managing Director, chaired by an independent director) decides on sustainability matters and meets at least twice a year.",
  ...eachPrinciple("B-10-i-by", "Committee of the Board"),
  ...eachPrinciple("B-10-i-freq", "Half yearly"),
  ...eachPrinciple("B-10-ii-by", "Committee of the Board"),
  ...eachPrinciple("B-10-ii-freq", "Quarterly"),
  "B-10-SPECIFY": na("No review is held at another frequency: all reviews are half-yearly or quarterly."),
  ...eachPrinciple("B-11", (p) => (p === "P3" || p === "P6" ? ["No", "Yes"] : "No")),
  "B-11-AGENCY": [
    na("No independent assessment of the policies in FY 2023-24."),
    `${AGENCY}, which assessed the working of the health and safety (P3) and environment (P6) policies with its limited assurance of BRSR Core.`,
  ],
  ...eachPrinciple("B-12-i", na("Every principle is covered by a Board-approved policy (B 1a).")),
  ...eachPrinciple("B-12-ii", na("Every principle is covered by a Board-approved policy (B 1a).")),
  ...eachPrinciple("B-12-iii", na("Every principle is covered by a Board-approved policy (B 1a).")),
  ...eachPrinciple("B-12-iv", na("Every principle is covered by a Board-approved policy (B 1a).")),
  ...eachPrinciple("B-12-v", na("Every principle is covered by a Board-approved policy (B 1a).")),
  "B-12-v-SPECIFY": na("Every principle is covered by a Board-approved policy (B 1a)."),
};

/** Principle 1: ethics, transparency and accountability. */
const P1: Record<string, DemoAnswer> = {
  "P1-E1-BOD-programmes": ["2", "3"],
  "P1-E1-BOD-topics":
    "Directors' duties under the Companies Act and SEBI LODR, BRSR Core and climate risk, and the NGRBC principles; the Board now reviews ESG targets half-yearly.",
  "P1-E1-BOD-pct": ["100", "100"],
  "P1-E1-KMP-programmes": ["3", "4"],
  "P1-E1-KMP-topics": "Code of conduct, insider trading rules, related-party transactions and BRSR reporting duties.",
  "P1-E1-KMP-pct": ["100", "100"],
  "P1-E1-EMPLOYEES-programmes": ["18", "24"],
  "P1-E1-EMPLOYEES-topics": "Code of conduct, anti-bribery, POSH, human rights and data privacy, by classroom and e-learning.",
  "P1-E1-EMPLOYEES-pct": ["82", "88"],
  "P1-E1-WORKERS-programmes": ["26", "32"],
  "P1-E1-WORKERS-topics": "Code of conduct, safety rules, POSH and the grievance and whistle-blower channels, in Marathi and Hindi at both plants.",
  "P1-E1-WORKERS-pct": ["74", "81"],
  // P1 E2 — one monetary case in FY 2023-24, none in FY 2024-25
  "P1-E2-FINE-principle": ["Principle 6", na(NO_CASE)],
  "P1-E2-FINE-agency": ["Maharashtra Pollution Control Board (MPCB)", na(NO_CASE)],
  "P1-E2-FINE-amount": ["1,50,000", "0"],
  "P1-E2-FINE-brief": [
    "Environmental compensation levied by the MPCB after particulate emissions at the Chakan EAF fume-extraction stack exceeded the consent limit during a bag-filter failure in August 2023; paid in full.",
    "Nil",
  ],
  "P1-E2-FINE-appeal": ["No", na(NO_CASE)],
  "P1-E2-SETTLEMENT-principle": na(NO_CASE),
  "P1-E2-SETTLEMENT-agency": na(NO_CASE),
  "P1-E2-SETTLEMENT-amount": "0",
  "P1-E2-SETTLEMENT-brief": "Nil",
  "P1-E2-SETTLEMENT-appeal": na(NO_CASE),
  "P1-E2-COMPOUNDING-principle": na(NO_CASE),
  "P1-E2-COMPOUNDING-agency": na(NO_CASE),
  "P1-E2-COMPOUNDING-amount": "0",
  "P1-E2-COMPOUNDING-brief": "Nil",
  "P1-E2-COMPOUNDING-appeal": na(NO_CASE),
  "P1-E2-IMPRISONMENT-principle": na(NO_CASE),
  "P1-E2-IMPRISONMENT-agency": na(NO_CASE),
  "P1-E2-IMPRISONMENT-brief": "Nil",
  "P1-E2-IMPRISONMENT-appeal": na(NO_CASE),
  "P1-E2-PUNISHMENT-principle": na(NO_CASE),
  "P1-E2-PUNISHMENT-agency": na(NO_CASE),
  "P1-E2-PUNISHMENT-brief": "Nil",
  "P1-E2-PUNISHMENT-appeal": na(NO_CASE),
  "P1-E4-POLICY": "Yes",
  "P1-E4-DETAILS":
    "The Anti-Bribery and Anti-Corruption Policy forbids bribes, facilitation payments and gifts above ₹2,000, applies to directors, employees and agents, and is part of every purchase order; breaches are reported through the whistle-blower channel to the Audit Committee.",
  "P1-E4-LINK": `${POLICIES}/anti-bribery`,
  "P1-E5-DIRECTORS": ["0", "0"],
  "P1-E5-KMPS": ["0", "0"],
  "P1-E5-EMPLOYEES": ["0", "0"],
  "P1-E5-WORKERS": ["0", "0"],
  "P1-E6-DIRECTORS-number": ["0", "0"],
  "P1-E6-DIRECTORS-remarks": "No complaints received.",
  "P1-E6-KMPS-number": ["0", "0"],
  "P1-E6-KMPS-remarks": "No complaints received.",
  "P1-E7": [
    "After the MPCB's environmental compensation, all bag filters of the Chakan fume-extraction plant were replaced and a differential-pressure alarm linked to the control room now flags a failing filter before emissions rise.",
    na(
      "No fines, penalties or action by regulators, law enforcement agencies or judicial institutions in FY 2024-25, and no corruption or conflict-of-interest cases.",
    ),
  ],
  "P1-E8": ["62", "58"],
  // 34 × 365 ÷ 200 = 62 days; 35.75 × 365 ÷ 225 = 58 days
  "P1-E8-PAYABLE": [crore("34"), crore("35.75")],
  "P1-E8-PROCURED": [crore("200"), crore("225")],
  "P1-E9-PUR-a": ["34", "31"],
  "P1-E9-PUR-b": ["46", "42"],
  "P1-E9-PUR-c": ["71", "74"],
  "P1-E9-SAL-a": ["38", "41"],
  "P1-E9-SAL-b": ["112", "126"],
  "P1-E9-SAL-c": ["46", "43"],
  "P1-E9-RPT-a": ["4.2", "3.8"],
  "P1-E9-RPT-b": ["1.1", "0.9"],
  "P1-E9-RPT-c": ["62", "58"],
  "P1-E9-RPT-d": ["78", "85"],
  "P1-L1-PROGRAMMES": ["4", "6"],
  "P1-L1-TOPICS":
    "Supplier Code of Conduct, safety at our sites, child and forced labour, and anti-bribery, for scrap suppliers, transporters and contractors.",
  "P1-L1-PCT": ["38", "46"],
  "P1-L2-PROCESS": "Yes",
  "P1-L2-DETAILS":
    "Directors disclose their interests every year and when they change (section 184, Companies Act); an interested director does not take part in the discussion or vote, and related-party transactions need the Audit Committee's prior approval.",
};

/** Principle 2: sustainable and safe goods. */
const P2: Record<string, DemoAnswer> = {
  "P2-E1-RD": ["42", "55"],
  "P2-E1-CAPEX": ["18", "27"],
  "P2-E1-RD-DETAILS": [
    "Trials of higher scrap ratios and lower-carbon ferro-alloy recipes for micro-alloyed TMT bars.",
    "Scrap-based low-carbon TMT bars with a product carbon footprint of 0.56 tCO2e per tonne, and hot charging of billets to cut reheating fuel.",
  ],
  "P2-E1-CAPEX-DETAILS": [
    "Bag-filter replacement and a pressure-alarm system at the Chakan fume-extraction plant; rainwater harvesting ponds at Ambad.",
    "Conversion of the reheating furnace from furnace oil to natural gas, waste-heat recovery from the furnace flue gas, and the RO plant for effluent reuse at Chakan.",
  ],
  "P2-E2a": "Yes",
  "P2-E2b": ["56", "61"],
  "P2-E3a":
    "Plastic packaging (HDPE strapping and VCI wrap on bright bars) is covered by our EPR registration with CPCB; an authorised plastic waste processor collects and recycles the equivalent quantity.",
  "P2-E3b": na("We sell no electrical or electronic products; our own e-waste goes to authorised recyclers (P6 E9)."),
  "P2-E3c": na("Our products (steel bars, wire rods and billets) are not hazardous at the end of their life."),
  "P2-E3d":
    "Steel is fully recyclable: end-of-life steel returns to electric-arc-furnace makers like us as scrap through the scrap market, and purchased scrap is about three-quarters of our metallic charge.",
  "P2-E4-EPR": "Yes",
  "P2-E4-DETAILS":
    "The plastic packaging waste collection plan is in line with the EPR plan filed with CPCB; the targets for FY 2023-24 and FY 2024-25 were met through an authorised plastic waste processor.",
  "P2-L3-MATERIAL": "Purchased steel scrap (heavy melting scrap, shredded and turnings) and in-house returns.",
  "P2-L3-PCT": ["71", "74"],
  "P2-L4-PLASTICS-reused": ["0", "0"],
  "P2-L4-PLASTICS-recycled": ["38", "44"],
  "P2-L4-PLASTICS-disposed": ["0", "0"],
  "P2-L4-EWASTE-reused": na("We sell no electrical or electronic products."),
  "P2-L4-EWASTE-recycled": na("We sell no electrical or electronic products."),
  "P2-L4-EWASTE-disposed": na("We sell no electrical or electronic products."),
  "P2-L4-HAZARDOUS-reused": na("Our products are not hazardous at the end of their life."),
  "P2-L4-HAZARDOUS-recycled": na("Our products are not hazardous at the end of their life."),
  "P2-L4-HAZARDOUS-disposed": na("Our products are not hazardous at the end of their life."),
  "P2-L4-OTHER-reused": na("End-of-life steel returns through the open scrap market and is not traced back to our products."),
  "P2-L4-OTHER-recycled": na("End-of-life steel returns through the open scrap market and is not traced back to our products."),
  "P2-L4-OTHER-disposed": na("End-of-life steel returns through the open scrap market and is not traced back to our products."),
};

/** Principle 3: well-being of employees and workers. */
const P3: Record<string, DemoAnswer> = {
  // P3 E1(a) employees, (b) workers: total, health, accident, maternity, paternity, day care
  ...wellbeingRow("P3-E1a-PERMANENT-MALE", ["992", "992", "992", "0", "992", "0"], ["1,036", "1,036", "1,036", "0", "1,036", "0"]),
  ...wellbeingRow("P3-E1a-PERMANENT-FEMALE", ["90", "90", "90", "90", "0", "90"], ["108", "108", "108", "108", "0", "108"]),
  ...wellbeingRow("P3-E1a-OTHER-MALE", ["88", "88", "88", "0", "0", "0"], ["94", "94", "94", "0", "0", "0"]),
  ...wellbeingRow("P3-E1a-OTHER-FEMALE", ["10", "10", "10", "10", "0", "10"], ["12", "12", "12", "12", "0", "12"]),
  ...wellbeingRow("P3-E1b-PERMANENT-MALE", ["318", "318", "318", "0", "318", "0"], ["306", "306", "306", "0", "306", "0"]),
  ...wellbeingRow("P3-E1b-PERMANENT-FEMALE", ["4", "4", "4", "4", "0", "4"], ["6", "6", "6", "6", "0", "6"]),
  ...wellbeingRow("P3-E1b-OTHER-MALE", ["436", "436", "436", "0", "0", "0"], ["402", "402", "402", "0", "0", "0"]),
  ...wellbeingRow("P3-E1b-OTHER-FEMALE", ["6", "6", "6", "6", "0", "6"], ["8", "8", "8", "8", "0", "8"]),
  "P3-E1c": ["0.42", "0.48"],
  // Total revenue (with other income) ₹315 → ₹350 crore; well-being spend 0.42% and 0.48% of it
  "P3-E1c-COST": [crore("1.323"), crore("1.68")],
  "P3-E1c-REVENUE": [crore("315"), crore("350")],
  // P3 E2 — retirement benefits (% covered)
  "P3-E2-PF-employees": ["100", "100"],
  "P3-E2-PF-workers": ["100", "100"],
  "P3-E2-PF-deposited": ["Yes", "Yes"],
  "P3-E2-GRATUITY-employees": ["100", "100"],
  "P3-E2-GRATUITY-workers": ["100", "100"],
  "P3-E2-GRATUITY-deposited": ["Yes", "Yes"],
  "P3-E2-ESI-employees": ["9.3", "8.7"],
  "P3-E2-ESI-workers": ["62", "58"],
  "P3-E2-ESI-deposited": ["Yes", "Yes"],
  "P3-E2-OTHERS-employees": ["6.2", "6.5"],
  "P3-E2-OTHERS-workers": ["0", "0"],
  "P3-E2-OTHERS-deposited": ["Yes", "Yes"],
  "P3-E2-OTHERS-SPECIFY": "National Pension System (NPS) contribution for officers who opt in.",
  "P3-E3-ACCESSIBLE": "Yes",
  "P3-E3-STEPS": [
    "Ramps, lifts and accessible toilets at the Pune and Mumbai offices and the Chakan administration block; an access audit of both plants is planned.",
    "Ramps, lifts and accessible toilets at both offices and plant administration blocks; after an access audit in FY 2024-25, ramps were added at the Ambad canteen and medical centre.",
  ],
  "P3-E4-POLICY": "Yes",
  "P3-E4-LINK": `${POLICIES}/equal-opportunity`,
  // P3 E5 — parental leave: return to work and retention rates (%)
  "P3-E5-MALE-employees-return": ["100", "100"],
  "P3-E5-MALE-employees-retention": ["95", "96"],
  "P3-E5-MALE-workers-return": ["100", "100"],
  "P3-E5-MALE-workers-retention": ["93", "94"],
  "P3-E5-FEMALE-employees-return": ["100", "100"],
  "P3-E5-FEMALE-employees-retention": ["80", "83"],
  "P3-E5-FEMALE-workers-return": na("No permanent woman worker took parental leave in the year."),
  "P3-E5-FEMALE-workers-retention": na("No permanent woman worker took parental leave in the year."),
  "P3-E5-TOTAL-employees-return": ["100", "100"],
  "P3-E5-TOTAL-employees-retention": ["94", "95"],
  "P3-E5-TOTAL-workers-return": ["100", "100"],
  "P3-E5-TOTAL-workers-retention": ["93", "94"],
  "P3-E6-PERMANENT-WORKERS-mechanism": "Yes",
  "P3-E6-PERMANENT-WORKERS-details":
    "A works committee and a grievance redressal committee at each plant under the Industrial Disputes Act, with the recognised union; grievances are answered within 15 days.",
  "P3-E6-OTHER-WORKERS-mechanism": "Yes",
  "P3-E6-OTHER-WORKERS-details":
    "Contract workers use the same plant grievance committees, a helpline in Marathi and Hindi and drop boxes at the canteens; contractors' compliance is checked monthly.",
  "P3-E6-PERMANENT-EMPLOYEES-mechanism": "Yes",
  "P3-E6-PERMANENT-EMPLOYEES-details":
    "The HR helpdesk, the grievance portal and the whistle-blower channel to the Audit Committee; grievances are closed within 30 days.",
  "P3-E6-OTHER-EMPLOYEES-mechanism": "Yes",
  "P3-E6-OTHER-EMPLOYEES-details":
    "Trainees and fixed-term staff use the same HR helpdesk, grievance portal and whistle-blower channel as permanent employees.",
  // P3 E7 — union / association membership of permanent employees and workers
  "P3-E7-EMPLOYEES-MALE-total": ["992", "1,036"],
  "P3-E7-EMPLOYEES-MALE-members": ["210", "224"],
  "P3-E7-EMPLOYEES-FEMALE-total": ["90", "108"],
  "P3-E7-EMPLOYEES-FEMALE-members": ["6", "8"],
  "P3-E7-WORKERS-MALE-total": ["318", "306"],
  "P3-E7-WORKERS-MALE-members": ["296", "288"],
  "P3-E7-WORKERS-FEMALE-total": ["4", "6"],
  "P3-E7-WORKERS-FEMALE-members": ["2", "4"],
  // P3 E8 — training (all employees and workers)
  "P3-E8-EMPLOYEES-MALE-total": ["1,080", "1,130"],
  "P3-E8-EMPLOYEES-MALE-hs": ["1,012", "1,098"],
  "P3-E8-EMPLOYEES-MALE-skill": ["642", "744"],
  "P3-E8-EMPLOYEES-FEMALE-total": ["100", "120"],
  "P3-E8-EMPLOYEES-FEMALE-hs": ["88", "114"],
  "P3-E8-EMPLOYEES-FEMALE-skill": ["61", "79"],
  "P3-E8-WORKERS-MALE-total": ["754", "708"],
  "P3-E8-WORKERS-MALE-hs": ["754", "708"],
  "P3-E8-WORKERS-MALE-skill": ["388", "402"],
  "P3-E8-WORKERS-FEMALE-total": ["10", "14"],
  "P3-E8-WORKERS-FEMALE-hs": ["10", "14"],
  "P3-E8-WORKERS-FEMALE-skill": ["4", "7"],
  // P3 E9 — performance and career development reviews (permanent staff are reviewed)
  "P3-E9-EMPLOYEES-MALE-total": ["1,080", "1,130"],
  "P3-E9-EMPLOYEES-MALE-reviewed": ["978", "1,024"],
  "P3-E9-EMPLOYEES-FEMALE-total": ["100", "120"],
  "P3-E9-EMPLOYEES-FEMALE-reviewed": ["88", "106"],
  "P3-E9-WORKERS-MALE-total": ["754", "708"],
  "P3-E9-WORKERS-MALE-reviewed": ["318", "306"],
  "P3-E9-WORKERS-FEMALE-total": ["10", "14"],
  "P3-E9-WORKERS-FEMALE-reviewed": ["4", "6"],
  "P3-E10a": "Yes",
  "P3-E10a-COVERAGE": "An ISO 45001:2018 certified system covers both plants, all employees, workers and contractors on site, and the offices.",
  "P3-E10b":
    "Hazard identification and risk assessment (HIRA) for every job, reviewed yearly and after any change; HAZOP studies for the EAF, oxygen and gas systems; job safety analysis before non-routine work; and a digital permit-to-work for hot work, confined spaces and work at height.",
  "P3-E10c": "Yes",
  "P3-E10d": "Yes",
  // P3 E11 — safety incidents: employees ≈ 2.6–2.75 million person-hours, workers ≈ 1.7–1.8 million
  "P3-E11-LTIFR-employees": ["0.38", "0.36"],
  "P3-E11-LTIFR-workers": ["1.63", "0.59"],
  "P3-E11-LTIFR-all": ["0.90", "0.45"],
  // The LTIFRs' inputs: lost-time injuries × 10,00,000 ÷ person-hours (four at the bar mill in FY 2023-24, one of them an employee's)
  "P3-E11-LTI-employees": ["1", "1"],
  "P3-E11-LTI-workers": ["3", "1"],
  "P3-E11-HOURS-employees": ["26,00,000", "27,80,000"],
  "P3-E11-HOURS-workers": ["18,40,000", "17,00,000"],
  "P3-E11-TRI-employees": ["3", "2"],
  "P3-E11-TRI-workers": ["9", "6"],
  "P3-E11-FATALITIES-employees": ["0", "0"],
  "P3-E11-FATALITIES-workers": ["0", "0"],
  "P3-E11-HCI-employees": ["0", "0"],
  "P3-E11-HCI-workers": ["1", "0"],
  "P3-E11-PD-employees": ["0", "0"],
  "P3-E11-PD-workers": ["1", "0"],
  "P3-E12":
    "ISO 45001 management system; digital permit-to-work; interlocked guarding and lock-out/tag-out at the rolling mills; heat-stress management and aluminised suits at the furnace; monthly safety committees with workers; occupational health centres with annual medical check-ups at both plants.",
  "P3-E13-WORKING-CONDITIONS-filed": ["2", "1"],
  "P3-E13-WORKING-CONDITIONS-pending": ["1", "0"],
  "P3-E13-WORKING-CONDITIONS-remarks": [
    "Canteen hygiene and shift transport; the transport complaint was resolved in April 2024.",
    "Drinking water points at the bar mill; more water coolers installed.",
  ],
  "P3-E13-HEALTH-SAFETY-filed": ["1", "2"],
  "P3-E13-HEALTH-SAFETY-pending": ["0", "0"],
  "P3-E13-HEALTH-SAFETY-remarks": [
    "Heat exposure at the ladle furnace platform; spot coolers installed.",
    "Crane signalling and dust at the scrap yard; both resolved.",
  ],
  "P3-E14-HEALTH-SAFETY": "100",
  "P3-E14-WORKING-CONDITIONS": "100",
  "P3-E15": [
    "A contract worker's hand was crushed during a roll change at the bar mill (permanent partial disability). Roll changes now need a mechanical lock-out, and every contractor attends a day of induction before starting work.",
    "Two lost-time injuries (a burn and a fall) were investigated with root-cause analysis; hot-work PPE was upgraded and a handrail audit of all platforms completed.",
  ],
  "P3-L1-EMPLOYEES": "Yes",
  "P3-L1-WORKERS": "Yes",
  "P3-L2":
    "Contractors upload monthly proof of PF and ESI deposits and wage registers to our vendor portal; payments to contractors are released only after the compliance check, and a third party audits ten contractors a year.",
  "P3-L3-EMPLOYEES-affected": ["0", "0"],
  "P3-L3-EMPLOYEES-rehabilitated": ["0", "0"],
  "P3-L3-WORKERS-affected": ["1", "0"],
  "P3-L3-WORKERS-rehabilitated": ["1", "0"],
  "P3-L4": "Yes",
  "P3-L5-HEALTH-SAFETY": "55",
  "P3-L5-WORKING-CONDITIONS": "55",
  "P3-L6":
    "Assessments of scrap suppliers and transporters found missing PPE and overloaded trucks; suppliers signed corrective action plans and repeat checks are part of the supplier rating.",
};

/** Principle 4: responsiveness to stakeholders. */
const P4: Record<string, DemoAnswer> = {
  "P4-E1":
    "Stakeholders are identified in a yearly workshop of plant and functional heads: groups that our operations affect or that affect our business (employees, workers, customers, scrap suppliers, communities near the plants, investors, regulators), weighted by influence and dependence.",
  "P4-L1":
    "The Sustainability and CSR Committee receives a half-yearly summary of stakeholder feedback from the management ESG council; independent directors meet investors at the AGM.",
  "P4-L2-USED": "Yes",
  "P4-L2-DETAILS":
    "The materiality assessment of FY 2023-24 drew on a survey of 240 stakeholders; community concerns about dust and truck traffic at Chakan led to the parking bay and road sweeping, and customers' demand for low-carbon steel led to the solar power agreement.",
  "P4-L3":
    "Health camps and drinking-water projects in villages around the Ambad plant in drought months; a Marathi-language grievance helpline for contract workers, many of them migrants from Marathwada and Vidarbha.",
};

/** Principle 5: human rights. */
const P5: Record<string, DemoAnswer> = {
  "P5-E1-EMPLOYEES-PERMANENT-total": ["1,082", "1,144"],
  "P5-E1-EMPLOYEES-PERMANENT-covered": ["846", "986"],
  "P5-E1-EMPLOYEES-OTHER-total": ["98", "106"],
  "P5-E1-EMPLOYEES-OTHER-covered": ["52", "71"],
  "P5-E1-WORKERS-PERMANENT-total": ["322", "312"],
  "P5-E1-WORKERS-PERMANENT-covered": ["241", "268"],
  "P5-E1-WORKERS-OTHER-total": ["442", "410"],
  "P5-E1-WORKERS-OTHER-covered": ["190", "236"],
  // P5 E2 — minimum wages: total, paid equal to, paid more than the minimum wage
  "P5-E2-EMPLOYEES-PERMANENT-MALE-total": ["992", "1,036"],
  "P5-E2-EMPLOYEES-PERMANENT-MALE-equal": ["0", "0"],
  "P5-E2-EMPLOYEES-PERMANENT-MALE-more": ["992", "1,036"],
  "P5-E2-EMPLOYEES-PERMANENT-FEMALE-total": ["90", "108"],
  "P5-E2-EMPLOYEES-PERMANENT-FEMALE-equal": ["0", "0"],
  "P5-E2-EMPLOYEES-PERMANENT-FEMALE-more": ["90", "108"],
  "P5-E2-EMPLOYEES-OTHER-MALE-total": ["88", "94"],
  "P5-E2-EMPLOYEES-OTHER-MALE-equal": ["0", "0"],
  "P5-E2-EMPLOYEES-OTHER-MALE-more": ["88", "94"],
  "P5-E2-EMPLOYEES-OTHER-FEMALE-total": ["10", "12"],
  "P5-E2-EMPLOYEES-OTHER-FEMALE-equal": ["0", "0"],
  "P5-E2-EMPLOYEES-OTHER-FEMALE-more": ["10", "12"],
  "P5-E2-WORKERS-PERMANENT-MALE-total": ["318", "306"],
  "P5-E2-WORKERS-PERMANENT-MALE-equal": ["0", "0"],
  "P5-E2-WORKERS-PERMANENT-MALE-more": ["318", "306"],
  "P5-E2-WORKERS-PERMANENT-FEMALE-total": ["4", "6"],
  "P5-E2-WORKERS-PERMANENT-FEMALE-equal": ["0", "0"],
  "P5-E2-WORKERS-PERMANENT-FEMALE-more": ["4", "6"],
  "P5-E2-WORKERS-OTHER-MALE-total": ["436", "402"],
  "P5-E2-WORKERS-OTHER-MALE-equal": ["318", "262"],
  "P5-E2-WORKERS-OTHER-MALE-more": ["118", "140"],
  "P5-E2-WORKERS-OTHER-FEMALE-total": ["6", "8"],
  "P5-E2-WORKERS-OTHER-FEMALE-equal": ["6", "6"],
  "P5-E2-WORKERS-OTHER-FEMALE-more": ["0", "2"],
  // P5 E3(a) — median remuneration for the year (₹); employees and workers exclude the Board and KMP
  "P5-E3a-BOD-male-number": ["7", "6"],
  "P5-E3a-BOD-male-median": ["8,80,000", "9,60,000"],
  "P5-E3a-BOD-female-number": ["1", "2"],
  "P5-E3a-BOD-female-median": ["5,80,000", "6,40,000"],
  "P5-E3a-KMP-male-number": "2",
  "P5-E3a-KMP-male-median": ["72,00,000", "78,00,000"],
  "P5-E3a-KMP-female-number": "1",
  "P5-E3a-KMP-female-median": ["21,20,000", "22,80,000"],
  "P5-E3a-EMPLOYEES-male-number": ["1,078", "1,128"],
  "P5-E3a-EMPLOYEES-male-median": ["4,58,000", "4,86,000"],
  "P5-E3a-EMPLOYEES-female-number": ["99", "119"],
  "P5-E3a-EMPLOYEES-female-median": ["4,05,000", "4,32,000"],
  "P5-E3a-WORKERS-male-number": ["754", "708"],
  "P5-E3a-WORKERS-male-median": ["2,48,000", "2,64,000"],
  "P5-E3a-WORKERS-female-number": ["10", "14"],
  "P5-E3a-WORKERS-female-median": ["2,31,000", "2,46,000"],
  "P5-E3b": ["6.1", "7.0"],
  "P5-E3b-FEMALE": [crore("4.88"), crore("6.16")],
  "P5-E3b-TOTAL": [crore("80"), crore("88")],
  "P5-E4": "Yes",
  "P5-E5":
    "Human rights grievances go to the plant grievance committees, the HR helpdesk or the whistle-blower channel, anonymously if the complainant wishes; the Internal Committee under the POSH Act hears sexual harassment complaints, and the Head of HR reports every case to the Sustainability and CSR Committee.",
  "P5-E6-SEXUAL-HARASSMENT-filed": ["1", "0"],
  "P5-E6-SEXUAL-HARASSMENT-pending": ["0", "0"],
  "P5-E6-SEXUAL-HARASSMENT-remarks": [
    "Inquired into by the Internal Committee within 60 days; upheld and disciplinary action taken.",
    "No complaints received.",
  ],
  "P5-E6-DISCRIMINATION-filed": ["0", "0"],
  "P5-E6-DISCRIMINATION-pending": ["0", "0"],
  "P5-E6-DISCRIMINATION-remarks": "No complaints received.",
  "P5-E6-CHILD-LABOUR-filed": ["0", "0"],
  "P5-E6-CHILD-LABOUR-pending": ["0", "0"],
  "P5-E6-CHILD-LABOUR-remarks": "No complaints received.",
  "P5-E6-FORCED-LABOUR-filed": ["0", "0"],
  "P5-E6-FORCED-LABOUR-pending": ["0", "0"],
  "P5-E6-FORCED-LABOUR-remarks": "No complaints received.",
  "P5-E6-WAGES-filed": ["1", "0"],
  "P5-E6-WAGES-pending": ["0", "0"],
  "P5-E6-WAGES-remarks": ["Overtime of a contractor's workers paid late; the contractor paid the arrears and was warned.", "No complaints received."],
  "P5-E6-OTHER-filed": ["0", "0"],
  "P5-E6-OTHER-pending": ["0", "0"],
  "P5-E6-OTHER-remarks": "No complaints received.",
  // P5 E7 — POSH: 1 complaint among 110 women (employees + workers) in FY 2023-24
  "P5-E7-TOTAL": ["1", "0"],
  "P5-E7-PCT": ["0.91", "0"],
  "P5-E7-UPHELD": ["1", "0"],
  "P5-E8":
    "The POSH and whistle-blower policies forbid retaliation; complainants' identities are kept confidential, the Internal Committee may transfer the respondent during an inquiry, and HR follows up with the complainant for a year after the case closes.",
  "P5-E9": "Yes",
  "P5-E10-CHILD-LABOUR": "100",
  "P5-E10-FORCED-LABOUR": "100",
  "P5-E10-SEXUAL-HARASSMENT": "100",
  "P5-E10-DISCRIMINATION": "100",
  "P5-E10-WAGES": "100",
  "P5-E10-OTHERS": na("No other human rights area was assessed."),
  "P5-E10-OTHERS-SPECIFY": na("No other human rights area was assessed."),
  "P5-E11": [
    "Internal audits of both plants found late overtime payments by one contractor; wage payments to contract workers are now checked against attendance records every month.",
    "No significant risks arose from the assessments; the age-verification check at contractor gate entry was extended to the Ambad plant.",
  ],
  "P5-L1":
    "After a complaint about a contractor's late overtime payments, contractors' wages are now paid through bank transfer and checked against our attendance system before their invoices are cleared.",
  "P5-L2":
    "A human rights due-diligence covering both plants, our top 50 scrap suppliers and all on-site contractors was carried out in FY 2024-25, on child and forced labour, wages, working hours and safety.",
  "P5-L3": "Yes",
  "P5-L4-SEXUAL-HARASSMENT": "38",
  "P5-L4-DISCRIMINATION": "38",
  "P5-L4-CHILD-LABOUR": "52",
  "P5-L4-FORCED-LABOUR": "52",
  "P5-L4-WAGES": "46",
  "P5-L4-OTHERS": na("No other human rights area was assessed at value chain partners."),
  "P5-L4-OTHERS-SPECIFY": na("No other human rights area was assessed at value chain partners."),
  "P5-L5": "Two scrap aggregators lacked age records for loaders; both introduced ID checks, verified at a follow-up visit.",
};

const PPP_NOTE = "IMF World Economic Outlook, implied PPP conversion rate (illustrative)";

/** The intensity denominators: revenue from operations, the PPP factor, the physical output. */
const INTENSITY: Record<string, DemoAnswer> = {
  "INT-REVENUE": [crore("310"), crore("345")],
  "INT-PPP": [
    { value: "20.7", notes: PPP_NOTE },
    { value: "21.0", notes: PPP_NOTE },
  ],
  "INT-OUTPUT": [
    { value: "58,000", unit: "t crude steel" },
    { value: "61,500", unit: "t crude steel" },
  ],
};

const NOT_ASSESSED_FY24 = na("No external assessment or assurance in FY 2023-24.");
const ASSURED: DemoAnswer = [NOT_ASSESSED_FY24, `${AGENCY} (limited assurance of BRSR Core)`];

/** Principle 6: the environment. */
const P6: Record<string, DemoAnswer> = {
  // E1 — energy (GJ): rooftop and open-access solar power (A: 3,800 → 7,640 MWh); grid power (D:
  // 42,900 → 41,000 MWh); natural gas, LPG, diesel and furnace oil (E). Totals 2,26,800 → 2,21,400.
  "P6-E1-A": ["13,680", "27,500"],
  "P6-E1-B": ["0", "0"],
  "P6-E1-C": ["0", "0"],
  "P6-E1-D": ["1,54,440", "1,47,600"],
  "P6-E1-E": ["58,680", "46,300"],
  "P6-E1-F": ["0", "0"],
  "P6-E1-INT-OPTIONAL": ["3.91 GJ per tonne of crude steel", "3.60 GJ per tonne of crude steel"],
  "P6-E1-ASSESSED": ["No", "Yes"],
  "P6-E1-AGENCY": ASSURED,
  "P6-E2-DC": "No",
  "P6-E2-DETAILS": na("Not a designated consumer: our energy use (about 5,300 toe a year) is below the PAT threshold of 20,000 toe for iron and steel."),
  // E3 — water (kL): MIDC supply (third party), borewells, harvested rainwater (others)
  "P6-E3-i": ["0", "0"],
  "P6-E3-ii": ["42,000", "36,000"],
  "P6-E3-iii": ["3,58,000", "3,31,000"],
  "P6-E3-iv": ["0", "0"],
  "P6-E3-v": ["20,000", "28,000"],
  "P6-E3-CONSUMPTION": ["3,10,000", "2,86,000"],
  "P6-E3-INT-OPTIONAL": ["5.34 kL per tonne of crude steel", "4.65 kL per tonne of crude steel"],
  "P6-E3-ASSESSED": ["No", "Yes"],
  "P6-E3-AGENCY": ASSURED,
  // E4 — discharge (kL): treated effluent to the MIDC CETP (third party) and treated storm water
  "P6-E4-i-NONE": ["0", "0"],
  "P6-E4-i-TREATED": ["14,000", "8,000"],
  "P6-E4-ii-NONE": ["0", "0"],
  "P6-E4-ii-TREATED": ["0", "0"],
  "P6-E4-iii-NONE": ["0", "0"],
  "P6-E4-iii-TREATED": ["0", "0"],
  "P6-E4-iv-NONE": ["0", "0"],
  "P6-E4-iv-TREATED": ["96,000", "1,01,000"],
  "P6-E4-v-NONE": ["0", "0"],
  "P6-E4-v-TREATED": ["0", "0"],
  "P6-E4-LEVEL":
    "Secondary treatment at the Chakan ETP (oil-water separation, clariflocculation, pressure sand filtration) before the MIDC common effluent treatment plant; treated storm water meets the MPCB consent limits. Ambad discharges nothing.",
  "P6-E4-ASSESSED": ["No", "Yes"],
  "P6-E4-AGENCY": ASSURED,
  "P6-E5-ZLD": "No",
  "P6-E5-DETAILS":
    "The Ambad plant has been zero liquid discharge since FY 2022-23 (ETP, RO and evaporator). The Chakan plant sends treated effluent to the MIDC CETP; an RO plant commissioned in FY 2024-25 recycles part of it, and Chakan will be zero liquid discharge by FY 2026-27.",
  // E6 — air emissions (t), from stack monitoring by an MoEFCC-recognised laboratory
  "P6-E6-NOX": ["48", "44"],
  "P6-E6-SOX": ["36", "31"],
  "P6-E6-PM": ["22", "19"],
  "P6-E6-POP": na("Not measured as a mass: dioxin and furan tests at the EAF stack are reported in ng TEQ/Nm³ and were within the CPCB limit."),
  "P6-E6-VOC": ["0.8", "0.7"],
  "P6-E6-HAP": na("Hazardous air pollutants are not part of our consent conditions and are not monitored separately."),
  "P6-E6-OTHERS": ["Carbon monoxide from the EAF off-gas: 210 t", "Carbon monoxide from the EAF off-gas: 184 t"],
  "P6-E6-ASSESSED": ["No", "Yes"],
  "P6-E6-AGENCY": ASSURED,
  // E7 — GHG (tCO2e): Scope 2 = grid power × the CEA grid emission factor (0.727 tCO2/MWh)
  "P6-E7-S1": ["6,000", "4,500"],
  "P6-E7-S2": ["31,200", "29,800"],
  "P6-E7-INT-OPTIONAL": ["0.641 tCO2e per tonne of crude steel", "0.558 tCO2e per tonne of crude steel"],
  "P6-E7-ASSESSED": ["No", "Yes"],
  "P6-E7-AGENCY": ASSURED,
  "P6-E8-PROJECT": "Yes",
  "P6-E8-DETAILS": [
    "Rooftop solar (2.4 MWp) at both plants; a 2.5 MW open-access solar power purchase agreement signed in FY 2023-24 (supply from April 2024); variable-frequency drives on the fume-extraction fans.",
    "Reheating furnace converted from furnace oil to natural gas, with waste-heat recovery (about 1,500 tCO2e a year); open-access solar supplied 16% of our electricity; hot charging of billets trialled at Chakan.",
  ],
  // E9 — waste (t). Hazardous (B, C, E, G) is 7.5% → 6.8% of the total; recovered 58% → 62%.
  "P6-E9-A": ["14", "12"],
  "P6-E9-B": ["6", "5.4"],
  "P6-E9-C": ["0.2", "0.2"],
  "P6-E9-D": ["120", "95"],
  "P6-E9-E": ["3.8", "3.2"],
  "P6-E9-F": na("No radioactive material is used or generated; radiation portal monitors screen all incoming scrap."),
  "P6-E9-G": ["1,377.5", "1,296.8"],
  "P6-E9-H": ["16,978.5", "17,787.4"],
  "P6-E9-INT-OPTIONAL": ["0.319 t per tonne of crude steel", "0.312 t per tonne of crude steel"],
  "P6-E9-REC-i": ["9,440", "10,520"],
  "P6-E9-REC-ii": ["1,250", "1,320"],
  "P6-E9-REC-iii": ["40", "64"],
  "P6-E9-DIS-i": ["4", "3"],
  "P6-E9-DIS-ii": ["6,950", "6,480"],
  "P6-E9-DIS-iii": ["420", "380"],
  "P6-E9-ASSESSED": ["No", "Yes"],
  "P6-E9-AGENCY": ASSURED,
  "P6-E10":
    "EAF slag is weathered, tested and sold as road aggregate and to cement makers; mill scale goes to sinter plants; EAF dust, used oil and other hazardous waste go to authorised recyclers or the Mumbai Waste Management TSDF under MPCB authorisation. Bulk lubricants and returnable packaging cut waste at source; we use no hazardous chemicals in our products.",
  "P6-E13-COMPLIANT": ["No", "Yes"],
  // L1 — the Ambad plant, in water-stressed Marathwada (zero liquid discharge)
  // Zero liquid discharge at Ambad: nothing discharged to any destination (P6 E4 says the same).
  "P6-L1-LEVEL": na("Zero liquid discharge: treated effluent is recycled to the cooling towers and nothing leaves the Ambad plant."),
  "P6-L1-ASSESSED": "No",
  "P6-L1-AGENCY": na("Water use in water-stressed areas was not externally assessed or assured."),
  "P6-L2-S3": ["1,21,500", "1,12,000"],
  "P6-L2-INT-OPTIONAL": ["2.09 tCO2e per tonne of crude steel", "1.82 tCO2e per tonne of crude steel"],
  "P6-L2-ASSESSED": "No",
  "P6-L2-AGENCY": na("Scope 3 emissions were not externally assessed or assured."),
  "P6-L3": na("No operations in or around ecologically sensitive areas (P6 E11)."),
  "P6-L5": `Yes. A business continuity and disaster management plan covers furnace breakouts, fire, floods, grid failure and supply disruption, with on-site emergency plans under the Maharashtra Factories Rules and mock drills twice a year; ${POLICIES}/business-continuity`,
  "P6-L6":
    "Purchased ferro-alloys, graphite electrodes and pig iron carry most of our Scope 3 emissions; we ask our main suppliers for product carbon footprints and prefer scrap over pig iron where quality allows.",
  "P6-L7": ["24", "35"],
  "P6-L8-ENTITY": ["0", "0"],
  "P6-L8-PARTNERS": ["0", "0"],
};

/** Principle 7: public policy advocacy. */
const P7: Record<string, DemoAnswer> = {
  "P7-E1a": ["6", "7"],
};

/** Principle 8: inclusive growth. */
const P8: Record<string, DemoAnswer> = {
  "P8-E3":
    "Community liaison officers at each plant hold quarterly meetings with gram panchayats; complaints are logged at the plant gate register, by phone or by e-mail, acknowledged within 48 hours and reviewed monthly by the plant head.",
  "P8-E4-MSME": ["23", "26"],
  "P8-E4-INDIA": ["88", "90"],
  // E5 — by RBI population group: Ambad plant (semi-urban), Chakan plant (urban), offices (metropolitan)
  "P8-E5-RURAL": ["0", "0"],
  "P8-E5-SEMI-URBAN": ["31", "33"],
  "P8-E5-URBAN": ["52", "51"],
  "P8-E5-METRO": ["17", "16"],
  // The wages behind the shares: the total wage cost of P5 E3(b), ₹80 → ₹88 crore
  "P8-E5-RURAL-WAGES": [crore("0"), crore("0")],
  "P8-E5-SEMI-URBAN-WAGES": [crore("24.8"), crore("29.04")],
  "P8-E5-URBAN-WAGES": [crore("41.6"), crore("44.88")],
  "P8-E5-METRO-WAGES": [crore("13.6"), crore("14.08")],
  "P8-L3a": "No",
  "P8-L3b": na("We have no preferential procurement policy for marginalised or vulnerable groups."),
  "P8-L3c": na("We have no preferential procurement policy for marginalised or vulnerable groups."),
};

/** Principle 9: consumers. */
const P9: Record<string, DemoAnswer> = {
  "P9-E1":
    "Customers raise complaints through their sales manager, the customer portal or the quality desk; every complaint is logged, a joint inspection is held within seven days for quality claims, and corrective actions follow an 8D report reviewed monthly by the head of quality.",
  "P9-E2-ENV-SOCIAL": ["0", "58"],
  "P9-E2-SAFE-USAGE": ["100", "100"],
  "P9-E2-RECYCLING": ["0", "58"],
  "P9-E3-DATA-PRIVACY-received": ["0", "0"],
  "P9-E3-DATA-PRIVACY-pending": ["0", "0"],
  "P9-E3-DATA-PRIVACY-remarks": "No complaints received.",
  "P9-E3-ADVERTISING-received": ["0", "0"],
  "P9-E3-ADVERTISING-pending": ["0", "0"],
  "P9-E3-ADVERTISING-remarks": "No complaints received.",
  "P9-E3-CYBER-SECURITY-received": ["0", "0"],
  "P9-E3-CYBER-SECURITY-pending": ["0", "0"],
  "P9-E3-CYBER-SECURITY-remarks": "No complaints received.",
  "P9-E3-ESSENTIAL-SERVICES-received": ["0", "0"],
  "P9-E3-ESSENTIAL-SERVICES-pending": ["0", "0"],
  "P9-E3-ESSENTIAL-SERVICES-remarks": "We provide no essential services.",
  "P9-E3-RESTRICTIVE-received": ["0", "0"],
  "P9-E3-RESTRICTIVE-pending": ["0", "0"],
  "P9-E3-RESTRICTIVE-remarks": "No complaints received.",
  "P9-E3-UNFAIR-received": ["0", "0"],
  "P9-E3-UNFAIR-pending": ["0", "0"],
  "P9-E3-UNFAIR-remarks": "No complaints received.",
  "P9-E3-OTHER-received": ["14", "9"],
  "P9-E3-OTHER-pending": ["1", "0"],
  "P9-E3-OTHER-remarks": "Product quality (surface defects, dimensional tolerance) and delivery delays.",
  "P9-E4-VOLUNTARY-number": ["0", "0"],
  "P9-E4-VOLUNTARY-reasons": na("No product recall in the year."),
  "P9-E4-FORCED-number": ["0", "0"],
  "P9-E4-FORCED-reasons": na("No product recall in the year."),
  "P9-E5-POLICY": "Yes",
  "P9-E5-LINK": `${POLICIES}/customer-and-data-privacy`,
  "P9-E6": na(
    "No issues relating to advertising, delivery of essential services, cyber security, customer data privacy or product recalls, and no penalty or regulatory action on product safety.",
  ),
  "P9-E7-NUMBER": ["0", "0"],
  "P9-E7-PCT": ["0", "0"],
  "P9-E7-IMPACT": na("No data breach in the year."),
  "P9-L1": `${SITE}/products (product catalogue, test certificates and the environmental product declaration for TMT bars), the customer portal, and our dealers.`,
  "P9-L2":
    "Bar tags and mill test certificates state the grade, standard and safe handling; dealer and mason meets explain correct bending, lapping and storage of TMT bars.",
  "P9-L3":
    "Customers are told of planned plant shutdowns and supply disruptions by their sales manager and through the customer portal at least two weeks ahead; unplanned disruptions are communicated within 24 hours.",
  "P9-L4-DISPLAY": "Yes",
  "P9-L4-DETAILS": [
    "Bar tags carry the heat number, grade and a QR code linking to the mill test certificate.",
    "Bar tags carry the heat number, grade and a QR code linking to the mill test certificate; TMT bars also show their carbon footprint from the environmental product declaration.",
  ],
  "P9-L4-SURVEY": "Yes",
};

/** Every input cell's answer, by cell key. */
export const DEMO_BRSR: Readonly<Record<string, DemoAnswer>> = Object.freeze({
  ...SECTION_A,
  ...SECTION_B,
  ...P1,
  ...P2,
  ...P3,
  ...P4,
  ...P5,
  ...INTENSITY,
  ...P6,
  ...P7,
  ...P8,
  ...P9,
  ...DEMO_BRSR_ROWS,
});

/** The financial years seeded: the two BRSR years, and the year before them where a table shows three. */
const DEMO_BRSR_PERIODS = ["FY 2022-23", "FY 2023-24", "FY 2024-25"] as const;
export type DemoBrsrPeriod = (typeof DEMO_BRSR_PERIODS)[number];

export type DemoBrsrRow = { key: string; category: string; metric: string; value: string; unit: string; period: DemoBrsrPeriod; notes: string };

function periodsOf(cell: PlacedCell): DemoBrsrPeriod[] {
  return cell.years.includes("py2") ? ["FY 2022-23", "FY 2023-24", "FY 2024-25"] : ["FY 2023-24", "FY 2024-25"];
}

/** The answer's value for each period, oldest first; a single value serves every period. */
function valuesFor(answer: DemoAnswer, periods: readonly DemoBrsrPeriod[]): (DemoValue | undefined)[] {
  if (!Array.isArray(answer)) return periods.map(() => answer as DemoValue);
  const list = answer as readonly DemoValue[];
  // A pair is [FY 2023-24, FY 2024-25]; a triple starts at FY 2022-23.
  const first = list.length === 3 ? 0 : 1;
  return periods.map((p) => list[DEMO_BRSR_PERIODS.indexOf(p) - first]);
}

/**
 * One ESG data entry per input cell and year, in the questionnaire's order: framework BRSR, the
 * cell's category and metric, the cell's unit unless the answer names its own. Keys that are no
 * longer input cells are skipped (demoBrsrCoverage() reports them).
 */
export function demoBrsrRows(data: Readonly<Record<string, DemoAnswer>> = DEMO_BRSR): DemoBrsrRow[] {
  const rows: DemoBrsrRow[] = [];
  for (const cell of allCells()) {
    if (cell.kind !== "input") continue;
    const answer = data[cell.key];
    if (answer === undefined) continue;
    const periods = periodsOf(cell);
    valuesFor(answer, periods).forEach((v, i) => {
      if (v === undefined) return;
      const { value, unit = cell.unit, notes = "" } = typeof v === "string" ? { value: v } : v;
      rows.push({ key: cell.key, category: cell.category, metric: cell.metric, value, unit, period: periods[i], notes });
    });
  }
  return rows;
}

/**
 * Input cells without an answer, and answers whose key is not an input cell (for the seed's test).
 * A row table counts as one answer (any of its rows' cells), named by its id; the narrative a row
 * table replaced needs none.
 */
export function demoBrsrCoverage(data: Readonly<Record<string, DemoAnswer>> = DEMO_BRSR): { missing: string[]; unknown: string[] } {
  const inputs = allCells().filter((c) => c.kind === "input");
  const keys = new Set(inputs.map((c) => c.key));
  const legacy = new Set(ROW_TABLES.flatMap((t) => (t.legacy ? [t.legacy.key] : [])));
  const answeredTables = new Set(Object.keys(data).flatMap((k) => rowCellOf(k)?.table.id ?? []));
  const missing = [
    ...inputs.filter((c) => !legacy.has(c.key) && !rowCellOf(c.key) && data[c.key] === undefined).map((c) => c.key),
    ...ROW_TABLES.filter((t) => !answeredTables.has(t.id)).map((t) => t.id),
  ];
  return { missing, unknown: Object.keys(data).filter((k) => !keys.has(k)) };
}
