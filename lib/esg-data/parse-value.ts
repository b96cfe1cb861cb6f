// The number reader sits in the kernel (lib/numbers, docs/ARCHITECTURE.md "Floors"), the stored
// value's display in lib/format; this path stays for the callers not yet moved to them.
export { parseNumericValue, SCALE_WORDS } from "@/lib/numbers/read";
export { readFigure } from "@/lib/numbers/figure";
export { displayValue } from "@/lib/format/numbers";
