import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeQueryClient } from "@/components/providers/query-provider";
import { ExtractionPanel } from "@/components/reports/extraction-panel";
import { api, IDEMPOTENCY_HEADER } from "@/lib/client/api";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("sonner", () => ({ toast }));

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const keyOf = (call: unknown[]) => new Headers((call[1] as RequestInit).headers).get(IDEMPOTENCY_HEADER);

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.clearAllMocks();
  fetchMock = vi.fn();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("api(): Idempotency-Key on creates", () => {
  it("sends a fresh key with each create, none with a read or an edit", async () => {
    fetchMock.mockImplementation(async () => json({ ok: true }));
    await api("/esg-data", { method: "POST", body: { a: 1 } });
    await api("/esg-data", { method: "POST", body: { a: 1 } });
    await api("/esg-data/x");
    await api("/esg-data/x", { method: "PATCH", body: { value: "1" } });
    const [first, second, read, edit] = fetchMock.mock.calls;
    expect(keyOf(first)).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(keyOf(second)).not.toBe(keyOf(first));
    expect(keyOf(read)).toBeNull();
    expect(keyOf(edit)).toBeNull();
  });

  it("resends a create whose answer was lost with the same key, and never resends one without its action's key", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch")).mockResolvedValueOnce(json({ id: "1" }, 201));
    await expect(api("/ai-insights", { method: "POST", body: {}, idempotencyKey: "click-1" })).resolves.toEqual({ id: "1" });
    expect(fetchMock.mock.calls.map(keyOf)).toEqual(["click-1", "click-1"]);

    fetchMock.mockReset();
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await expect(api("/checklist-progress/c/toggle", { method: "POST" })).rejects.toBeInstanceOf(TypeError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe("extraction panel: a PDF already extracted", () => {
  it("says so and offers to extract it again, with the same file", async () => {
    const detail =
      'This PDF was already extracted on 3 January 2026 (as brsr.pdf, 24 metrics found); its figures are in data collection. To read it again anyway, choose "Extract again".';
    fetchMock.mockImplementation(async (_url: string, init: RequestInit) => {
      const again = (init.body as FormData).get("again") === "true";
      return again
        ? json(
            {
              id: "x2",
              filename: "brsr.pdf",
              extracted_count: 1,
              already_recorded: 1,
              page_count: 2,
              engine: "offline analysis",
              metrics: [
                {
                  category: "environmental",
                  metric: "Scope 1 emissions",
                  value: "1,52,000",
                  unit: "tCO2e",
                  period: "FY 2023-24",
                  notes: "Extracted",
                  page: 2,
                  entry_id: null,
                  existing_entry_id: "e1",
                  conflict: "Scope 1 emissions already has a figure for FY 2023-24: 1,52,000 tCO2e (entered by hand).",
                },
              ],
              created_at: "2026-01-03T00:00:00.000Z",
            },
            201,
          )
        : json({ detail }, 409);
    });
    const user = userEvent.setup({ delay: null });
    render(
      <QueryClientProvider client={makeQueryClient()}>
        <ExtractionPanel companyId="c1" />
      </QueryClientProvider>,
    );
    const file = new File([new Uint8Array([37, 80, 68, 70])], "brsr.pdf", { type: "application/pdf" });
    await user.upload(screen.getByTestId("pdf-input"), file);
    await user.click(screen.getByTestId("extract-pdf"));
    expect(await screen.findByTestId("already-extracted")).toHaveTextContent(detail);
    expect(toast.error).toHaveBeenCalledWith(detail);

    await user.click(screen.getByRole("button", { name: "Extract again" }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("Extracted 1 metrics from PDF", {
        description: "1 already had a figure for its period and was not added again.",
      }),
    );
    expect(screen.getByTestId("extracted-already-recorded")).toHaveTextContent("Not added: Scope 1 emissions already has a figure for FY 2023-24");
    expect(screen.queryByTestId("already-extracted")).not.toBeInTheDocument();
  });
});
