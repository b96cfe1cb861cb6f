import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { makeQueryClient } from "@/components/providers/query-provider";

// A scanned PDF with no text layer says plainly that nothing could be read —
// not a success toast.
const h = vi.hoisted(() => ({ toast: { success: vi.fn(), error: vi.fn() }, api: vi.fn() }));
vi.mock("@/lib/client/toast", () => ({ toast: h.toast }));
vi.mock("@/lib/client/api", async (importOriginal) => ({ ...(await importOriginal<object>()), api: h.api }));

const { ExtractionPanel } = await import("@/components/reports/extraction-panel");
const { ApiClientError } = await import("@/lib/client/api");

const NO_TEXT =
  "Nothing could be read from this PDF: it has no text layer (it looks like a scan or a photo of pages). Upload a PDF with selectable text, or type the figures in Data Collection.";

async function extract(user: ReturnType<typeof userEvent.setup>, name = "scan.pdf") {
  await user.upload(screen.getByTestId("pdf-input"), new File(["%PDF-1.7 scanned"], name, { type: "application/pdf" }));
  await user.click(screen.getByRole("button", { name: "Extract Data" }));
}

/** The upload is refused; the list of past extractions is empty. */
function refuseUpload() {
  h.api.mockImplementation(async (path: string) => {
    if (path.endsWith("/extractions")) return [];
    throw new ApiClientError(422, NO_TEXT);
  });
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.spyOn(console, "error").mockImplementation(() => {});
});

describe("extraction of a PDF with no text layer", () => {
  it("shows the server's reason on screen and as an error, never 'Extracted 0 metrics'", async () => {
    refuseUpload();
    const user = userEvent.setup({ delay: null });
    render(
      <QueryClientProvider client={makeQueryClient()}>
        <ExtractionPanel companyId="c1" />
      </QueryClientProvider>,
    );
    await extract(user);
    await waitFor(() => expect(h.toast.error).toHaveBeenCalledWith(NO_TEXT));
    expect(h.toast.success).not.toHaveBeenCalled();
    expect(screen.getByTestId("extraction-unreadable")).toHaveTextContent("Nothing could be read from this PDF");
    expect(screen.getByRole("alert")).toHaveTextContent("no text layer");
    expect(screen.queryByTestId("extraction-summary")).toBeNull();
  });

  it("the notice goes once another file is chosen", async () => {
    refuseUpload();
    const user = userEvent.setup({ delay: null });
    render(
      <QueryClientProvider client={makeQueryClient()}>
        <ExtractionPanel companyId="c1" />
      </QueryClientProvider>,
    );
    await extract(user);
    await screen.findByTestId("extraction-unreadable");
    await user.upload(screen.getByTestId("pdf-input"), new File(["%PDF-1.7 text"], "report.pdf", { type: "application/pdf" }));
    expect(screen.queryByTestId("extraction-unreadable")).toBeNull();
  });
});
