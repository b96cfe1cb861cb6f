/**
 * The documentation an assurance provider or BRSR reviewer asks a company for, per industry
 * (SPEC section 5's nine industries). Items name the document, not the disclosure, so a
 * consultant can tick them off as files arrive. Every industry shares the nine NGRBC policy
 * documents (BRSR Section B asks whether each principle has a board-approved policy); the
 * report derives Section B policy coverage from BRSR_POLICY_DOCUMENTS.
 */
import type { Principle } from "@/lib/frameworks/types";

export const INDUSTRIES = ["Technology", "Finance", "Healthcare", "Manufacturing", "Retail", "Energy", "Transportation", "Real Estate", "Other"] as const;
type Industry = (typeof INDUSTRIES)[number];

export type ChecklistGroup = "environmental" | "social" | "governance";
export const CHECKLIST_GROUPS: readonly ChecklistGroup[] = ["environmental", "social", "governance"];
type Checklist = Record<ChecklistGroup, string[]>;
export type IndustryChecklist = { industry: Industry; total_items: number; checklist: Checklist };

/** One board-approved policy per NGRBC principle (BRSR Section B, questions 1–9). */
export const BRSR_POLICY_DOCUMENTS: readonly { principle: Principle; item: string }[] = [
  { principle: "P1", item: "Board-approved Code of Conduct and Ethics policy, incl. anti-bribery and anti-corruption (P1)" },
  { principle: "P2", item: "Sustainable sourcing and product life-cycle policy (P2)" },
  { principle: "P3", item: "Employee well-being, health and safety policy (P3)" },
  { principle: "P4", item: "Stakeholder identification and engagement policy (P4)" },
  { principle: "P5", item: "Human rights policy covering employees and value chain (P5)" },
  { principle: "P6", item: "Environment policy with climate and resource commitments (P6)" },
  { principle: "P7", item: "Public policy advocacy and trade association memberships policy (P7)" },
  { principle: "P8", item: "CSR and inclusive development policy with board-approved annual action plan (P8)" },
  { principle: "P9", item: "Consumer responsibility, grievance and data privacy policy (P9)" },
];

const COMMON_ENVIRONMENTAL = [
  "Electricity bills and meter readings for all sites (last 12 months)",
  "Fuel purchase invoices and consumption logs (diesel, petrol, LPG, natural gas)",
  "Scope 1 and Scope 2 GHG inventory workbook with emission factors used",
  "Water bills, borewell meter logs and water withdrawal records by source",
  "Waste disposal manifests and authorised recycler receipts",
];

const COMMON_SOCIAL = [
  "Employee headcount register by gender, age group and permanent/contract status",
  "Attrition register with joiners and leavers for the year",
  "Training records with hours per employee and topics covered",
  "POSH Internal Committee constitution and annual complaints report",
  "Health and safety incident register (LTIs, fatalities, near misses)",
];

const COMMON_GOVERNANCE = [
  "Board and committee composition with independent director details",
  "Whistle-blower / vigil mechanism policy and complaints log",
  "Related-party transactions register approved by the audit committee",
  "Record of fines, penalties and regulatory actions for the year",
];

type Specific = { environmental: string[]; social: string[]; governance: string[] };

