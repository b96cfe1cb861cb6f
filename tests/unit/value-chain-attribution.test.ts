import { describe, expect, it } from "vitest";
import { attributedFigure, attributionNote, readAttribution } from "@/lib/requests/attribution";

describe("a partner's totals plus share (lib/value-chain/attribution.ts)", () => {
  it("attributes total × share ÷ 100", () => {
    expect(attributedFigure("12,000", "25")).toEqual({ ok: true, value: "3000" });
    expect(attributedFigure("2,65,000", "12.5")).toEqual({ ok: true, value: "33125" });
    expect(attributedFigure("840", "100")).toEqual({ ok: true, value: "840" });
    expect(attributedFigure("840", "0")).toEqual({ ok: true, value: "0" });
  });

  it("is exact on decimals where binary floating point is not", () => {
    // In floating point 3 × 33.33 ÷ 100 is 0.9998999999999999 and 19.99 × 15 ÷ 100 is 2.9984999999999995.
    expect((3 * 33.33) / 100).not.toBe(0.9999);
    expect(attributedFigure("19.99", "15")).toEqual({ ok: true, value: "2.9985" });
    expect(attributedFigure("0.1", "33.3")).toEqual({ ok: true, value: "0.0333" });
    expect(attributedFigure("1234.56", "7.25")).toEqual({ ok: true, value: "89.5056" });
    expect(attributedFigure("3", "33.33")).toEqual({ ok: true, value: "0.9999" });
  });

  it("refuses a share above 100 %, negatives and text", () => {
    expect(attributedFigure("100", "100.01")).toMatchObject({ ok: false, detail: expect.stringContaining("between 0 and 100") });
    expect(attributedFigure("-5", "10")).toMatchObject({ ok: false, detail: expect.stringContaining("total") });
    expect(attributedFigure("100", "ten")).toMatchObject({ ok: false, detail: expect.stringContaining("share") });
    expect(attributedFigure("", "10")).toMatchObject({ ok: false });
  });

  it("keeps both inputs in the figure's note and reads them back", () => {
    const note = attributionNote({ total: "12,000", share: "25" });
    expect(note).toBe("Attributed: 25 % of the partner's total of 12,000");
    expect(readAttribution(note)).toEqual({ total: "12,000", share: "25" });
    expect(readAttribution("Given directly")).toBeNull();
    expect(readAttribution(null)).toBeNull();
  });
});
