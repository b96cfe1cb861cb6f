import { EDITORS, ROLE_LABELS, roleAllows, type CompanyRole } from "@/lib/auth/access-table";

/**
 * Whether the caller may change figures, and if not the sentence that says so. An unknown role
 * (a screen given a company without one) is left to the server to refuse.
 */
export function figureEditing(role: CompanyRole | null | undefined): { canEdit: true } | { canEdit: false; message: string } {
  if (role === undefined || (role !== null && roleAllows(EDITORS, role))) return { canEdit: true };
  const label = role ? ROLE_LABELS[role] : "Administrator";
  return { canEdit: false, message: `Your role (${label}) can read but not change figures` };
}
