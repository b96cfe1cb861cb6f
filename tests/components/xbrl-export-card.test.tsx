import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { XbrlExportCard } from "@/components/reports/xbrl-export-card";

vi.mock("@/lib/client/toast", () => ({ toast: { info: vi.fn(), success: vi.fn(), error: vi.fn(), warning: vi.fn() } }));
vi.mock("@/lib/client/api", async (importOriginal) => ({ ...(await importOriginal<object>()), api: vi.fn(), apiBlob: vi.fn() }));

const COMPANY_ID = "7d0f4b4e-3b7a-4c36-9b43-5f0c1d2e3a4b";

describe("the reports page's XBRL year", () => {
  it("opens on the company's default year, as the report card does, even one older than the list", () => {
    render(<XbrlExportCard company={{ id: COMPANY_ID, fy_start_month: 4, default_fy: { id: "2015-16", label: "FY 2015-16" } }} />);
    const select = screen.getByTestId("xbrl-fy") as HTMLSelectElement;
    expect(select.value).toBe("2015-16");
    expect([...select.options].map((o) => o.value)).toContain("2015-16");
  });

  it("opens on the last year that has ended when the company has no default", () => {
    render(<XbrlExportCard company={{ id: COMPANY_ID, fy_start_month: 4, default_fy: undefined }} />);
    const select = screen.getByTestId("xbrl-fy") as HTMLSelectElement;
    expect(select.value).toBe(select.options[1].value);
  });
});
