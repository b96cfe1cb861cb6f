import { act, fireEvent, render, screen } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeQueryClient } from "@/components/providers/query-provider";
import { BrsrReportCard } from "@/components/reports/brsr-report-card";
import { ApiClientError } from "@/lib/client/api";
import { companyKeys } from "@/lib/client/query-keys";

const toast = vi.hoisted(() => ({ info: vi.fn(), success: vi.fn(), error: vi.fn() }));
vi.mock("@/lib/client/toast", () => ({ toast }));
const apiBlob = vi.hoisted(() => vi.fn());
vi.mock("@/lib/client/api", async (importOriginal) => ({ ...(await importOriginal<object>()), apiBlob }));

const COMPANY_ID = "7d0f4b4e-3b7a-4c36-9b43-5f0c1d2e3a4b";
const COMPANY = {
  id: COMPANY_ID,
  name: "Sahyadri Steel Ltd",
  industry: "Manufacturing",
  location: "Pune",
  size: "1000+",
  description: null,
  frameworks: ["BRSR"],
  created_at: "2026-01-01T00:00:00.000Z",
  fy_start_month: 4,
  default_fy: { id: "2023-24", label: "FY 2023-24" },
};
const OBJECT_URL = "blob:http://localhost/report";
const IPHONE_UA = "Mozilla/5.0 (iPhone; CPU iPhone OS 15_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.0 Mobile/15E148 Safari/604.1";

let clicked: HTMLAnchorElement[];
let createObjectURL: ReturnType<typeof vi.fn>;
let revokeObjectURL: ReturnType<typeof vi.fn>;

function renderCard(client = makeQueryClient()) {
  return render(
    <QueryClientProvider client={client}>
      <BrsrReportCard company={COMPANY} />
    </QueryClientProvider>,
  );
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function button() {
  return screen.getByTestId("generate-brsr-report");
}

/** Clicks the button and lets the request's promise settle. */
async function clickAndSettle() {
  await act(async () => {
    fireEvent.click(button());
  });
  await act(async () => {
    await Promise.resolve();
  });
}

function asPhone() {
  Object.defineProperty(window.navigator, "userAgent", { value: IPHONE_UA, configurable: true });
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.useFakeTimers();
  vi.setSystemTime(new Date("2026-03-05T10:00:00.000Z"));
  clicked = [];
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
  createObjectURL = vi.fn(() => OBJECT_URL);
  revokeObjectURL = vi.fn();
  Object.defineProperty(URL, "createObjectURL", { value: createObjectURL, configurable: true, writable: true });
  Object.defineProperty(URL, "revokeObjectURL", { value: revokeObjectURL, configurable: true, writable: true });
  vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  // Drop the phone user agent set on the instance so the prototype's comes back.
  delete (window.navigator as unknown as Record<string, unknown>).userAgent;
});

