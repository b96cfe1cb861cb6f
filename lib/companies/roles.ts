// Pure data: imported by the browser as well as the server.

/**
 * decisions D20's roles (lib/companies/members.ts keeps the members, lib/auth/access-table.ts says
 * what each may call): owner — everything, members, deletion, locking; reviewer — approves or
 * rejects figures, locks and reopens years, reads all; editor — enters and edits data, submits
 * it, attaches evidence; viewer — reads; assurer — reads, requests evidence and comments, until
 * the date the owner set; contributor — a plant manager or the like, who sees and writes only the
 * cells of the data requests assigned to them (lib/requests) and reaches no other route: an entry
 * without `roles` means every role but this one.
 */
export const COMPANY_ROLES = ["owner", "reviewer", "editor", "viewer", "assurer", "contributor"] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

export const ROLE_LABELS: Record<CompanyRole, string> = {
  owner: "Owner",
  reviewer: "Reviewer",
  editor: "Editor",
  viewer: "Viewer",
  assurer: "Assurer",
  contributor: "Contributor",
};

/** A role that reaches only the routes that name it (a contributor): never covered by an entry without `roles`. */
export const NARROW_ROLES: readonly CompanyRole[] = ["contributor"];

/** Who approves, rejects, locks and reopens (the access table names them for its routes; data requests for their review). */
export const REVIEWERS = ["owner", "reviewer"] as const satisfies readonly CompanyRole[];
