/**
 * Numbers are shown the Indian way (decisions D16: 1,23,45,678.9, ₹1,23,456). Every figure on a
 * screen, in a message or in an export is formatted here; only the grouping rule and the
 * precision differ between callers.
 */
const LOCALE = "en-IN";

const formats = new Map<string, Intl.NumberFormat>();

// Intl.NumberFormat is slow to build and tables format thousands of cells.
function indian(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, options);
    formats.set(key, format);
  }
  return format;
}

/** Up to `maxDecimals` decimals, trailing zeros dropped: 1234567.891 → '12,34,567.89'. */
export function formatNumber(value: number, maxDecimals = 2): string {
  return indian({ maximumFractionDigits: maxDecimals }).format(value);
}

/**
 * A whole count: 1234567 → '12,34,567'. A whole number not below zero is grouped here, the same
 * text as Intl's: a report annex formats two counts for each of up to 1,00,000 rows, and Intl took
 * a fifth of a second for them (tests/unit/brsr-annex-speed.test.ts compares the two).
 */
export function formatCount(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) return indian({ maximumFractionDigits: 0 }).format(value);
  const digits = String(value);
  if (digits.length <= 3) return digits;
  // The last three digits, then pairs: 1,23,45,678.
  let out = digits.slice(-3);
  let end = digits.length - 3;
  for (; end > 2; end -= 2) out = `${digits.slice(end - 2, end)},${out}`;
  return `${digits.slice(0, end)},${out}`;
}

/** Exactly `decimals` decimals (calculator results line up in columns): 1234567.5 → '12,34,567.50'. */
export function formatFixed(value: number, decimals: number): string {
  // -0 would print as '-0.00'.
  return indian({ minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value === 0 ? 0 : value);
}

/** `digits` significant digits (emission factors, small ratios): 0.000123456 → '0.0001235' for 4. */
export function formatSignificant(value: number, digits: number): string {
  return indian({ maximumSignificantDigits: digits }).format(value);
}

/**
 * A reported figure: two decimals from 1 up, four significant digits below 1, where two decimals
 * would print 0.00 (intensities per rupee of turnover).
 */
export function formatFigureNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  return Math.abs(value) >= 1 || value === 0 ? formatNumber(value, 2) : formatSignificant(value, 4);
}

/** A share: 12.345 → '12.3%'. */
export function formatPercent(value: number, maxDecimals = 1): string {
  return `${formatNumber(value, maxDecimals)}%`;
}

/** Short axis labels: 1234567 → '12L'. */
export function formatCompact(value: number): string {
  return indian({ notation: "compact", maximumFractionDigits: 1 }).format(value);
}

/** Rupees: 9999 → '₹9,999', 0.5 → '₹0.5'. */
export function formatRupees(rupees: number, maxDecimals = 2): string {
  return indian({ style: "currency", currency: "INR", minimumFractionDigits: 0, maximumFractionDigits: maxDecimals }).format(rupees);
}

/** Amounts the payment gateway counts in paise, shown as rupees: 999900 → '₹9,999'. */
export function formatPaise(paise: number): string {
  return formatRupees(paise / 100);
}

/** Short rupee axis labels from paise: ₹1.2L, ₹3Cr. */
export function formatPaiseCompact(paise: number): string {
  return indian({ style: "currency", currency: "INR", notation: "compact", maximumFractionDigits: 1 }).format(paise / 100);
}

// Bare numbers as machines write them ('96050.700', '1234567', '-3.50'): the ones to regroup.
const BARE_NUMBER = /^[-\u2212]?\d+(?:\.\d+)?$|^[-\u2212]?\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;

/**
 * A stored value as it is shown (decisions D16): a bare number in Indian grouping with trailing
 * zeros dropped ('96050.700' → '96,050.7', '1,234,567' → '12,34,567'); anything else as typed
 * ('₹ 5,00,000', '2.6 crore', 'Adopted in 2024'). Display only: the stored text stays as entered.
 */
export function displayValue(value: string): string {
  const text = value.trim();
  if (!BARE_NUMBER.test(text)) return value;
  const n = Number(text.replace(/,/g, "").replace("\u2212", "-"));
  if (!Number.isFinite(n)) return value;
  const decimals = /\.(\d+)$/.exec(text)?.[1].replace(/0+$/, "").length ?? 0;
  return formatNumber(n, Math.min(decimals, 20));
}
