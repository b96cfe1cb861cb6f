/**
 * Principle 1 — businesses should conduct and govern themselves with integrity, and in a manner
 * that is ethical, transparent and accountable. Rows and columns follow SEBI's Annexure II of
 * 12 July 2023 ([V: A2] in ../shared/BRSR_FORMAT.md §4, P1); XBRL names are those §7.3 marks
 * verified ([V: XD]).
 */
import { BRSR_METRIC as M } from "@/lib/frameworks/metric-names";
import { col, derived, field, heading, inputLabel, num, ratio, ratioInput, row, rowTable, sum, table, text, yesNo } from "./build";
import type { Question } from "./types";

const GOV = "governance" as const;

const SEGMENTS = [
  ["BOD", "Board of Directors", "Board of Directors"],
  ["KMP", "Key Managerial Personnel", "Key Managerial Personnel"],
  ["EMPLOYEES", "Employees other than BoD and KMPs", "employees other than BoD and KMPs"],
  ["WORKERS", "Workers", "workers"],
] as const;

const e1 = table(
  "P1-E1-T",
  SEGMENTS.map(([id, label, noun]) =>
    row(id, label, {
      programmes: num(`P1-E1-${id}-programmes`, `Training and awareness programmes on the principles: ${noun}`, "count", "flow", GOV),
      topics: text(`P1-E1-${id}-topics`, `Training and awareness programmes on the principles: ${noun}, topics covered and impact`, GOV),
      pct: num(`P1-E1-${id}-pct`, `Training and awareness programmes on the principles: ${noun} covered (%)`, "%", "stock", GOV),
    }),
  ),
  {
    columns: [
      { id: "programmes", label: "Total number of training and awareness programmes held" },
      { id: "topics", label: "Topics / principles covered under the training and its impact" },
      { id: "pct", label: "%age of persons in respective category covered by the awareness programmes" },
    ],
    years: ["cy"],
  },
);

// E2: SEBI's fixed rows; several cases of one kind share a row (amounts add up, details are listed).
const MONETARY = [
  ["FINE", "Penalty / Fine", "penalty / fine"],
  ["SETTLEMENT", "Settlement", "settlement"],
  ["COMPOUNDING", "Compounding fee", "compounding fee"],
] as const;
const NON_MONETARY = [
  ["IMPRISONMENT", "Imprisonment", "imprisonment"],
  ["PUNISHMENT", "Punishment", "punishment"],
] as const;

const caseCells = (id: string, noun: string) => ({
  principle: text(`P1-E2-${id}-principle`, `Regulatory action (${noun}): NGRBC principle`, GOV, { required: false }),
  agency: text(`P1-E2-${id}-agency`, `Regulatory action (${noun}): regulatory / enforcement agency / judicial institution`, GOV, { required: false }),
  brief: text(`P1-E2-${id}-brief`, `Regulatory action (${noun}): brief of the case`, GOV),
  appeal: yesNo(`P1-E2-${id}-appeal`, `Regulatory action (${noun}): appeal preferred`, GOV, { required: false }),
});

const e2Monetary = table(
  "P1-E2-MONETARY-T",
  [
    ...MONETARY.map(([id, label, noun]) => {
      const { brief, appeal, ...who } = caseCells(id, noun);
      return row(id, label, { ...who, amount: num(`P1-E2-${id}-amount`, `Regulatory action (${noun}): amount (₹)`, "₹", "flow", GOV), brief, appeal });
    }),
    row("TOTAL", "Total monetary amount (computed; not a row of SEBI's table)", {
      amount: derived("P1-E2-TOTAL-amount", "₹", sum(...MONETARY.map(([id]) => `P1-E2-${id}-amount`)), {
        shows: "Penalty/Fine + Settlement + Compounding fee",
        given: [M.finesPenalties],
        metric: M.finesPenalties,
        category: GOV,
        measure: "flow",
      }),
    }),
  ],
  {
    title: "Monetary",
    columns: [
      { id: "principle", label: "NGRBC Principle" },
      { id: "agency", label: "Name of the regulatory / enforcement agencies / judicial institutions" },
      { id: "amount", label: "Amount (in INR)" },
      { id: "brief", label: "Brief of the Case" },
      { id: "appeal", label: "Has an appeal been preferred? (Yes/No)" },
    ],
    years: ["cy"],
  },
);

