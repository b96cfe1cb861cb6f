import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { makeQueryClient } from "@/components/providers/query-provider";
import { OpenEvidenceRequests } from "@/components/evidence/open-requests";
import type { EvidenceRequestSummaryDto } from "@/lib/evidence/schemas";
import { findInLayerByTestId } from "../helpers/layers";

vi.mock("@/lib/client/toast", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
const api = vi.hoisted(() => vi.fn());
vi.mock("@/lib/client/api", async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const COMPANY = "7d0f4b4e-3b7a-4c36-9b43-5f0c1d2e3a4b";

const summary: EvidenceRequestSummaryDto = {
  id: "r1",
  entry_id: "e1",
  status: "open",
  raised_by: { id: "u9", full_name: "Ravi Assurer", email: "ravi@example.com" },
  closed_by: null,
  closed_at: null,
  created_at: "2025-04-11T06:30:00.000Z",
  entry: { id: "e1", framework: "BRSR", category: "environmental", metric: "Scope 1 emissions", period: "FY 2024-25" },
  comment_count: 3,
  last_comment_at: "2025-04-12T06:30:00.000Z",
};

const renderList = () =>
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <OpenEvidenceRequests companyId={COMPANY} role="editor" />
    </QueryClientProvider>,
  );

beforeEach(() => vi.clearAllMocks());

describe("OpenEvidenceRequests", () => {
  it("lists open requests with their figure, asker and thread length, and opens the figure's evidence", async () => {
    api.mockImplementation(async (path: string) => {
      if (path === `/companies/${COMPANY}/evidence-requests`) return [summary];
      if (path === "/esg-data/e1/evidence") return [];
      if (path === "/esg-data/e1/evidence-requests") return [];
      throw new Error(path);
    });
    renderList();
    const item = await screen.findByTestId("open-evidence-request");
    expect(item).toHaveTextContent("Scope 1 emissions · FY 2024-25");
    expect(item).toHaveTextContent("Ravi Assurer");
    expect(item).toHaveTextContent("3 comments");
    expect(api).toHaveBeenCalledWith(`/companies/${COMPANY}/evidence-requests`, { query: { status: "open" } });
    await userEvent.setup().click(within(item).getByTestId("evidence-button"));
    expect(await findInLayerByTestId("evidence-dialog")).toHaveTextContent("Scope 1 emissions · FY 2024-25");
  });

  it("shows the empty state", async () => {
    api.mockResolvedValue([]);
    renderList();
    expect(await screen.findByText("No open evidence requests.")).toBeInTheDocument();
  });

  it("shows an error with Try again", async () => {
    api.mockRejectedValue(new Error("down"));
    renderList();
    expect(await screen.findByText("Failed to load the evidence requests")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
