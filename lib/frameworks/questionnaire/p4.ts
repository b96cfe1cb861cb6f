/**
 * Principle 4 — businesses should respect the interests of and be responsive to all its
 * stakeholders ([V: A2] in ../shared/BRSR_FORMAT.md §4, P4). All narrative: E2's stakeholder table
 * has one row per group the entity names.
 */
import { col, field, rowTable, text, yesNo, yesNoCol } from "./build";
import type { Question } from "./types";

const SOC = "social" as const;

const narrative = (key: string, metric: string, label: string, required = true) => field(text(key, metric, SOC, required ? {} : { required: false }), label);

/** The XBRL enumeration of channels (BRSR_FORMAT.md §7.2, `TypeOfCommunication`). */
const COMMUNICATION_CHANNELS = ["E-mail", "SMS", "Newspaper", "Pamphlets", "Advertisement", "Community Meetings", "Notice Board", "Website", "Other"] as const;

export const P4: Question[] = [
  {
    id: "P4-E1",
    section: "C",
    principle: "P4",
    indicator: "essential",
    number: "E1",
    title: "Describe the processes for identifying key stakeholder groups of the entity",
    items: [narrative("P4-E1", "Processes for identifying key stakeholder groups", "Processes")],
  },
  {
    id: "P4-E2",
    section: "C",
    principle: "P4",
    indicator: "essential",
    number: "E2",
    title: "List stakeholder groups identified as key for your entity and the frequency of engagement with each stakeholder group",
    items: [
      rowTable(
        "P4-E2",
        "Stakeholder group",
        SOC,
        [
          col("GROUP", "Stakeholder Group"),
          yesNoCol("VULNERABLE", "Whether identified as Vulnerable & Marginalized Group (Yes/No)"),
          col("CHANNEL", "Channels of communication", { options: COMMUNICATION_CHANNELS }),
          col("FREQUENCY", "Frequency of engagement (Annually / Half yearly / Quarterly / others – please specify)"),
          col("PURPOSE", "Purpose and scope of engagement including key topics and concerns raised during such engagement"),
        ],
        { legacy: text("P4-E2", "Stakeholder groups engaged", SOC) },
      ),
    ],
  },
  {
    id: "P4-L1",
    section: "C",
    principle: "P4",
    indicator: "leadership",
    number: "L1",
    title:
      "Provide the processes for consultation between stakeholders and the Board on economic, environmental, and social topics or if consultation is delegated, how is feedback from such consultations provided to the Board",
    items: [narrative("P4-L1", "Consultation between stakeholders and the Board", "Processes for consultation, or how feedback reaches the Board", false)],
  },
  {
    id: "P4-L2",
    section: "C",
    principle: "P4",
    indicator: "leadership",
    number: "L2",
    title:
      "Whether stakeholder consultation is used to support the identification and management of environmental, and social topics (Yes/No). If so, provide details of instances as to how the inputs received from stakeholders on these topics were incorporated into policies and activities of the entity.",
    items: [
      field(
        yesNo("P4-L2-USED", "Stakeholder consultation used to identify and manage environmental and social topics", SOC, { required: false }),
        "Stakeholder consultation used? (Yes/No)",
      ),
      narrative(
        "P4-L2-DETAILS",
        "Stakeholder inputs incorporated into policies and activities",
        "If so, instances of stakeholder inputs incorporated into policies and activities",
        false,
      ),
    ],
  },
  {
    id: "P4-L3",
    section: "C",
    principle: "P4",
    indicator: "leadership",
    number: "L3",
    title: "Provide details of instances of engagement with, and actions taken to, address the concerns of vulnerable / marginalized stakeholder groups",
    items: [narrative("P4-L3", "Engagement with vulnerable or marginalised stakeholder groups", "Instances of engagement and actions taken", false)],
  },
];