const e2NonMonetary = table(
  "P1-E2-NON-MONETARY-T",
  NON_MONETARY.map(([id, label, noun]) => row(id, label, caseCells(id, noun))),
  {
    title: "Non-Monetary",
    columns: [
      { id: "principle", label: "NGRBC Principle" },
      { id: "agency", label: "Name of the regulatory / enforcement agencies / judicial institutions" },
      { id: "brief", label: "Brief of the Case" },
      { id: "appeal", label: "Has an appeal been preferred? (Yes/No)" },
    ],
    years: ["cy"],
  },
);

const PEOPLE = [
  ["DIRECTORS", "Directors", "directors"],
  ["KMPS", "KMPs", "KMPs"],
  ["EMPLOYEES", "Employees", "employees"],
  ["WORKERS", "Workers", "workers"],
] as const;

const e5 = table("P1-E5-T", [
  ...PEOPLE.map(([id, label, noun]) =>
    row(id, label, { value: num(`P1-E5-${id}`, `Disciplinary action for bribery or corruption: ${noun}`, "count", "flow", GOV) }),
  ),
  row("TOTAL", "Total (computed; not a row of SEBI's table)", {
    value: derived("P1-E5-TOTAL", "count", sum(...PEOPLE.map(([id]) => `P1-E5-${id}`)), {
      shows: "Directors + KMPs + Employees + Workers",
      given: ["Disciplinary actions for bribery or corruption"],
      metric: "Disciplinary actions for bribery or corruption",
      category: GOV,
      measure: "flow",
    }),
  }),
]);

const COI = [
  ["DIRECTORS", "Number of complaints received in relation to issues of Conflict of Interest of the Directors", "Directors"],
  ["KMPS", "Number of complaints received in relation to issues of Conflict of Interest of the KMPs", "KMPs"],
] as const;

const e6 = table(
  "P1-E6-T",
  [
    ...COI.map(([id, label, noun]) =>
      row(id, label, {
        number: num(`P1-E6-${id}-number`, `Conflict of interest complaints: ${noun}`, "count", "flow", GOV),
        remarks: text(`P1-E6-${id}-remarks`, `Conflict of interest complaints: ${noun}, remarks`, GOV, { required: false }),
      }),
    ),
    row("TOTAL", "Total (computed; not a row of SEBI's table)", {
      number: derived("P1-E6-TOTAL-number", "count", sum("P1-E6-DIRECTORS-number", "P1-E6-KMPS-number"), {
        shows: "Directors + KMPs",
        given: ["Conflict of interest complaints"],
        metric: "Conflict of interest complaints",
        category: GOV,
        measure: "flow",
      }),
    }),
  ],
  {
    columns: [
      { id: "number", label: "Number" },
      { id: "remarks", label: "Remarks" },
    ],
  },
);

type E9Row = [id: string, label: string, metric: string, unit: "%" | "count", xbrl: string];
const e9Row = ([id, label, metric, unit, xbrl]: E9Row) => row(id, label, { value: num(`P1-E9-${id}`, metric, unit, "stock", GOV, { core: "openness", xbrl }) });

