import type { CompanyRole } from "@/lib/auth/access-table";

/**
 * The caller's role in the company (null: an admin reading a company they are not a member of).
 * Its own module: the button loads the dialog lazily and the dialog reads the role, so neither
 * imports the other.
 */
export type EvidenceRole = CompanyRole | null;
