/**
 * Value-chain scoping and attribution (pure; the browser imports it too). SEBI's rules as
 * BRSR_FORMAT.md §5.5 records them (28 March 2025 circular, believed from secondary summaries):
 * value-chain partners are the upstream and downstream partners that individually account for
 * 2 % or more of purchases or sales by value; the disclosure may be limited to partners covering
 * 75 % of purchases and of sales, and states the coverage.
 */

export const SIDES = ["upstream", "downstream"] as const;
export type Side = (typeof SIDES)[number];

export const SIDE_LABELS: Record<Side, string> = { upstream: "Upstream (purchases)", downstream: "Downstream (sales)" };

/** A partner is a value-chain partner at this share of purchases (or sales) or more, in %. */
export const THRESHOLD_PCT = 2;
/** The default chosen set covers at least this share of each side, in %. */
export const COVERAGE_PCT = 75;

export type ScopeInput = { id: string; name: string; side: Side; amount: number; added: boolean };

export type ScopedPartner = ScopeInput & {
  /** % of the side's total; null while the total is unknown. */
  share: number | null;
  /** At or above the 2 % threshold. */
  valueChain: boolean;
  /** % covered by this partner and every larger one of its side (null without a total). */
  cumulative: number | null;
  /** In the disclosure: the default set, or added by the company. */
  chosen: boolean;
};

export type SideScope = {
  side: Side;
  total: number | null;
  /** Largest first (ties by name). */
  partners: ScopedPartner[];
  valueChainCount: number;
  chosenCount: number;
  /** % of the side's total that the chosen partners account for (null without a total). */
  coverage: number | null;
  /** The chosen set reaches 75 % of the side. */
  meetsCoverage: boolean;
};

export type ScopeError = { partner: string; detail: string };

const round = (n: number, d = 2) => Math.round(n * 10 ** d) / 10 ** d;

/**
 * The partners above the total of their side: a share over 100 % is an error naming them
 * (the total or the partner's value is wrong).
 */
export function shareErrors(
  partners: readonly Pick<ScopeInput, "name" | "side" | "amount">[],
  totals: { purchases: number | null; sales: number | null },
): ScopeError[] {
  const out: ScopeError[] = [];
  for (const p of partners) {
    const total = p.side === "upstream" ? totals.purchases : totals.sales;
    if (total !== null && p.amount > total) {
      out.push({
        partner: p.name,
        detail: `${p.name}: ${p.side === "upstream" ? "purchases from it" : "sales to it"} (₹${p.amount}) exceed the total ${p.side === "upstream" ? "purchases" : "sales"} (₹${total}), a share above 100 %`,
      });
    }
  }
  return out;
}

/**
 * One side's scope: each partner's share and flag, largest first with the cumulative coverage,
 * and the chosen set — by default the fewest value-chain partners (largest first) whose values
 * reach 75 % of the side; all of them when they do not reach it — plus any partner the company
 * added. Ties in value are broken by name, so the choice is stable.
 */
