/**
 * Principle 2 — businesses should provide goods and services in a manner that is sustainable and
 * safe. Rows and columns follow SEBI's Annexure II of 12 July 2023 ([V: A2] in
 * ../shared/BRSR_FORMAT.md §4, P2). No P2 element name is verified in §7.3, so no cell has `xbrl`.
 */
import { col, field, num, numCol, row, rowTable, table, text, yesNo, yesNoCol } from "./build";
import type { Question } from "./types";

const ENV = "environmental" as const;

const narrative = (key: string, metric: string, label: string, required = true) => field(text(key, metric, ENV, required ? {} : { required: false }), label);

const e1 = table(
  "P2-E1-T",
  [
    row("RD", "R&D", { value: num("P2-E1-RD", "R&D spend on sustainable technologies (%)", "%", "stock", ENV) }),
    row("CAPEX", "Capex", { value: num("P2-E1-CAPEX", "Capex on sustainable technologies (%)", "%", "stock", ENV) }),
  ],
  { title: "Share of investments in specific technologies to improve environmental and social impacts (% of total R&D and of total capex)" },
);

const RECLAIMED = [
  ["PLASTICS", "Plastics (including packaging)", "plastics (including packaging)"],
  ["EWASTE", "E-waste", "e-waste"],
  ["HAZARDOUS", "Hazardous waste", "hazardous waste"],
  ["OTHER", "Other waste", "other waste"],
] as const;

const l4 = table(
  "P2-L4-T",
  RECLAIMED.map(([id, label, noun]) =>
    row(id, label, {
      reused: num(`P2-L4-${id}-reused`, `Reclaimed at end of life, ${noun}: re-used`, "t", "flow", ENV, { required: false }),
      recycled: num(`P2-L4-${id}-recycled`, `Reclaimed at end of life, ${noun}: recycled`, "t", "flow", ENV, { required: false }),
      disposed: num(`P2-L4-${id}-disposed`, `Reclaimed at end of life, ${noun}: safely disposed`, "t", "flow", ENV, { required: false }),
    }),
  ),
  {
    title: "Amount reclaimed (in metric tonnes)",
    columns: [
      { id: "reused", label: "Re-used" },
      { id: "recycled", label: "Recycled" },
      { id: "disposed", label: "Safely disposed" },
    ],
  },
);