const e9 = table("P1-E9-T", [
  heading("PURCHASES", "Concentration of Purchases"),
  ...(
    [
      [
        "PUR-a",
        "a. Purchases from trading houses as % of total purchases",
        "Purchases from trading houses (% of total purchases)",
        "%",
        "PercentageOfPurchasesFromTradingHousesInTotalPurchasesForConcentrationOfPurchases",
      ],
      [
        "PUR-b",
        "b. Number of trading houses where purchases are made from",
        "Number of trading houses purchased from",
        "count",
        "NumberOfTradingHousesWherePurchasesAreMade",
      ],
      [
        "PUR-c",
        "c. Purchases from top 10 trading houses as % of total purchases from trading houses",
        M.purchaseConcentration,
        "%",
        "PercentageOfPurchasesFromTopTenTradingHousesInTotalPurchasesFromTradingHouses",
      ],
    ] satisfies E9Row[]
  ).map(e9Row),
  heading("SALES", "Concentration of Sales"),
  ...(
    [
      [
        "SAL-a",
        "a. Sales to dealers / distributors as % of total sales",
        "Sales to dealers / distributors (% of total sales)",
        "%",
        "PercentageOfSalesToDealersOrDistributorsInTotalSales",
      ],
      [
        "SAL-b",
        "b. Number of dealers / distributors to whom sales are made",
        "Number of dealers / distributors sold to",
        "count",
        "NumberOfDealersOrDistributorsToWhomSalesAreMade",
      ],
      [
        "SAL-c",
        "c. Sales to top 10 dealers / distributors as % of total sales to dealers / distributors",
        M.salesConcentration,
        "%",
        "PercentageOfSalesToTopTenDealersOrDistributorsInTotalSalesToDealersOrDistributors",
      ],
    ] satisfies E9Row[]
  ).map(e9Row),
  heading("RPT", "Share of RPTs in"),
  ...(
    [
      [
        "RPT-a",
        "a. Purchases (Purchases with related parties / Total Purchases)",
        M.relatedPartyShare,
        "%",
        "PercentageOfPurchasesFromRelatedPartiesInTotalPurchasesForShareOfRelatedPartyTransactions",
      ],
      [
        "RPT-b",
        "b. Sales (Sales to related parties / Total Sales)",
        "Related-party transactions share in sales (%)",
        "%",
        "PercentageOfSalesToRelatedPartiesInTotalSalesForShareOfRelatedPartyTransactions",
      ],
      [
        "RPT-c",
        "c. Loans & advances (Loans & advances given to related parties / Total loans & advances)",
        "Related-party share of loans and advances (%)",
        "%",
        "PercentageOfLoansAndAdvancesGivenToRelatedPartiesInTotalLoansAndAdvances",
      ],
      [
        "RPT-d",
        "d. Investments (Investments in related parties / Total Investments made)",
        "Related-party share of investments (%)",
        "%",
        "PercentageOfInvestmentsInRelatedPartiesInTotalInvestments",
      ],
    ] satisfies E9Row[]
  ).map(e9Row),
]);

const narrative = (key: string, metric: string, label: string, required = true) => field(text(key, metric, GOV, required ? {} : { required: false }), label);

