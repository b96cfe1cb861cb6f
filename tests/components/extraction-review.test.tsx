import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { makeQueryClient } from "@/components/providers/query-provider";
import type { AcceptResult, ExtractionListItem, ExtractionSummary, RejectResult, SummaryMetric } from "@/lib/extraction/types";

// The review queue of PDF extraction on the reports screen.
const h = vi.hoisted(() => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() }, api: vi.fn() }));
vi.mock("@/lib/client/toast", () => ({ toast: h.toast }));
vi.mock("@/lib/client/api", async (importOriginal) => ({ ...(await importOriginal<object>()), api: h.api }));

const { ExtractionPanel } = await import("@/components/reports/extraction-panel");

const metric = (over: Partial<SummaryMetric>): SummaryMetric => ({
  id: "p1",
  status: "proposed",
  framework: "BRSR",
  category: "environmental",
  metric: "Scope 1 emissions",
  value: "1,52,000",
  unit: "tCO2e",
  period: "FY 2023-24",
  notes: 'Extracted from brsr.pdf, page 2: "Total Scope 1 emissions for FY 2023-24 were 1,52,000 tCO2e."',
  page: 2,
  quote: "Total Scope 1 emissions for FY 2023-24 were 1,52,000 tCO2e.",
  conversion: null,
  caution: null,
  cell_key: null,
  computed: null,
  confidence: null,
  conflict: null,
  entry_id: null,
  decided_at: null,
  decided_by: null,
  ...over,
});

const counts = (metrics: SummaryMetric[]) => ({
  proposed: metrics.filter((m) => m.status === "proposed").length,
  accepted: metrics.filter((m) => m.status === "accepted").length,
  edited: metrics.filter((m) => m.status === "edited").length,
  rejected: metrics.filter((m) => m.status === "rejected").length,
});

const summary = (metrics: SummaryMetric[], over: Partial<ExtractionSummary> = {}): ExtractionSummary => ({
  id: "x1",
  extraction_id: "x1",
  filename: "brsr.pdf",
  extracted_count: metrics.length,
  page_count: 5,
  engine: "offline analysis",
  metrics,
  counts: counts(metrics),
  conflicts: metrics.filter((m) => m.conflict && m.status === "proposed").length,
  file_sha256: "a".repeat(64),
  created_at: "2026-01-03T06:00:00.000Z",
  created_by: { id: "u1", name: "Editor Esha" },
  duplicate_upload: false,
  ...over,
});

const HELD = {
  entry_id: "e1",
  value: "1,50,000",
  unit: "tCO2e",
  period: "FY 2023-24",
  source: "manual",
  detail: "Scope 1 emissions already has a figure for FY 2023-24: 1,50,000 tCO2e (entered by hand).",
};

const PROPOSALS = [
  metric({ id: "p1", conflict: HELD }),
  metric({ id: "p2", metric: "Scope 2 emissions", value: "98,450", quote: "Scope 2 emissions stood at 98,450 tCO2e in FY 2023-24." }),
  metric({ id: "p3", metric: "Total employees", category: "social", value: "3,240", unit: "", page: 1, quote: "Total employees: 3,240." }),
];

/** A server in memory: the upload answers `first`, accept and reject change the states. */
function server(first: ExtractionSummary, list: ExtractionListItem[] = []) {
  let current = first;
  const calls: Array<{ path: string; body?: unknown }> = [];
  let hold: Promise<void> | null = null;
  h.api.mockImplementation(async (path: string, options: { method?: string; body?: unknown } = {}) => {
    calls.push({ path, body: options.body instanceof FormData ? "form" : options.body });
    if (path.endsWith("/extractions")) return list;
    if (path.startsWith("/extract-pdf/")) return current;
    if (path === `/extractions/${current.id}`) return current;
    if (hold) await hold;
    if (path.endsWith("/accept")) {
      const items = (options.body as { items: Array<{ id: string; value?: string; unit?: string; period?: string }> }).items;
      const metrics = current.metrics.map((m) => {
        const item = items.find((i) => i.id === m.id);
        if (!item) return m;
        const edited = item.value !== undefined && item.value !== m.value;
        return { ...m, status: edited ? ("edited" as const) : ("accepted" as const), value: item.value ?? m.value, entry_id: `e-${m.id}`, conflict: null };
      });
      current = summary(metrics, { id: current.id });
      const result: AcceptResult = {
        extraction: current,
        accepted: items.map((i) => ({ id: i.id, entry_id: `e-${i.id}`, replaced: false, warnings: [] })),
        errors: [],
      };
      return result;
    }
    if (path.endsWith("/reject")) {
      const ids = (options.body as { items: string[] }).items;
      current = summary(
        current.metrics.map((m) => (ids.includes(m.id) ? { ...m, status: "rejected" as const } : m)),
        { id: current.id },
      );
      const result: RejectResult = { extraction: current, rejected: ids, errors: [] };
      return result;
    }
    throw new Error(`unexpected ${path}`);
  });
  return {
    calls,
    holdNext() {
      let release = () => {};
      hold = new Promise<void>((r) => (release = r));
      return () => {
        hold = null;
        release();
      };
    },
  };
}