export const P2: Question[] = [
  {
    id: "P2-E1",
    section: "C",
    principle: "P2",
    indicator: "essential",
    number: "E1",
    title:
      "Percentage of R&D and capital expenditure (capex) investments in specific technologies to improve the environmental and social impacts of product and processes to total R&D and capex investments made by the entity, respectively",
    items: [
      e1,
      narrative(
        "P2-E1-RD-DETAILS",
        "R&D on sustainable technologies: details of improvements in environmental and social impacts",
        "R&D: details of improvements in environmental and social impacts",
      ),
      narrative(
        "P2-E1-CAPEX-DETAILS",
        "Capex on sustainable technologies: details of improvements in environmental and social impacts",
        "Capex: details of improvements in environmental and social impacts",
      ),
    ],
  },
  {
    id: "P2-E2",
    section: "C",
    principle: "P2",
    indicator: "essential",
    number: "E2",
    title: "(a) Does the entity have procedures in place for sustainable sourcing? (Yes/No) (b) If yes, what percentage of inputs were sourced sustainably?",
    items: [
      field(yesNo("P2-E2a", "Procedures for sustainable sourcing", ENV), "a. Procedures in place for sustainable sourcing? (Yes/No)"),
      field(num("P2-E2b", "Inputs sourced sustainably (%)", "%", "stock", ENV, { required: false }), "b. If yes, percentage of inputs sourced sustainably"),
    ],
  },
  {
    id: "P2-E3",
    section: "C",
    principle: "P2",
    indicator: "essential",
    number: "E3",
    title:
      "Describe the processes in place to safely reclaim your products for reusing, recycling and disposing at the end of life, for (a) Plastics (including packaging) (b) E-waste (c) Hazardous waste and (d) other waste",
    items: [
      narrative("P2-E3a", "Processes to reclaim products at end of life: plastics (including packaging)", "(a) Plastics (including packaging)"),
      narrative("P2-E3b", "Processes to reclaim products at end of life: e-waste", "(b) E-waste"),
      narrative("P2-E3c", "Processes to reclaim products at end of life: hazardous waste", "(c) Hazardous waste"),
      narrative("P2-E3d", "Processes to reclaim products at end of life: other waste", "(d) Other waste"),
    ],
  },
  {
    id: "P2-E4",
    section: "C",
    principle: "P2",
    indicator: "essential",
    number: "E4",
    title:
      "Whether Extended Producer Responsibility (EPR) is applicable to the entity's activities (Yes/No). If yes, whether the waste collection plan is in line with the EPR plan submitted to Pollution Control Boards? If not, provide steps taken to address the same.",
    items: [
      field(yesNo("P2-E4-EPR", "Extended Producer Responsibility applicable", ENV), "EPR applicable? (Yes/No)"),
      narrative(
        "P2-E4-DETAILS",
        "Waste collection plan in line with the EPR plan, or steps taken",
        "If yes, whether the waste collection plan is in line with the EPR plan submitted to Pollution Control Boards; if not, steps taken",
        false,
      ),
    ],
  },
  {
    id: "P2-L1",
    section: "C",
    principle: "P2",
    indicator: "leadership",
    number: "L1",
    title:
      "Has the entity conducted Life Cycle Perspective / Assessments (LCA) for any of its products (for manufacturing industry) or for its services (for service industry)? If yes, provide details.",
    items: [
      rowTable(
        "P2-L1",
        "Life cycle assessment",
        ENV,
        [
          col("NIC", "NIC Code"),
          col("PRODUCT", "Name of Product / Service"),
          numCol("TURNOVER_PCT", "% of total Turnover contributed", "%"),
          col("BOUNDARY", "Boundary for which the Life Cycle Perspective / Assessment was conducted"),
          yesNoCol("EXTERNAL", "Whether conducted by independent external agency (Yes/No)"),
          yesNoCol("PUBLIC", "Results communicated in public domain (Yes/No)"),
          col("LINK", "If yes, provide the web-link", { required: false }),
        ],
        { legacy: text("P2-L1", "Life cycle assessments of products or services", ENV) },
      ),
    ],
  },
  {
    id: "P2-L2",
    section: "C",
    principle: "P2",
    indicator: "leadership",
    number: "L2",
    title:
      "If there are any significant social or environmental concerns and/or risks arising from production or disposal of your products / services, as identified in the LCA or through any other means, briefly describe the same along-with action taken to mitigate the same",
    items: [
      rowTable(
        "P2-L2",
        "Product risk",
        ENV,
        [col("PRODUCT", "Name of Product / Service"), col("RISK", "Description of the risk / concern"), col("ACTION", "Action Taken")],
        { legacy: text("P2-L2", "Significant social or environmental risks from products or services", ENV) },
      ),
    ],
  },
  {
    id: "P2-L3",
    section: "C",
    principle: "P2",
    indicator: "leadership",
    number: "L3",
    title:
      "Percentage of recycled or reused input material to total material (by value) used in production (for manufacturing industry) or providing services (for service industry)",
    items: [
      narrative("P2-L3-MATERIAL", "Recycled or re-used input material: materials indicated", "Indicate input material", false),
      field(
        num("P2-L3-PCT", "Recycled or re-used input material to total material (% by value)", "%", "stock", ENV, { required: false }),
        "Recycled or re-used input material to total material (%)",
        ["cy", "py"],
      ),
    ],
  },
  {
    id: "P2-L4",
    section: "C",
    principle: "P2",
    indicator: "leadership",
    number: "L4",
    title: "Of the products and packaging reclaimed at end of life of products, amount (in metric tonnes) reused, recycled, and safely disposed",
    items: [l4],
  },
  {
    id: "P2-L5",
    section: "C",
    principle: "P2",
    indicator: "leadership",
    number: "L5",
    title: "Reclaimed products and their packaging materials (as percentage of products sold) for each product category",
    items: [
      rowTable(
        "P2-L5",
        "Reclaimed product category",
        ENV,
        [
          col("CATEGORY", "Indicate product category"),
          numCol("PCT", "Reclaimed products and their packaging materials as % of total products sold in respective category", "%"),
        ],
        { legacy: text("P2-L5", "Reclaimed products and packaging as % of products sold, by product category", ENV) },
      ),
    ],
  },
];