const SPECIFIC: Record<Industry, Specific> = {
  Technology: {
    environmental: [
      "Data centre and colocation power usage (PUE) reports",
      "Cloud provider carbon footprint reports for hosted workloads",
      "E-waste disposal certificates from CPCB-authorised recyclers (laptops, servers)",
      "Renewable energy purchase agreements or green tariff certificates for offices",
    ],
    social: [
      "Diversity and inclusion metrics for technical and leadership roles",
      "Employee well-being programme records (mental health, hybrid work policy)",
      "Upskilling and certification records for technology staff",
    ],
    governance: [
      "Information security policy and ISO 27001 / SOC 2 certificate",
      "Data breach and cyber incident register with response reports",
      "DPDP Act 2023 compliance assessment and data processing records",
    ],
  },
  Finance: {
    environmental: [
      "Financed emissions estimate for the loan and investment book (PCAF method)",
      "Climate risk assessment of the lending portfolio (RBI climate risk disclosures)",
      "Green and sustainable finance portfolio register (green bonds, green deposits)",
      "Branch and ATM network energy consumption records",
    ],
    social: [
      "Financial inclusion records (priority sector lending, rural branches, PMJDY accounts)",
      "Customer grievance redressal reports and banking ombudsman complaints",
      "Financial literacy programme records",
    ],
    governance: [
      "ESG risk screening policy for credit and investment decisions",
      "KYC / AML policy and compliance reports",
      "Responsible lending and fair practices code approved by the board",
    ],
  },
  Healthcare: {
    environmental: [
      "Bio-medical waste authorisation and annual report under BMW Rules 2016",
      "Common bio-medical waste treatment facility agreements and manifests",
      "Medical gas and anaesthetic gas consumption records",
      "Pharmaceutical effluent treatment plant (ETP) monitoring reports",
    ],
    social: [
      "Patient safety incident register and quality accreditation (NABH / NABL)",
      "Clinical trial ethics committee approvals and informed-consent records",
      "Access-to-healthcare programme records (subsidised care, rural outreach)",
    ],
    governance: [
      "Drug pricing and product recall register (CDSCO / NPPA compliance)",
      "Patient data privacy policy and health records access controls",
      "Anti-bribery controls for interactions with healthcare professionals (UCPMP)",
    ],
  },
  Manufacturing: {
    environmental: [
      "Consent to Establish / Consent to Operate from the State Pollution Control Board",
      "Stack emission and ambient air quality monitoring reports (NOx, SOx, PM)",
      "Effluent treatment plant logs and zero liquid discharge records",
      "Hazardous waste authorisation and Form 4 annual returns",
      "Extended Producer Responsibility (EPR) registration and plastic packaging returns",
      "Raw material consumption records and share of recycled input material",
    ],
    social: [
      "Factories Act registers (working hours, overtime, accidents) for each plant",
      "Safety audits, permit-to-work records and safety committee minutes",
      "Contract labour register and proof of wage and PF/ESI payments",
      "Occupational health surveillance records for workers in hazardous processes",
    ],
    governance: [
      "Supplier code of conduct and supplier ESG assessment records",
      "Product safety and quality certifications (BIS / ISO 9001)",
      "ISO 14001 and ISO 45001 certificates and surveillance audit reports",
    ],
  },
  Retail: {
    environmental: [
      "Store-wise energy consumption and refrigeration refrigerant top-up logs",
      "Plastic packaging EPR registration and collection certificates",
      "Logistics fleet fuel consumption and outsourced transport records",
      "Food and product waste records with donation or recycling receipts",
    ],
    social: [
      "Supplier and vendor labour audit reports (child labour, wages, overtime)",
      "Store staff safety and fire drill records",
      "Consumer complaints and product returns register",
    ],
    governance: [
      "Product labelling and legal metrology compliance records",
      "Customer data privacy policy for loyalty programmes and e-commerce",
      "Responsible marketing and advertising guidelines (ASCI compliance)",
    ],
  },
  Energy: {
    environmental: [
      "Generation-wise fuel consumption and heat rate records per unit",
      "Continuous emission monitoring system (CEMS) data for stacks",
      "Fly ash generation and utilisation report (MoEFCC notification)",
      "Renewable energy generation and REC / green certificate registry statements",
      "Environmental clearance conditions compliance reports (half-yearly)",
      "Biodiversity and land-use assessments for project sites",
    ],
    social: [
      "Rehabilitation and resettlement records for project-affected families",
      "Community consultation minutes and grievance register for project sites",
      "Contractor safety performance records for high-risk operations",
    ],
    governance: [
      "Perform, Achieve and Trade (PAT) scheme and energy audit reports",
      "Climate transition plan and capital expenditure on low-carbon projects",
      "Regulatory tariff orders and grid code compliance records",
    ],
  },
  Transportation: {
    environmental: [
      "Fleet-wise fuel consumption logs and fuel efficiency (km per litre) records",
      "Vehicle pollution under control (PUC) certificates and BS-VI compliance",
      "Electric vehicle and alternative fuel adoption records",
      "Tyre, battery and used oil disposal records with authorised recyclers",
    ],
    social: [
      "Driver working hours, rest periods and fatigue management records",
      "Road safety incident register and driver training certificates",
      "Passenger and cargo safety audit reports",
    ],
    governance: [
      "Vehicle fitness certificates, permits and insurance register",
      "Subcontracted carrier and fleet-owner compliance assessments",
      "Emergency response and spill management plans",
    ],
  },
  "Real Estate": {
    environmental: [
      "Green building certifications (IGBC / GRIHA / LEED) for projects and assets",
      "Building-wise energy and water consumption for operational assets",
      "Construction and demolition waste management records",
      "Environmental clearance and consent conditions compliance for projects",
      "Embodied carbon estimates for major building materials (cement, steel)",
    ],
    social: [
      "Construction worker welfare records (BOCW registration, cess payment)",
      "Site safety audits and construction accident register",
      "Tenant and homebuyer grievance records (RERA complaints)",
    ],
    governance: [
      "RERA project registrations and quarterly progress filings",
      "Land title and acquisition records with due diligence reports",
      "Contractor selection and anti-corruption due diligence records",
    ],
  },
  Other: {
    environmental: ["Business travel records (air, rail, road) for Scope 3 estimates", "Office paper and consumables purchase records"],
    social: ["Employee benefits register (PF, ESI, gratuity, parental leave)", "Employee engagement or satisfaction survey results"],
    governance: ["Risk register with ESG risks and mitigation owners", "Statutory compliance certificate from the company secretary"],
  },
};

/** One of the nine industries (case and spacing ignored); anything else is Other. */
export function resolveIndustry(industry: string | null | undefined): Industry {
  const wanted = (industry ?? "")
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, " ");
  return INDUSTRIES.find((name) => name.toLowerCase() === wanted) ?? "Other";
}

export function getIndustryChecklist(industry: string | null): IndustryChecklist {
  const resolved = resolveIndustry(industry);
  const specific = SPECIFIC[resolved];
  const checklist: Checklist = {
    environmental: [...specific.environmental, ...COMMON_ENVIRONMENTAL],
    social: [...specific.social, ...COMMON_SOCIAL],
    governance: [...BRSR_POLICY_DOCUMENTS.map((p) => p.item), ...specific.governance, ...COMMON_GOVERNANCE],
  };
  const total = checklist.environmental.length + checklist.social.length + checklist.governance.length;
  return { industry: resolved, total_items: total, checklist };
}

/** Every item of an industry's checklist, in display order. */
export function checklistItems(industry: string | null): string[] {
  const { checklist } = getIndustryChecklist(industry);
  return CHECKLIST_GROUPS.flatMap((group) => checklist[group]);
}

/** The Section B policy coverage a report shows: which principles have their policy ticked. */
export function policyCoverage(itemsCompleted: readonly string[]): { principle: Principle; item: string; in_place: boolean }[] {
  const done = new Set(itemsCompleted);
  return BRSR_POLICY_DOCUMENTS.map(({ principle, item }) => ({ principle, item, in_place: done.has(item) }));
}
