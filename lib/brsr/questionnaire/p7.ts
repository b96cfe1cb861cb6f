/**
 * Principle 7 — businesses, when engaging in influencing public and regulatory policy, should do so
 * in a manner that is responsible and transparent ([V: A2] in ../shared/BRSR_FORMAT.md §4, P7).
 */
import { field, num, text } from "./build";
import type { Question } from "./types";

const GOV = "governance" as const;

const narrative = (key: string, metric: string, label: string, required = true) => field(text(key, metric, GOV, required ? {} : { required: false }), label);

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
      narrative("P7-E1b", "Top 10 trade and industry chambers / associations", "b. Up to ten chambers / associations: name, and reach (State / National)"),
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
      narrative(
        "P7-E2",
        "Corrective action on anti-competitive conduct (adverse orders)",
        "For each adverse order: name of authority, brief of the case, corrective action taken (or 'None')",
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
      narrative(
        "P7-L1",
        "Public policy positions advocated",
        "For each position: public policy advocated, method resorted for such advocacy, whether information available in public domain (Yes/No), frequency of review by Board (Annually / Half yearly / Quarterly / Others – please specify), web link if available (or 'None')",
        false,
      ),
    ],
  },
];
