import { describe, expect, it } from "vitest";
import { checklistExportText } from "@/lib/checklist/export";
import { getIndustryChecklist } from "@/lib/checklist/industry-checklists";
import {
  formatCompact,
  formatCount,
  formatDate,
  formatDateTime,
  formatFigureNumber,
  formatFixed,
  formatLongDate,
  formatMonthKey,
  formatNumber,
  formatPaise,
  formatPaiseCompact,
  formatPercent,
  formatRupees,
  formatSignificant,
  indianDay,
} from "@/lib/format";
import { currentFiscalYear } from "@/lib/periods";

describe("dates: UTC in storage, India's clock on display", () => {
  // 20:00 UTC on 31 March is 01:30 on 1 April in India.
  const lateEvening = "2025-03-31T20:00:00.000Z";

  it("shows a timestamp after 18:30 UTC on the next day, whatever the machine's zone", () => {
    expect(formatDate(lateEvening)).toBe("1 Apr 2025");
    expect(formatLongDate(lateEvening)).toBe("1 April 2025");
    expect(formatDateTime(lateEvening)).toBe("1 Apr 2025, 1:30 am");
    expect(indianDay(lateEvening)).toBe("2025-04-01");
  });

  it("keeps the day up to 18:29 UTC", () => {
    expect(formatDate("2025-03-31T18:29:59.999Z")).toBe("31 Mar 2025");
    expect(indianDay(new Date("2025-03-31T18:29:59.999Z"))).toBe("2025-03-31");
    expect(formatDate(Date.parse("2025-03-31T18:30:00.000Z"))).toBe("1 Apr 2025");
  });

  it("agrees across the screens and the export that show one moment", () => {
    const list = getIndustryChecklist("Retail");
    const text = checklistExportText({
      companyName: "Kirana Mart",
      checklist: list,
      itemsCompleted: [],
      exportedAt: new Date(lateEvening),
      lastUpdated: lateEvening,
    });
    expect(text).toContain(`Exported: ${formatDate(lateEvening)}\nLast updated: ${formatDate(lateEvening)}`);
    expect(formatDateTime(lateEvening).startsWith(formatDate(lateEvening))).toBe(true);
    // The running financial year turns with India's day too.
    expect(currentFiscalYear(new Date(lateEvening)).label).toBe("FY 2025-26");
    expect(currentFiscalYear(new Date("2025-03-31T18:00:00.000Z")).label).toBe("FY 2024-25");
  });

  it("names a month key without shifting it", () => {
    expect(formatMonthKey("2026-11")).toBe("Nov 26");
    expect(formatMonthKey("2026-01")).toBe("Jan 26");
  });
});

describe("numbers: Indian grouping (decisions D16)", () => {
  it("groups in lakhs and crores", () => {
    expect(formatNumber(123456789.126)).toBe("12,34,56,789.13");
    expect(formatNumber(96050.7, 0)).toBe("96,051");
    expect(formatCount(1234567)).toBe("12,34,567");
    expect(formatFixed(1234567.5, 2)).toBe("12,34,567.50");
    expect(formatFixed(-0, 1)).toBe("0.0");
    expect(formatSignificant(0.71170001, 6)).toBe("0.7117");
    expect(formatPercent(12.345)).toBe("12.3%");
  });

  it("keeps small figures readable", () => {
    expect(formatFigureNumber(1234.567)).toBe("1,234.57");
    expect(formatFigureNumber(0.000123456)).toBe("0.0001235");
    expect(formatFigureNumber(0)).toBe("0");
  });

  it("writes rupees before the figure", () => {
    expect(formatRupees(125000000)).toBe("₹12,50,00,000");
    expect(formatRupees(0.5)).toBe("₹0.5");
    expect(formatPaise(999900)).toBe("₹9,999");
    expect(formatPaise(12345678900)).toBe("₹12,34,56,789");
    expect(formatPaiseCompact(12000000)).toBe("₹1.2L");
    expect(formatCompact(30000000)).toBe("3Cr");
  });
});
