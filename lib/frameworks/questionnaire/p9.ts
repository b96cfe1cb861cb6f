/**
 * Principle 9 — businesses should engage with and provide value to their consumers in a
 * responsible manner. Rows follow SEBI's Annexure II of 12 July 2023 ([V: A2] in
 * ../shared/BRSR_FORMAT.md §4, P9); XBRL names are those §7.3 marks verified.
 */
import { BRSR_METRIC as M } from "@/lib/frameworks/metric-names";
import { choice, derived, field, num, row, sum, table, text, yesNo } from "./build";
import type { Question, YearSlot } from "./types";

const SOC = "social" as const;
const CY: YearSlot[] = ["cy"];

const narrative = (key: string, metric: string, label: string, required = true) => field(text(key, metric, SOC, required ? {} : { required: false }), label);

const e2 = table(
  "P9-E2-T",
  (
    [
      ["ENV-SOCIAL", "Environmental and social parameters relevant to the product", "environmental and social parameters"],
      ["SAFE-USAGE", "Safe and responsible usage", "safe and responsible usage"],
      ["RECYCLING", "Recycling and/or safe disposal", "recycling and / or safe disposal"],
    ] as const
  ).map(([id, label, noun]) =>
    row(id, label, { value: num(`P9-E2-${id}`, `Turnover of products carrying information on ${noun} (% of total turnover)`, "%", "stock", SOC) }),
  ),
  { columns: [{ id: "value", label: "As a percentage to total turnover" }], years: CY },
);

const COMPLAINTS = [
  ["DATA-PRIVACY", "Data privacy", "data privacy"],
  ["ADVERTISING", "Advertising", "advertising"],
  ["CYBER-SECURITY", "Cyber-security", "cyber-security"],
  ["ESSENTIAL-SERVICES", "Delivery of essential services", "delivery of essential services"],
  ["RESTRICTIVE", "Restrictive Trade Practices", "restrictive trade practices"],
  ["UNFAIR", "Unfair Trade Practices", "unfair trade practices"],
  ["OTHER", "Other", "other matters"],
] as const;

const e3 = table(
  "P9-E3-T",
  [
    ...COMPLAINTS.map(([id, label, noun]) =>
      row(id, label, {
        received: num(`P9-E3-${id}-received`, `Consumer complaints on ${noun}: received during the year`, "count", "flow", SOC),
        pending: num(`P9-E3-${id}-pending`, `Consumer complaints on ${noun}: pending resolution at end of year`, "count", "stock", SOC, {
          xbrl: "ConsumerComplaintsPendingResolutionAtEndOfYear",
        }),
        remarks: text(`P9-E3-${id}-remarks`, `Consumer complaints on ${noun}: remarks`, SOC, { required: false }),
      }),
    ),
    row("TOTAL", "Total (computed; not a row of SEBI's table)", {
      received: derived("P9-E3-TOTAL-received", "count", sum(...COMPLAINTS.map(([id]) => `P9-E3-${id}-received`)), {
        given: [M.consumerComplaints],
        metric: M.consumerComplaints,
        category: SOC,
        measure: "flow",
      }),
      pending: derived("P9-E3-TOTAL-pending", "count", sum(...COMPLAINTS.map(([id]) => `P9-E3-${id}-pending`)), {
        metric: "Consumer complaints pending resolution at end of year: total",
        category: SOC,
        measure: "stock",
      }),
    }),
  ],
  {
    columns: [
      { id: "received", label: "Received during the year" },
      { id: "pending", label: "Pending resolution at end of year" },
      { id: "remarks", label: "Remarks" },
    ],
  },
);

const e4 = table(
  "P9-E4-T",
  (
    [
      ["VOLUNTARY", "Voluntary recalls", "voluntary"],
      ["FORCED", "Forced recalls", "forced"],
    ] as const
  ).map(([id, label, noun]) =>
    row(id, label, {
      number: num(`P9-E4-${id}-number`, `Product recalls on account of safety issues: ${noun}`, "count", "flow", SOC),
      reasons: text(`P9-E4-${id}-reasons`, `Product recalls on account of safety issues: ${noun}, reasons`, SOC, { required: false }),
    }),
  ),
  {
    columns: [
      { id: "number", label: "Number" },
      { id: "reasons", label: "Reasons for recall" },
    ],
    years: CY,
  },
);

const PRODUCT_INFORMATION_ANSWERS = ["Yes", "No", "Not Applicable"] as const;

