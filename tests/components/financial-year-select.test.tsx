import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { FinancialYearSelect } from "@/components/company/financial-year-select";
import { financialYearChoices, yearChoicesWith } from "@/lib/periods/fiscal-year";

const YEARS = financialYearChoices(new Date(Date.UTC(2026, 5, 1)), 4, 3);

describe("FinancialYearSelect", () => {
  it("labels the select, lists the years in order and shows the value", () => {
    render(<FinancialYearSelect id="report-fy" value={YEARS[1].id} onChange={() => undefined} years={YEARS} />);
    const select = screen.getByLabelText("Financial year") as HTMLSelectElement;
    expect(select.id).toBe("report-fy");
    expect(select).toBe(screen.getByTestId("report-fy"));
    expect([...select.options].map((o) => [o.value, o.text])).toEqual(YEARS.map((y) => [y.id, y.label]));
    expect(select.value).toBe(YEARS[1].id);
    expect(select.disabled).toBe(false);
  });

  it("hands the picked year's id to onChange", () => {
    const onChange = vi.fn();
    render(<FinancialYearSelect id="fy" value={YEARS[0].id} onChange={onChange} years={YEARS} />);
    fireEvent.change(screen.getByLabelText("Financial year"), { target: { value: YEARS[2].id } });
    expect(onChange).toHaveBeenCalledExactlyOnceWith(YEARS[2].id);
  });

  it("takes its own label, test id, disabled state, and an unknown value shows empty", () => {
    render(
      <FinancialYearSelect id="xbrl-fy" testId="xbrl-year" label="XBRL year" layout="inline" value={null} onChange={() => undefined} years={YEARS} disabled />,
    );
    const select = screen.getByLabelText("XBRL year") as HTMLSelectElement;
    expect(select).toBe(screen.getByTestId("xbrl-year"));
    expect(select.disabled).toBe(true);
    // No option is "": a null value selects none (the browser then shows the first).
    expect([...select.options].some((o) => o.selected && o.value === YEARS[1].id)).toBe(false);
  });
});

describe("yearChoicesWith", () => {
  const older = { id: "2015-16", label: "FY 2015-16" };
  it("adds a year missing from the choices at the end, or first with at: start", () => {
    expect(yearChoicesWith(older, YEARS).map((y) => y.id)).toEqual([...YEARS.map((y) => y.id), older.id]);
    expect(yearChoicesWith(older, YEARS, { at: "start" }).map((y) => y.id)).toEqual([older.id, ...YEARS.map((y) => y.id)]);
  });
  it("leaves the choices as they are for a year already there, or none", () => {
    expect(yearChoicesWith(YEARS[2], YEARS, { at: "start" })).toEqual(YEARS);
    expect(yearChoicesWith(null, YEARS)).toEqual(YEARS);
    expect(yearChoicesWith(undefined, YEARS, { at: "start" })).toEqual(YEARS);
  });
});