function renderPanel(canEdit = true) {
  const user = userEvent.setup({ delay: null });
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <ExtractionPanel companyId="c1" canEdit={canEdit} />
    </QueryClientProvider>,
  );
  return user;
}

async function uploadPdf(user: ReturnType<typeof userEvent.setup>) {
  await user.upload(screen.getByTestId("pdf-input"), new File(["%PDF-1.7"], "brsr.pdf", { type: "application/pdf" }));
  await user.click(screen.getByRole("button", { name: "Extract Data" }));
  await screen.findByTestId("extraction-summary");
  // The review itself loads on demand (next/dynamic) once an extraction is open.
  await waitFor(() => expect(screen.queryByText("Loading the review...")).not.toBeInTheDocument());
}

const row = (name: string) => screen.getAllByTestId("extracted-metric").find((r) => r.textContent?.includes(name))!;

beforeEach(() => {
  vi.clearAllMocks();
  vi.spyOn(console, "error").mockImplementation(() => {});
});

describe("the review table of an extraction", () => {
  it("shows a unit conversion and a caution as separate lines: the conversion plain, the caution in amber", async () => {
    const converted = metric({
      id: "c1",
      metric: "Scope 1 emissions",
      value: "1,85,000",
      conversion: "1.85 lakh tCO2e → 1,85,000 tCO2e",
      cell_key: "P6-E7-S1",
    });
    const flagged = metric({
      id: "c2",
      metric: "Scope 2 emissions",
      value: "96,400",
      conversion: null,
      caution: "Scope 2 method (location- or market-based) not stated: check before accepting",
      cell_key: "P6-E7-S2",
    });
    server(summary([converted, flagged]));
    const user = renderPanel();
    await uploadPdf(user);
    expect(row("Scope 1 emissions")).toHaveTextContent("Converted: 1.85 lakh tCO2e → 1,85,000 tCO2e");
    expect(within(row("Scope 1 emissions")).queryByTestId("proposal-caution")).toBeNull();
    const caution = within(row("Scope 2 emissions")).getByTestId("proposal-caution");
    expect(caution).toHaveTextContent(/^Scope 2 method \(location- or market-based\) not stated: check before accepting$/);
    expect(caution.className).toMatch(/amber/);
    expect(row("Scope 2 emissions")).not.toHaveTextContent("Converted:");
  });

  it("lists the proposals with value, period, page, quote and a badge naming the figure held; nothing is saved on upload", async () => {
    const s = server(summary(PROPOSALS));
    const user = renderPanel();
    await uploadPdf(user);
    expect(h.toast.success).toHaveBeenCalledWith("Extracted 3 metrics from PDF", { description: "Review them below: nothing is saved until you accept it." });
    expect(screen.getByText("Ready to Review")).toBeInTheDocument();
    expect(screen.getByTestId("extraction-count")).toHaveTextContent("3 metrics found on 5 pages; 1 already held");
    expect(screen.getByTestId("review-counts")).toHaveTextContent("3 to review · 0 accepted · 0 rejected");
    expect(screen.getAllByTestId("extracted-metric")).toHaveLength(3);

    const scope1 = row("Scope 1 emissions");
    expect(scope1).toHaveTextContent("1,52,000");
    expect(scope1).toHaveTextContent("tCO2e · FY 2023-24 · page 2");
    expect(within(scope1).getByTestId("proposal-conflict")).toHaveTextContent("Already held: 1,50,000 tCO2e");
    expect(within(scope1).getByTestId("proposal-accept")).toHaveTextContent("Replace");
    expect(within(scope1).getByTestId("proposal-quote")).toHaveTextContent("Total Scope 1 emissions for FY 2023-24 were 1,52,000 tCO2e.");
    expect(within(row("Scope 2 emissions")).queryByTestId("proposal-conflict")).toBeNull();
    // Only the upload and the list were asked: nothing accepted by itself.
    expect(s.calls.some((c) => c.path.includes("/accept"))).toBe(false);
  });

  it("accepts one row with a busy label, then shows it accepted", async () => {
    const s = server(summary(PROPOSALS));
    const user = renderPanel();
    await uploadPdf(user);
    const release = s.holdNext();
    await user.click(within(row("Scope 2 emissions")).getByTestId("proposal-accept"));
    expect(within(row("Scope 2 emissions")).getByTestId("proposal-accept")).toHaveTextContent("Accepting...");
    expect(screen.getByTestId("accept-all")).toBeDisabled();
    release();
    await waitFor(() => expect(row("Scope 2 emissions")).toHaveAttribute("data-status", "accepted"));
    expect(s.calls.find((c) => c.path === "/extractions/x1/accept")!.body).toEqual({ items: [{ id: "p2" }] });
    expect(h.toast.success).toHaveBeenCalledWith("Accepted 1 metric", expect.anything());
    expect(within(row("Scope 2 emissions")).queryByTestId("proposal-accept")).toBeNull();
    expect(screen.getByTestId("review-counts")).toHaveTextContent("2 to review · 1 accepted · 0 rejected");
  });

  it("edits a value, then accepts it with the edit", async () => {
    const s = server(summary(PROPOSALS));
    const user = renderPanel();
    await uploadPdf(user);
    await user.click(within(row("Total employees")).getByTestId("proposal-edit"));
    const value = within(row("Total employees")).getByTestId("proposal-edit-value");
    await user.clear(value);
    await user.click(within(row("Total employees")).getByTestId("proposal-save"));
    expect(await within(row("Total employees")).findByText("Please enter a value")).toBeInTheDocument();
    await user.type(value, "3,420");
    await user.click(within(row("Total employees")).getByTestId("proposal-save"));
    await waitFor(() => expect(row("Total employees")).toHaveAttribute("data-status", "edited"));
    expect(s.calls.find((c) => c.path.endsWith("/accept"))!.body).toEqual({ items: [{ id: "p3", value: "3,420", unit: "", period: "FY 2023-24" }] });
    expect(row("Total employees")).toHaveTextContent("Accepted (edited)");
  });

  it("replaces a figure held only after confirming", async () => {
    const s = server(summary(PROPOSALS));
    const user = renderPanel();
    await uploadPdf(user);
    await user.click(within(row("Scope 1 emissions")).getByTestId("proposal-accept"));
    expect(await screen.findByText("Replace the figure already held?")).toBeInTheDocument();
    expect(screen.getByRole("alertdialog")).toHaveTextContent("1,50,000 tCO2e (entered by hand). It will be replaced by 1,52,000 tCO2e from the PDF (page 2).");
    expect(s.calls.some((c) => c.path.endsWith("/accept"))).toBe(false);
    await user.click(screen.getByTestId("confirm-replace"));
    await waitFor(() => expect(row("Scope 1 emissions")).toHaveAttribute("data-status", "accepted"));
    expect(s.calls.find((c) => c.path.endsWith("/accept"))!.body).toEqual({ items: [{ id: "p1", replace: true }] });
  });

  it("rejects a row; 'Accept all' takes the rows without a conflict; 'Reject all' the rest", async () => {
    const s = server(summary(PROPOSALS));
    const user = renderPanel();
    await uploadPdf(user);
    await user.click(within(row("Total employees")).getByTestId("proposal-reject"));
    await waitFor(() => expect(row("Total employees")).toHaveAttribute("data-status", "rejected"));
    expect(h.toast.success).toHaveBeenCalledWith("Rejected 1 metric");

    expect(screen.getByTestId("accept-all")).toHaveTextContent("Accept all (1)");
    await user.click(screen.getByTestId("accept-all"));
    await waitFor(() => expect(row("Scope 2 emissions")).toHaveAttribute("data-status", "accepted"));
    expect(s.calls.find((c) => c.path.endsWith("/accept"))!.body).toEqual({ items: [{ id: "p2" }] });

    await user.click(screen.getByTestId("reject-all"));
    await waitFor(() => expect(row("Scope 1 emissions")).toHaveAttribute("data-status", "rejected"));
    expect(s.calls.filter((c) => c.path.endsWith("/reject")).at(-1)!.body).toEqual({ items: ["p1"] });
    expect(screen.queryByTestId("accept-all")).toBeNull();
  });

  it("a figure the questionnaire computes is shown to check against: no Accept or Edit, left out of 'Accept all', can be rejected", async () => {
    const intensity = metric({
      id: "p9",
      metric: "Energy intensity",
      value: "0.0000612",
      unit: "GJ/₹",
      cell_key: "P6-E1-INT-RUPEE",
      computed: "P6-E1-INT-RUPEE (Energy intensity) is computed by the questionnaire from P6-E1-TOTAL, INT-REVENUE and is never entered.",
    });
    const s = server(summary([...PROPOSALS, intensity]));
    const user = renderPanel();
    await uploadPdf(user);
    const computed = row("Energy intensity");
    expect(within(computed).getByTestId("proposal-computed")).toHaveTextContent("Computed in the questionnaire");
    expect(within(computed).queryByTestId("proposal-accept")).toBeNull();
    expect(within(computed).queryByTestId("proposal-edit")).toBeNull();
    expect(screen.getByTestId("review-computed-count")).toHaveTextContent(
      "1 of these is a figure the questionnaire computes from others: compare, then reject.",
    );
    // p1 clashes with a figure held, p9 is computed: 'Accept all' takes p2 and p3.
    expect(screen.getByTestId("accept-all")).toHaveTextContent("Accept all (2)");
    await user.click(screen.getByTestId("accept-all"));
    await waitFor(() => expect(row("Total employees")).toHaveAttribute("data-status", "accepted"));
    expect(s.calls.find((c) => c.path.endsWith("/accept"))!.body).toEqual({ items: [{ id: "p2" }, { id: "p3" }] });
    await user.click(within(row("Energy intensity")).getByTestId("proposal-reject"));
    await waitFor(() => expect(row("Energy intensity")).toHaveAttribute("data-status", "rejected"));
    expect(screen.queryByTestId("review-computed-count")).toBeNull();
  });

  it("says when the same PDF was uploaded before and shows that extraction", async () => {
    server(summary(PROPOSALS, { duplicate_upload: true }));
    const user = renderPanel();
    await uploadPdf(user);
    expect(screen.getByTestId("already-extracted")).toHaveTextContent("This PDF was already uploaded on");
    expect(h.toast.info).toHaveBeenCalledWith("This PDF was uploaded before", expect.anything());
    expect(h.toast.success).not.toHaveBeenCalled();
    expect(screen.getAllByTestId("extracted-metric")).toHaveLength(3);
  });

  it("lists past extractions with their counts and opens one", async () => {
    const past = summary(PROPOSALS);
    const { metrics: _metrics, duplicate_upload: _dup, ...item } = { ...past, counts: { proposed: 1, accepted: 1, edited: 1, rejected: 0 } };
    server(past, [item]);
    const user = renderPanel();
    const history = await screen.findAllByTestId("extraction-history-item");
    expect(history[0]).toHaveTextContent("brsr.pdf");
    expect(history[0]).toHaveTextContent("1 proposed · 2 accepted · 0 rejected");
    await user.click(within(history[0]).getByTestId("open-extraction"));
    expect(await screen.findByTestId("extraction-summary")).toBeInTheDocument();
    expect(h.api).toHaveBeenCalledWith("/extractions/x1");
  });

  it("a role that cannot change figures sees the proposals without the actions, and cannot upload", async () => {
    const past = summary(PROPOSALS);
    const { metrics: _metrics, duplicate_upload: _dup, ...item } = past;
    server(past, [item]);
    const user = renderPanel(false);
    expect(screen.getByTestId("pdf-input")).toBeDisabled();
    expect(screen.getByTestId("extract-pdf")).toBeDisabled();
    await user.click(await screen.findByTestId("open-extraction"));
    expect(await screen.findAllByTestId("extracted-metric")).toHaveLength(3);
    expect(screen.queryAllByTestId("proposal-accept")).toHaveLength(0);
    expect(screen.queryByTestId("accept-all")).toBeNull();
  });

  it("says when there are no past extractions", async () => {
    server(summary(PROPOSALS), []);
    renderPanel();
    expect(await screen.findByTestId("extraction-history-empty")).toHaveTextContent("No PDFs extracted yet.");
  });
});