export const P9: Question[] = [
  {
    id: "P9-E1",
    section: "C",
    principle: "P9",
    indicator: "essential",
    number: "E1",
    title: "Describe the mechanisms in place to receive and respond to consumer complaints and feedback",
    items: [narrative("P9-E1", "Mechanisms to receive and respond to consumer complaints and feedback", "Mechanisms")],
  },
  {
    id: "P9-E2",
    section: "C",
    principle: "P9",
    indicator: "essential",
    number: "E2",
    title: "Turnover of products and / services as a percentage of turnover from all products / service that carry information about",
    items: [e2],
  },
  {
    id: "P9-E3",
    section: "C",
    principle: "P9",
    indicator: "essential",
    number: "E3",
    title: "Number of consumer complaints in respect of the following",
    items: [e3],
  },
  {
    id: "P9-E4",
    section: "C",
    principle: "P9",
    indicator: "essential",
    number: "E4",
    title: "Details of instances of product recalls on account of safety issues",
    items: [e4],
  },
  {
    id: "P9-E5",
    section: "C",
    principle: "P9",
    indicator: "essential",
    number: "E5",
    title:
      "Does the entity have a framework / policy on cyber security and risks related to data privacy? (Yes/No) If available, provide a web-link of the policy.",
    items: [
      field(
        yesNo("P9-E5-POLICY", "Framework or policy on cyber security and data privacy risks", SOC),
        "Framework / policy on cyber security and data privacy? (Yes/No)",
      ),
      narrative("P9-E5-LINK", "Cyber security and data privacy policy: web link", "If available, web link of the policy", false),
    ],
  },
  {
    id: "P9-E6",
    section: "C",
    principle: "P9",
    indicator: "essential",
    number: "E6",
    title:
      "Provide details of any corrective actions taken or underway on issues relating to advertising, and delivery of essential services; cyber security and data privacy of customers; re-occurrence of instances of product recalls; penalty / action taken by regulatory authorities on safety of products / services",
    items: [narrative("P9-E6", "Corrective action on consumer-related issues", "Corrective actions taken or underway (or 'Not applicable')")],
  },
  {
    id: "P9-E7",
    section: "C",
    principle: "P9",
    indicator: "essential",
    number: "E7",
    title:
      "Provide the following information relating to data breaches: (a) number of instances of data breaches; (b) percentage of data breaches involving personally identifiable information of customers; (c) impact, if any, of the data breaches",
    items: [
      field(
        num("P9-E7-NUMBER", M.dataBreaches, "count", "flow", SOC, { core: "fairness", xbrl: "NumberOfInstancesOfDataBreachesAlongWithImpact" }),
        "a. Number of instances of data breaches",
        // BRSR Core prints both years of its KPIs, and the previous year's figure is held.
        ["cy", "py"],
      ),
      field(
        num("P9-E7-PCT", "Data breaches involving personal data (%)", "%", "stock", SOC, {
          core: "fairness",
          xbrl: "PercentageOfDataBreachesInvolvingPersonallyIdentifiableInformationOfCustomers",
        }),
        "b. Percentage of data breaches involving personally identifiable information of customers",
        ["cy", "py"],
      ),
      narrative("P9-E7-IMPACT", "Impact of data breaches", "c. Impact, if any, of the data breaches", false),
    ],
  },
  {
    id: "P9-L1",
    section: "C",
    principle: "P9",
    indicator: "leadership",
    number: "L1",
    title: "Channels / platforms where information on products and services of the entity can be accessed (provide web link, if available)",
    items: [narrative("P9-L1", "Channels or platforms with product and service information", "Channels / platforms and web links", false)],
  },
  {
    id: "P9-L2",
    section: "C",
    principle: "P9",
    indicator: "leadership",
    number: "L2",
    title: "Steps taken to inform and educate consumers about safe and responsible usage of products and / or services",
    items: [narrative("P9-L2", "Steps to educate consumers on safe and responsible usage", "Steps taken", false)],
  },
  {
    id: "P9-L3",
    section: "C",
    principle: "P9",
    indicator: "leadership",
    number: "L3",
    title: "Mechanisms in place to inform consumers of any risk of disruption / discontinuation of essential services",
    items: [narrative("P9-L3", "Mechanisms to inform consumers of disruption of essential services", "Mechanisms", false)],
  },
  {
    id: "P9-L4",
    section: "C",
    principle: "P9",
    indicator: "leadership",
    number: "L4",
    title:
      "Does the entity display product information on the product over and above what is mandated as per local laws? (Yes/No/Not Applicable) If yes, provide details in brief. Did your entity carry out any survey with regard to consumer satisfaction relating to the major products / services of the entity, significant locations of operation of the entity or the entity as a whole? (Yes/No)",
    items: [
      field(
        choice("P9-L4-DISPLAY", "Product information displayed beyond what local laws mandate", SOC, PRODUCT_INFORMATION_ANSWERS, { required: false }),
        "Product information over and above what is mandated? (Yes/No/Not Applicable)",
      ),
      narrative("P9-L4-DETAILS", "Product information displayed beyond local laws: details", "If yes, details in brief", false),
      field(yesNo("P9-L4-SURVEY", "Consumer satisfaction survey carried out", SOC, { required: false }), "Consumer satisfaction survey carried out? (Yes/No)"),
    ],
  },
];