export const P1: Question[] = [
  {
    id: "P1-E1",
    section: "C",
    principle: "P1",
    indicator: "essential",
    number: "E1",
    title: "Percentage coverage by training and awareness programmes on any of the Principles during the financial year",
    items: [e1],
  },
  {
    id: "P1-E2",
    section: "C",
    principle: "P1",
    indicator: "essential",
    number: "E2",
    title:
      "Details of fines / penalties / punishment / award / compounding fees / settlement amount paid in proceedings (by the entity or by directors / KMPs) with regulators / law enforcement agencies / judicial institutions, in the financial year (disclosed on the basis of materiality as specified in Regulation 30 of the SEBI LODR Regulations, 2015 and as disclosed on the entity's website)",
    items: [e2Monetary, e2NonMonetary],
  },
  {
    id: "P1-E3",
    section: "C",
    principle: "P1",
    indicator: "essential",
    number: "E3",
    title:
      "Of the instances disclosed in Question 2 above, details of the Appeal / Revision preferred in cases where monetary or non-monetary action has been appealed",
    items: [
      rowTable(
        "P1-E3",
        "Appeal or revision",
        GOV,
        [col("CASE", "Case details"), col("AGENCY", "Name of the regulatory / enforcement agencies / judicial institutions")],
        { legacy: text("P1-E3", "Appeals or revisions preferred against regulatory action", GOV) },
      ),
    ],
  },
  {
    id: "P1-E4",
    section: "C",
    principle: "P1",
    indicator: "essential",
    number: "E4",
    title:
      "Does the entity have an anti-corruption or anti-bribery policy? If yes, provide details in brief and if available, provide a web-link to the policy.",
    items: [
      field(yesNo("P1-E4-POLICY", "Anti-corruption policy", GOV), "Anti-corruption or anti-bribery policy? (Yes/No)"),
      narrative("P1-E4-DETAILS", "Anti-corruption policy: details in brief", "If yes, details in brief", false),
      narrative("P1-E4-LINK", "Anti-corruption policy: web link", "Web link to the policy, if available", false),
    ],
  },
  {
    id: "P1-E5",
    section: "C",
    principle: "P1",
    indicator: "essential",
    number: "E5",
    title:
      "Number of Directors / KMPs / employees / workers against whom disciplinary action was taken by any law enforcement agency for the charges of bribery / corruption",
    items: [e5],
  },
  {
    id: "P1-E6",
    section: "C",
    principle: "P1",
    indicator: "essential",
    number: "E6",
    title: "Details of complaints with regard to conflict of interest",
    items: [e6],
  },
  {
    id: "P1-E7",
    section: "C",
    principle: "P1",
    indicator: "essential",
    number: "E7",
    title:
      "Provide details of any corrective action taken or underway on issues related to fines / penalties / action taken by regulators / law enforcement agencies / judicial institutions, on cases of corruption and conflicts of interest",
    items: [narrative("P1-E7", "Corrective action on corruption and conflict of interest cases", "Corrective action taken or underway (or 'Not applicable')")],
  },
  {
    id: "P1-E8",
    section: "C",
    principle: "P1",
    indicator: "essential",
    number: "E8",
    title: "Number of days of accounts payables ((Accounts payable × 365) / Cost of goods / services procured)",
    items: [
      field(
        num("P1-E8", M.payableDays, "days", "stock", GOV, {
          core: "fairness",
          xbrl: "NumberOfDaysOfAccountsPayable",
          computedFrom: { formula: ratio("P1-E8-PAYABLE", "P1-E8-PROCURED", 365), shows: "Accounts payable × 365 ÷ Cost of goods / services procured" },
        }),
        "Number of days of accounts payables",
        ["cy", "py"],
      ),
      // Amounts from the financial statements; SEBI's AmountOf… elements for them are not verified, so they are not filed.
      field(ratioInput("P1-E8-PAYABLE", "Accounts payable at the end of the year (₹)", "₹", "stock", GOV), inputLabel("Accounts payable (₹)"), ["cy", "py"]),
      field(
        ratioInput("P1-E8-PROCURED", "Cost of goods / services procured during the year (₹)", "₹", "flow", GOV),
        inputLabel("Cost of goods / services procured (₹)"),
        ["cy", "py"],
      ),
    ],
  },
  {
    id: "P1-E9",
    section: "C",
    principle: "P1",
    indicator: "essential",
    number: "E9",
    title:
      "Open-ness of business: concentration of purchases and sales with trading houses, dealers, and related parties along-with loans and advances & investments, with related parties",
    items: [e9],
  },
  {
    id: "P1-L1",
    section: "C",
    principle: "P1",
    indicator: "leadership",
    number: "L1",
    title: "Awareness programmes conducted for value chain partners on any of the Principles during the financial year",
    items: [
      field(
        num("P1-L1-PROGRAMMES", "Awareness programmes for value chain partners: number held", "count", "flow", GOV, { required: false }),
        "Total number of awareness programmes held",
      ),
      narrative(
        "P1-L1-TOPICS",
        "Awareness programmes for value chain partners: topics / principles covered",
        "Topics / principles covered under the training",
        false,
      ),
      field(
        num("P1-L1-PCT", "Value chain partners covered by awareness programmes (% by value of business)", "%", "stock", GOV, { required: false }),
        "%age of value chain partners covered (by value of business done with such partners) under the awareness programmes",
      ),
    ],
  },
  {
    id: "P1-L2",
    section: "C",
    principle: "P1",
    indicator: "leadership",
    number: "L2",
    title:
      "Does the entity have processes in place to avoid / manage conflict of interests involving members of the Board? (Yes/No) If yes, provide details of the same.",
    items: [
      field(
        yesNo("P1-L2-PROCESS", "Processes to avoid or manage Board members' conflicts of interest", GOV, { required: false }),
        "Processes in place? (Yes/No)",
      ),
      narrative("P1-L2-DETAILS", "Processes to avoid or manage Board members' conflicts of interest: details", "If yes, details", false),
    ],
  },
];