describe("BRSR report card", () => {
  it("shows the busy label, disables the button and announces the generation", async () => {
    const pending = deferred<Blob>();
    apiBlob.mockReturnValue(pending.promise);
    renderCard();
    expect(button()).toHaveTextContent("Generate BRSR Report PDF");

    await act(async () => {
      fireEvent.click(button());
    });
    expect(button()).toHaveTextContent("Generating Report...");
    expect(button()).toBeDisabled();
    expect(toast.info).toHaveBeenCalledWith("Generating BRSR report... This may take a moment");
    expect(apiBlob).toHaveBeenCalledWith(`/generate-brsr-report/${COMPANY_ID}?fy=2023-24`, { timeoutMs: 60_000 });

    await act(async () => {
      pending.resolve(new Blob(["%PDF-"]));
      await pending.promise;
    });
    expect(button()).toHaveTextContent("Generate BRSR Report PDF");
    expect(button()).toBeEnabled();
  });

  it("asks for the financial year chosen, and names the company's default year until one is", async () => {
    apiBlob.mockResolvedValue(new Blob(["%PDF-"]));
    renderCard();
    const year = screen.getByLabelText("Financial year");
    expect(year).toHaveValue("2023-24");
    expect(screen.queryByRole("option", { name: "Latest year with data" })).toBeNull();
    expect(screen.getByRole("option", { name: "FY 2024-25" })).toBeInTheDocument();

    fireEvent.change(year, { target: { value: "2024-25" } });
    await clickAndSettle();
    expect(apiBlob).toHaveBeenCalledWith(`/generate-brsr-report/${COMPANY_ID}?fy=2024-25`, { timeoutMs: 60_000 });
  });

  it("downloads on desktop named after the company and the year, and releases the URL after 10 s", async () => {
    apiBlob.mockResolvedValue(new Blob(["%PDF-"]));
    const open = vi.spyOn(window, "open");
    renderCard();
    await clickAndSettle();

    expect(open).not.toHaveBeenCalled();
    expect(clicked).toHaveLength(1);
    expect(clicked[0].download).toBe("Sahyadri_Steel_BRSR_FY2023-24.pdf");
    expect(clicked[0].getAttribute("href")).toBe(OBJECT_URL);
    expect(clicked[0].isConnected).toBe(false);
    expect(toast.success).toHaveBeenCalledWith("Report downloaded! Check your Downloads folder.");
    expect(toast.error).not.toHaveBeenCalled();

    vi.advanceTimersByTime(9_999);
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(revokeObjectURL).toHaveBeenCalledTimes(1);
    expect(revokeObjectURL).toHaveBeenCalledWith(OBJECT_URL);
  });

  it("has the dashboard count the new report: the company's data is read afresh", async () => {
    apiBlob.mockResolvedValue(new Blob(["%PDF-"]));
    const client = makeQueryClient();
    const dashboard = companyKeys(COMPANY_ID).dashboard();
    client.setQueryData(dashboard, { statistics: { extras: { reports_generated: 0 } } });
    renderCard(client);
    await clickAndSettle();
    expect(client.getQueryState(dashboard)?.isInvalidated).toBe(true);
  });

  it("reports the client timeout", async () => {
    apiBlob.mockRejectedValue(new DOMException("Timed out", "TimeoutError"));
    renderCard();
    await clickAndSettle();
    expect(toast.error).toHaveBeenCalledWith("Report generation timed out. Please try again.");
    expect(toast.success).not.toHaveBeenCalled();
    expect(button()).toBeEnabled();
  });

  it("shows the server's detail on failure", async () => {
    apiBlob.mockRejectedValue(new ApiClientError(500, "The report could not be built just now"));
    renderCard();
    await clickAndSettle();
    expect(toast.error).toHaveBeenCalledWith("The report could not be built just now");
    expect(button()).toHaveTextContent("Generate BRSR Report PDF");
  });

  it("falls back to 'Failed to generate report' without a detail", async () => {
    apiBlob.mockRejectedValue(new ApiClientError(502, null));
    renderCard();
    await clickAndSettle();
    expect(toast.error).toHaveBeenCalledWith("Failed to generate report");
  });

  describe("on a phone", () => {
    it("fills the tab opened at click time and keeps the URL for the tab", async () => {
      asPhone();
      const tab = { closed: false, location: { href: "" }, close: vi.fn() };
      const open = vi.spyOn(window, "open").mockReturnValue(tab as unknown as Window);
      apiBlob.mockResolvedValue(new Blob(["%PDF-"]));
      renderCard();
      await clickAndSettle();

      expect(open).toHaveBeenCalledTimes(1);
      expect(open).toHaveBeenCalledWith("", "_blank");
      expect(tab.location.href).toBe(OBJECT_URL);
      expect(clicked).toHaveLength(0);
      expect(toast.success).toHaveBeenCalledWith("Report opened in new tab! Use browser's share/download option to save.");
      vi.advanceTimersByTime(10_000);
      expect(revokeObjectURL).not.toHaveBeenCalled();
      vi.advanceTimersByTime(110_000);
      expect(revokeObjectURL).toHaveBeenCalledWith(OBJECT_URL);
    });

    it("downloads instead when the pop-up was blocked", async () => {
      asPhone();
      const open = vi.spyOn(window, "open").mockReturnValue(null);
      apiBlob.mockResolvedValue(new Blob(["%PDF-"]));
      renderCard();
      await clickAndSettle();

      expect(open).toHaveBeenCalledTimes(1);
      expect(clicked).toHaveLength(1);
      expect(clicked[0].download).toBe("Sahyadri_Steel_BRSR_FY2023-24.pdf");
      expect(toast.success).toHaveBeenCalledTimes(1);
      expect(toast.success).toHaveBeenCalledWith("Report downloaded! Check your Downloads folder.");
      vi.advanceTimersByTime(9_999);
      expect(revokeObjectURL).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(revokeObjectURL).toHaveBeenCalledWith(OBJECT_URL);
    });

    it("closes the waiting tab when generation fails", async () => {
      asPhone();
      const tab = { closed: false, location: { href: "" }, close: vi.fn() };
      vi.spyOn(window, "open").mockReturnValue(tab as unknown as Window);
      apiBlob.mockRejectedValue(new DOMException("Timed out", "TimeoutError"));
      renderCard();
      await clickAndSettle();
      expect(tab.close).toHaveBeenCalled();
      expect(toast.error).toHaveBeenCalledWith("Report generation timed out. Please try again.");
    });
  });
});
