import { formatRupees } from "@/lib/payments/plans";

export { formatRupees };

const count = new Intl.NumberFormat("en-IN");
export const formatCount = (n: number) => count.format(n);

const dateTime = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short" });
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

const date = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium" });
export const formatDate = (iso: string) => date.format(new Date(iso));

const monthLabel = new Intl.DateTimeFormat("en-IN", { month: "short", year: "2-digit", timeZone: "UTC" });
/** "2026-11" → "Nov 26". */
export function formatMonth(key: string): string {
  const [year, month] = key.split("-").map(Number);
  return monthLabel.format(new Date(Date.UTC(year, month - 1, 1)));
}

const compactRupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", notation: "compact", maximumFractionDigits: 1 });
/** Axis ticks: paise as short rupees the Indian way (₹1.2L, ₹3Cr). */
export const formatRupeesCompact = (paise: number) => compactRupees.format(paise / 100);