export function scopeSide(side: Side, total: number | null, partners: readonly ScopeInput[]): SideScope {
  const mine = partners.filter((p) => p.side === side).sort((a, b) => b.amount - a.amount || a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  const known = total !== null && total > 0;
  let running = 0;
  let covered = 0;
  let reached = false;
  const out: ScopedPartner[] = mine.map((p) => {
    running += p.amount;
    const share = known ? (p.amount / total) * 100 : null;
    const valueChain = share !== null && share >= THRESHOLD_PCT - 1e-9;
    let byDefault = false;
    if (valueChain && !reached) {
      byDefault = true;
      covered += p.amount;
      reached = (covered / total!) * 100 >= COVERAGE_PCT - 1e-9;
    }
    return {
      ...p,
      share: share === null ? null : round(share, 4),
      valueChain,
      cumulative: known ? round((running / total) * 100, 4) : null,
      chosen: byDefault || p.added,
    };
  });
  const chosenValue = out.filter((p) => p.chosen).reduce((s, p) => s + p.amount, 0);
  const coverage = known ? round((chosenValue / total) * 100, 2) : null;
  return {
    side,
    total,
    partners: out,
    valueChainCount: out.filter((p) => p.valueChain).length,
    chosenCount: out.filter((p) => p.chosen).length,
    coverage,
    meetsCoverage: coverage !== null && coverage >= COVERAGE_PCT - 1e-9,
  };
}

/** Both sides' scope from the year's totals (purchases for upstream, sales for downstream). */
export function scope(partners: readonly ScopeInput[], totals: { purchases: number | null; sales: number | null }): Record<Side, SideScope> {
  return { upstream: scopeSide("upstream", totals.purchases, partners), downstream: scopeSide("downstream", totals.sales, partners) };
}

/**
 * The figure attributable to the company's business with a partner, from the partner's own total
 * and the share of it attributable (0–100 %): e.g. 12,000 tCO2e of which 25 % → 3,000 tCO2e.
 */
export function attributed(partnerTotal: number, sharePct: number): number {
  if (!Number.isFinite(partnerTotal) || partnerTotal < 0) throw new RangeError("The partner's total must be a number, zero or more");
  if (!Number.isFinite(sharePct) || sharePct < 0 || sharePct > 100) throw new RangeError("The share attributable must be between 0 and 100 %");
  return (partnerTotal * sharePct) / 100;
}

/** A %-figure over partners, weighted by each partner's value of business (null without any). */
export function weightedShare(parts: readonly { value: number; weight: number }[]): number | null {
  const w = parts.reduce((s, p) => s + p.weight, 0);
  if (!parts.length || w <= 0) return null;
  return parts.reduce((s, p) => s + p.value * p.weight, 0) / w;
}

/** Green credits of the top ten partners of a side by value of business (P6 Leadership 8(b)): null when none of them has answered. */
export function topTenCredits(partners: readonly { amount: number; name: string; credits: number | null }[]): {
  value: number | null;
  answered: number;
  ranked: number;
} {
  const top = [...partners].sort((a, b) => b.amount - a.amount || a.name.localeCompare(b.name)).slice(0, 10);
  const given = top.filter((p) => p.credits !== null);
  return { value: given.length ? given.reduce((s, p) => s + p.credits!, 0) : null, answered: given.length, ranked: top.length };
}

/**
 * A ledger (partner, side, value rows, as in a purchase or sales register) summed per partner and
 * side; a side other than upstream/downstream (or purchase/sale, supplier/customer) is an error
 * naming the row.
 */
export function sumLedger(rows: readonly { name: string; side: string; value: number }[]): {
  partners: { name: string; side: Side; amount: number }[];
  errors: string[];
} {
  const sums = new Map<string, { name: string; side: Side; amount: number }>();
  const errors: string[] = [];
  rows.forEach((r, i) => {
    const side = sideOf(r.side);
    const name = r.name.trim();
    if (!name) return void errors.push(`rows.${i}: the partner's name is empty`);
    if (!side) return void errors.push(`rows.${i}: ${name} has no side (upstream or downstream)`);
    if (!Number.isFinite(r.value) || r.value < 0) return void errors.push(`rows.${i}: ${name}'s value must be a number, zero or more`);
    const key = `${side}|${name.toLowerCase()}`;
    const held = sums.get(key);
    if (held) held.amount += r.value;
    else sums.set(key, { name, side, amount: r.value });
  });
  return { partners: [...sums.values()], errors };
}

/** A side as a ledger may write it. */
export function sideOf(text: string): Side | null {
  const t = text.trim().toLowerCase();
  if (["upstream", "purchase", "purchases", "supplier", "vendor"].includes(t)) return "upstream";
  if (["downstream", "sale", "sales", "customer", "buyer", "distributor", "dealer"].includes(t)) return "downstream";
  return null;
}
