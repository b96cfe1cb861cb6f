/**
 * Principle 7 — businesses, when engaging in influencing public and regulatory policy, should do so
 * in a manner that is responsible and transparent ([V: A2] in ../shared/BRSR_FORMAT.md §4, P7).
 */
import { col, field, num, rowTable, text, yesNoCol } from "./build";
import type { Question } from "./types";

const GOV = "governance" as const;

export const P7: Question[] = [
  {
    id: "P7-E1",
    section: "C",
    principle: "P7",
    indicator: "essential",
    number: "E1",
    title:
      "(a) Number of affiliations with trade and industry chambers / associations; (b) list the top 10 trade and industry chambers / associations (determined based on the total members of such body) the entity is a member of / affiliated to",
    items: [
      field(
        num("P7-E1a", "Trade and industry chamber affiliations", "count", "stock", GOV),
        "a. Number of affiliations with trade and industry chambers / associations",
      ),
      rowTable(
        "P7-E1b",
        "Trade and industry chamber",
        GOV,
        [
          col("NAME", "Name of the trade and industry chambers / associations"),
          col("REACH", "Reach of trade and industry chambers / associations (State / National)", { options: ["State", "National"] }),
        ],
        { maxRows: 10, legacy: text("P7-E1b", "Top 10 trade and industry chambers / associations", GOV) },
      ),
    ],
  },
  {
    id: "P7-E2",
    section: "C",
    principle: "P7",
    indicator: "essential",
    number: "E2",
    title:
      "Provide details of corrective action taken or underway on any issues related to anti-competitive conduct by the entity, based on adverse orders from regulatory authorities",
    items: [
      rowTable(
        "P7-E2",
        "Anti-competitive conduct order",
        GOV,
        [col("AUTHORITY", "Name of authority"), col("CASE", "Brief of the case"), col("ACTION", "Corrective action taken")],
        { legacy: text("P7-E2", "Corrective action on anti-competitive conduct (adverse orders)", GOV) },
      ),
    ],
  },
  {
    id: "P7-L1",
    section: "C",
    principle: "P7",
    indicator: "leadership",
    number: "L1",
    title: "Details of public policy positions advocated by the entity",
    items: [
      rowTable(
        "P7-L1",
        "Public policy position",
        GOV,
        [
          col("POLICY", "Public policy advocated"),
          col("METHOD", "Method resorted for such advocacy"),
          yesNoCol("PUBLIC", "Whether information available in public domain? (Yes/No)"),
          col("FREQUENCY", "Frequency of Review by Board (Annually / Half yearly / Quarterly / Others – please specify)"),
          col("LINK", "Web Link, if available", { required: false }),
        ],
        { legacy: text("P7-L1", "Public policy positions advocated", GOV) },
      ),
    ],
  },
];
