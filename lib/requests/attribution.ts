/**
 * A partner's "totals plus share" answer (pure; the browser imports it too): the partner's own total
 * for a KPI and the share (%) of it attributable to its business with the company; the attributed
 * figure is total × share ÷ 100, computed exactly on the decimal digits typed (scaled integers, no
 * binary fractions: 0.1 × 33.3 % is 0.0333, not 0.033299999…). Both inputs are kept with the figure
 * in its notes (`attributionNote`), which `readAttribution` reads back for the form.
 */

export type Attribution = { total: string; share: string };

const DECIMAL = /^\d+(\.\d+)?$/;

/** A typed decimal with Indian or Western grouping ('12,000.5') as [digits, decimal places]; null when it is not one. */
function scaled(text: string): [bigint, number] | null {
  const t = text.trim().replace(/,/g, "");
  if (!DECIMAL.test(t)) return null;
  const [whole, frac = ""] = t.split(".");
  return [BigInt(whole + frac), frac.length];
}

/** A scaled integer as plain decimal text, without trailing zeros ('3000', '0.0333'). */
function plain(digits: bigint, places: number): string {
  const s = digits.toString().padStart(places + 1, "0");
  if (!places) return s;
  const out = `${s.slice(0, -places)}.${s.slice(-places)}`.replace(/0+$/, "").replace(/\.$/, "");
  return out;
}

export type AttributionResult = { ok: true; value: string } | { ok: false; detail: string };

/** The attributed figure, as plain decimal text: total × share ÷ 100, exact. */
export function attributedFigure(total: string, share: string): AttributionResult {
  const t = scaled(total);
  if (!t) return { ok: false, detail: "The partner's total must be a number, zero or more" };
  const s = scaled(share);
  if (!s) return { ok: false, detail: "The share attributable must be a number between 0 and 100 %" };
  // share ≤ 100: compare s.digits / 10^s.places with 100.
  if (s[0] > 100n * 10n ** BigInt(s[1])) return { ok: false, detail: "The share attributable must be between 0 and 100 %" };
  // total × share ÷ 100 = (t × s) / 10^(tp + sp + 2)
  return { ok: true, value: plain(t[0] * s[0], t[1] + s[1] + 2) };
}

const NOTE = /^Attributed: (\d[\d,]*(?:\.\d+)?) % of the partner's total of (\d[\d,]*(?:\.\d+)?)/;

/** The note kept with an attributed figure, naming both inputs. */
export function attributionNote(a: Attribution): string {
  return `Attributed: ${a.share.trim()} % of the partner's total of ${a.total.trim()}`;
}

/**
 * The note kept with a figure a partner gave directly as the part attributable to the company (no
 * total and share typed), so that the figure still says what it is; readAttribution finds no inputs in it.
 */
export const DIRECT_ATTRIBUTION_NOTE = "Attributed figure: given directly by the partner as the part attributable to its business with the company";

/** Both inputs from a figure's notes (null when the figure was given directly). */
export function readAttribution(notes: string | null | undefined): Attribution | null {
  const m = NOTE.exec(notes ?? "");
  return m ? { share: m[1], total: m[2] } : null;
}
