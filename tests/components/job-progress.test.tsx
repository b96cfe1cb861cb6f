import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { makeQueryClient } from "@/components/providers/query-provider";
import { JobProgress } from "@/lib/client/job-progress";
import type { ExtractionSummary } from "@/lib/extraction/types";

// The one progress component every screen that waits on the job queue shows, and the PDF
// extraction's wait on it (decisions D34): a large PDF answers 202 {job_id}, the panel polls
// GET /api/jobs/{id} showing the worker's stage and percentage, then shows the summary as a
// small upload's.
const h = vi.hoisted(() => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() }, api: vi.fn() }));
vi.mock("@/lib/client/toast", () => ({ toast: h.toast }));
vi.mock("@/lib/client/api", async (importOriginal) => ({ ...(await importOriginal<object>()), api: h.api }));
vi.mock("@/components/reports/extraction-review", () => ({
  ExtractionReview: ({ extraction }: { extraction: ExtractionSummary }) => <p data-testid="review-stub">{extraction.id}</p>,
}));

const { ExtractionPanel } = await import("@/components/reports/extraction-panel");

beforeEach(() => {
  vi.clearAllMocks();
  vi.spyOn(console, "error").mockImplementation(() => {});
});

describe("JobProgress", () => {
  it("shows the stage, the percentage and a bar of that width, as a status with a progressbar", () => {
    const { rerender } = render(<JobProgress job={{ progress: 42, stage: "Read 3 of 7 pages" }} testId="p" />);
    const status = screen.getByRole("status");
    expect(status).toHaveAttribute("data-testid", "p");
    expect(status).toHaveTextContent("Read 3 of 7 pages...42%");
    const bar = screen.getByRole("progressbar", { name: "Read 3 of 7 pages" });
    expect(bar).toHaveAttribute("aria-valuenow", "42");
    expect((bar.firstElementChild as HTMLElement).style.width).toBe("42%");
    // No stage yet: 'Working'; a reading out of range is held to 0–100.
    rerender(<JobProgress job={{ progress: 140, stage: "" }} testId="p" />);
    expect(screen.getByRole("status")).toHaveTextContent("Working...100%");
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
    rerender(<JobProgress job={{ progress: -3, stage: "Queued" }} compact />);
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");
    expect(screen.getByRole("status")).toHaveClass("text-xs");
  });
});

const JOB = "0b6c4c0e-4f1e-4d2a-9a55-3c1d2e3f4a5b";
const SUMMARY: ExtractionSummary = {
  id: "e1",
  extraction_id: "e1",
  filename: "annual-report.pdf",
  extracted_count: 12,
  page_count: 180,
  engine: "offline",
  metrics: [],
  counts: { proposed: 12, accepted: 0, edited: 0, rejected: 0 },
  conflicts: 0,
  file_sha256: "ab",
  created_at: "2026-11-28T10:00:00.000Z",
  created_by: null,
  duplicate_upload: false,
};

function renderPanel() {
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <ExtractionPanel companyId="c1" />
    </QueryClientProvider>,
  );
}

async function extract(user: ReturnType<typeof userEvent.setup>) {
  await user.upload(screen.getByTestId("pdf-input"), new File(["%PDF-1.7 big"], "annual-report.pdf", { type: "application/pdf" }));
  await user.click(screen.getByRole("button", { name: "Extract Data" }));
}

/** The upload queues; the job answers `readings` one per poll, the test releasing the second. */
function queueWith(readings: Record<string, unknown>[]) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const polls: string[] = [];
  h.api.mockImplementation(async (path: string) => {
    if (path === "/companies/c1/extractions" || path.endsWith("/extractions")) return [];
    if (path === "/extract-pdf/c1") return { job_id: JOB, bytes: 3_500_000 };
    if (path === `/jobs/${JOB}`) {
      polls.push(path);
      const reading = readings.shift()!;
      if (polls.length === 2) await gate;
      return { id: JOB, kind: "extraction", result: null, status: null, error: null, ...reading };
    }
    if (path === "/extractions/e1") return SUMMARY;
    throw new Error(`unexpected ${path}`);
  });
  return { release, polls };
}

describe("ExtractionPanel: a PDF read on the job queue", () => {
  it("polls the job with its progress, then shows the summary and the toast a small upload gets", async () => {
    const { release, polls } = queueWith([
      { state: "running", progress: 15, stage: "Reading the pages" },
      { state: "running", progress: 58, stage: "Read 90 of 180 pages" },
      { state: "succeeded", progress: 100, stage: "Done", status: 201, result: SUMMARY },
    ]);
    const user = userEvent.setup({ delay: null });
    renderPanel();
    await extract(user);
    const progress = await screen.findByTestId("extraction-progress");
    await waitFor(() => expect(progress).toHaveTextContent("Reading the pages...15%"));
    expect(screen.getByTestId("extract-pdf")).toBeDisabled();
    expect(screen.getByTestId("extract-pdf")).toHaveTextContent("Extracting Data...");
    release();
    await waitFor(() => expect(screen.getByTestId("extraction-progress")).toHaveTextContent("Read 90 of 180 pages...58%"), { timeout: 5000 });
    await waitFor(() => expect(screen.getByTestId("extraction-summary")).toBeInTheDocument(), { timeout: 5000 });
    expect(screen.getByTestId("extraction-count")).toHaveTextContent("12 metrics found on 180 pages");
    expect(h.toast.success).toHaveBeenCalledWith("Extracted 12 metrics from PDF", expect.anything());
    expect(screen.queryByTestId("extraction-progress")).toBeNull();
    expect(polls).toHaveLength(3);
    expect(screen.getByTestId("extract-pdf")).toBeEnabled();
  });

  it("a job refused for no text layer shows the reason on screen, as a refused upload does", async () => {
    const reason = "Nothing could be read from this PDF: it has no text layer.";
    const { release } = queueWith([
      { state: "running", progress: 15, stage: "Reading the pages" },
      { state: "failed", progress: 100, stage: "Refused", status: 422, error: reason },
    ]);
    const user = userEvent.setup({ delay: null });
    renderPanel();
    await extract(user);
    await screen.findByTestId("extraction-progress");
    release();
    await waitFor(() => expect(screen.getByTestId("extraction-unreadable")).toHaveTextContent(reason), { timeout: 5000 });
    expect(h.toast.error).toHaveBeenCalledWith(reason);
    expect(h.toast.success).not.toHaveBeenCalled();
    expect(screen.queryByTestId("extraction-progress")).toBeNull();
    expect(screen.queryByTestId("extraction-summary")).toBeNull();
  });
});
