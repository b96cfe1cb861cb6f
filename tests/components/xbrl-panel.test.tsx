import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { XbrlPanel } from "@/components/reports/xbrl-panel";

const toast = vi.hoisted(() => ({ info: vi.fn(), success: vi.fn(), error: vi.fn(), warning: vi.fn() }));
vi.mock("@/lib/client/toast", () => ({ toast }));
const api = vi.hoisted(() => vi.fn());
const apiBlob = vi.hoisted(() => vi.fn());
vi.mock("@/lib/client/api", async (importOriginal) => ({ ...(await importOriginal<object>()), api, apiBlob }));
vi.mock("next/link", () => ({
  default: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const COMPANY_ID = "7d0f4b4e-3b7a-4c36-9b43-5f0c1d2e3a4b";

const FAILED = {
  ok: false,
  taxonomy: "2025-05-31",
  fy: "2024-25",
  file_name: "BRSR_L27100MH1996PLC098765_FY2024-25.xml",
  facts: 495,
  errors: [
    {
      key: "A-21-BOD-female-pct",
      question_id: "A-21",
      label: "A-21 · Board of Directors — No. and percentage of Females: % (B / A)",
      element: "PercentageOfFemaleBoardOfDirectors",
      context: "DCYMain",
      message: "PercentageOfFemaleBoardOfDirectors is 45: percentages are filed as fractions between 0 and 1 (45% is 0.45); did you mean 0.45?",
    },
    { key: "profile:cin", question_id: null, element: "CorporateIdentityNumber", context: null, message: "The CIN is missing from the Entity Profile" },
  ],
  warnings: [{ key: "A-24-TURNOVER", question_id: "A-24", element: "Turnover", context: "DCYMain", message: "Turnover is ₹310: probably entered in crore" }],
};

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

let clicked: HTMLAnchorElement[];

beforeEach(() => {
  vi.clearAllMocks();
  clicked = [];
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
  Object.defineProperty(URL, "createObjectURL", { value: vi.fn(() => "blob:x"), configurable: true, writable: true });
  Object.defineProperty(URL, "revokeObjectURL", { value: vi.fn(), configurable: true, writable: true });
});

afterEach(() => vi.restoreAllMocks());

describe("XBRL panel", () => {
  it("validates, then downloads the instance under its file name, with a busy label meanwhile", async () => {
    const check = deferred<unknown>();
    api.mockReturnValueOnce(check.promise);
    apiBlob.mockResolvedValueOnce(new Blob(["<xbrl/>"]));
    render(<XbrlPanel companyId={COMPANY_ID} fy="2024-25" fyLabel="FY 2024-25" />);
    await act(async () => {
      fireEvent.click(screen.getByTestId("xbrl-export"));
    });
    expect(screen.getByTestId("xbrl-export")).toHaveTextContent("Building XBRL...");
    expect(screen.getByTestId("xbrl-export")).toBeDisabled();
    expect(screen.getByTestId("xbrl-check")).toBeDisabled();
    await act(async () => {
      check.resolve({ ...FAILED, ok: true, errors: [], warnings: [] });
    });
    expect(api).toHaveBeenCalledWith(`/brsr/${COMPANY_ID}/xbrl/validation?fy=2024-25`);
    expect(apiBlob).toHaveBeenCalledWith(`/brsr/${COMPANY_ID}/xbrl?fy=2024-25`);
    expect(clicked.map((a) => a.download)).toEqual(["BRSR_L27100MH1996PLC098765_FY2024-25.xml"]);
    expect(toast.success).toHaveBeenCalledWith("XBRL downloaded: BRSR_L27100MH1996PLC098765_FY2024-25.xml");
    expect(screen.getByTestId("xbrl-export")).toHaveTextContent("Export XBRL");
    expect(screen.getByTestId("xbrl-count")).toHaveTextContent("Valid");
  });

  it("lists the errors and warnings instead of downloading, each leading to its cell or to the Entity Profile", async () => {
    api.mockResolvedValueOnce(FAILED);
    render(<XbrlPanel companyId={COMPANY_ID} fy="2024-25" fyLabel="FY 2024-25" />);
    await act(async () => {
      fireEvent.click(screen.getByTestId("xbrl-export"));
    });
    expect(apiBlob).not.toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledWith("XBRL for FY 2024-25 has 2 errors: fix them before filing");
    expect(screen.getByTestId("xbrl-count")).toHaveTextContent("2 errors, 1 warning");
    expect(screen.getByTestId("xbrl-link-A-21-BOD-female-pct")).toHaveAttribute("href", `/brsr/${COMPANY_ID}?fy=2024-25#cell-A-21-BOD-female-pct`);
    expect(screen.getByTestId("xbrl-link-profile:cin")).toHaveAttribute("href", `/profile/${COMPANY_ID}`);
    expect(screen.getByTestId("xbrl-errors")).toHaveTextContent("PercentageOfFemaleBoardOfDirectors · DCYMain · A-21-BOD-female-pct");
    expect(screen.getByTestId("xbrl-errors")).toHaveTextContent("A-21 · Board of Directors — No. and percentage of Females: % (B / A)");
    expect(screen.getByTestId("xbrl-warnings")).toHaveTextContent("Turnover is ₹310: probably entered in crore");

    // A draft can still be had, marked as one.
    apiBlob.mockResolvedValueOnce(new Blob(["<xbrl/>"]));
    await act(async () => {
      fireEvent.click(screen.getByTestId("xbrl-draft"));
    });
    expect(apiBlob).toHaveBeenCalledWith(`/brsr/${COMPANY_ID}/xbrl?fy=2024-25&draft=true`);
    expect(toast.warning).toHaveBeenCalledWith("Draft XBRL downloaded: it failed validation, so do not file it");
  });

  it("opens a cell in place on the questionnaire", async () => {
    api.mockResolvedValueOnce(FAILED);
    const onGo = vi.fn();
    render(<XbrlPanel companyId={COMPANY_ID} fy="2024-25" fyLabel="FY 2024-25" onGo={onGo} />);
    await act(async () => {
      fireEvent.click(screen.getByTestId("xbrl-check"));
    });
    fireEvent.click(screen.getByTestId("xbrl-link-A-21-BOD-female-pct"));
    expect(onGo).toHaveBeenCalledWith({ key: "A-21-BOD-female-pct", question_id: "A-21" });
  });

  it("says so when the check itself fails", async () => {
    api.mockRejectedValueOnce(new Error("offline"));
    render(<XbrlPanel companyId={COMPANY_ID} fy="2024-25" fyLabel="FY 2024-25" />);
    await act(async () => {
      fireEvent.click(screen.getByTestId("xbrl-check"));
    });
    expect(toast.error).toHaveBeenCalledWith("Failed to validate the XBRL");
    expect(screen.getByTestId("xbrl-check")).toHaveTextContent("Check");
  });
});
