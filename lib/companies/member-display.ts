import type { CompanyRole } from "./roles";

// What the Team screen and the invitation page show about a member, kept apart from the member
// schemas so that the invitation page does not load zod for two strings (decisions D30).

/** One line per role, for the role pickers (decisions D20). */
export const ROLE_DESCRIPTIONS: Record<CompanyRole, string> = {
  owner: "Everything, including members, deletion and locking years.",
  reviewer: "Approves or rejects figures, locks and reopens years, reads all.",
  editor: "Enters and edits data, submits it for review, attaches evidence.",
  viewer: "Reads only.",
  assurer: "Reads, comments and requests evidence, until the date you set.",
  contributor: "Fills only the cells of the data requests sent to them, for their unit and year.",
};

/** 'r***@example.com': enough for the invitee to recognise the address, not to learn it. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf("@");
  if (at < 1) return "***";
  return `${address[0]}***${address.slice(at)}`;
}
