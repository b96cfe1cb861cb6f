/**
 * File names of everything the product exports: the company's name, what the file is, and the
 * financial year it covers (`Sahyadri_Steel_Alloys_BRSR_FY2024-25.pdf`), so a consultant's
 * downloads folder of several clients and years can be told apart.
 */

// Legal forms add nothing to tell clients apart and make names long.
const LEGAL_FORM = /\s*\b(?:ltd\.?|limited|pvt\.?|private|llp|inc\.?|corp\.?|co\.)\s*$/i;

/** The company's name as a file name part: ASCII letters and digits, the rest as '_' ('Company' when nothing is left). */
export function companyFilePart(name: string): string {
  let text = name.trim();
  for (let i = 0; i < 3 && LEGAL_FORM.test(text); i++) text = text.replace(LEGAL_FORM, "");
  // Content-Disposition's plain filename is ASCII: a name in another script falls back to 'Company'.
  const base = text.replace(/[^A-Za-z0-9]+/g, "_").replace(/^_+|_+$/g, "");
  return base || "Company";
}

/** `<Company>_<Kind>_FY<year id>.<ext>`; without a year, `<Company>_<Kind>.<ext>`. */
export function exportFileNameFor(companyName: string, kind: string, fyId: string | null, ext: string): string {
  return `${companyFilePart(companyName)}_${kind}${fyId ? `_FY${fyId}` : ""}.${ext}`;
}
