import { describe, expect, it } from "vitest";
import { CORE_KEYS } from "@/lib/brsr/core";
import { QUESTIONNAIRE } from "@/lib/frameworks/questionnaire";
import type { YearSlot } from "@/lib/frameworks/questionnaire/types";

/** The years each cell is asked for, from the question item that holds it. */
function yearsByCell(): Map<string, readonly YearSlot[]> {
  const out = new Map<string, readonly YearSlot[]>();
  for (const q of QUESTIONNAIRE)
    for (const item of q.items) {
      if (item.kind === "field") out.set(item.cell.key, item.years);
      else if (item.kind === "table") for (const r of item.rows) for (const c of Object.values(r.cells)) out.set(c.key, item.years);
    }
  return out;
}

describe("BRSR Core KPIs", () => {
  it("are asked for the current and the previous year, as the Core table prints both", () => {
    const years = yearsByCell();
    const onlyCurrent = CORE_KEYS.filter((k) => years.has(k) && !years.get(k)!.includes("py"));
    expect(onlyCurrent).toEqual([]);
    expect(years.get("P9-E7-NUMBER")).toEqual(["cy", "py"]);
  });
});
