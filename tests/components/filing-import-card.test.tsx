import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { FilingImportCard } from "@/components/reports/filing-import-card";
import { makeQueryClient } from "@/components/providers/query-provider";

const toast = vi.hoisted(() => ({ info: vi.fn(), success: vi.fn(), error: vi.fn(), warning: vi.fn() }));
vi.mock("@/lib/client/toast", () => ({ toast }));
const api = vi.hoisted(() => vi.fn());
vi.mock("@/lib/client/api", async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const COMPANY_ID = "7d0f4b4e-3b7a-4c36-9b43-5f0c1d2e3a4b";
const FILING_ID = "5b3c0c6e-9d0f-4d2a-8a4e-2f7c3e1d9a01";

const ANSWER = {
  id: FILING_ID,
  filename: "ganga.pdf",
  kind: "pdf",
  taxonomy: null,
  duplicate_upload: false,
  report: {
    kind: "pdf",
    taxonomy: null,
    taxonomy_as_filed: null,
    years: { cy: "FY 2024-25", py: "FY 2023-24" },
    cin: "L17110MH1985PLC036521",
    cin_mismatch: null,
    company_name: null,
    facts_read: 110,
    facts_mapped: 110,
    worked_out: 0,
    mapped_by_year: { "FY 2024-25": 71, "FY 2023-24": 39 },
    proposed: 110,
    computed: [],
    not_mapped: [],
    conflicts: 0,
    warnings: [],
  },
  profile_facts: [
    { field: "cin", label: "Corporate Identity Number (CIN)", value: "L17110MH1985PLC036521", held: null },
    { field: "paid_up_capital_inr", label: "Paid-up capital (₹)", value: 482000000, held: null },
    { field: "reporting_boundary", label: "Reporting boundary", value: "consolidated", held: "standalone" },
  ],
};

beforeEach(() => vi.clearAllMocks());

describe("FilingImportCard: Section A facts for the Entity Profile", () => {
  it("lists the filing's facts beside the profile's, the unset ones ticked, and applies the ticked ones", async () => {
    let applied: (v: unknown) => void = () => {};
    api.mockImplementation((path: string, init?: { body?: unknown }) => {
      if (path.endsWith("/filings")) return Promise.resolve(ANSWER);
      expect(path).toBe(`/companies/${COMPANY_ID}/filings/${FILING_ID}/profile`);
      expect(init?.body).toEqual({ fields: ["cin", "paid_up_capital_inr"] });
      return new Promise((resolve) => (applied = resolve));
    });
    render(
      <QueryClientProvider client={makeQueryClient()}>
        <FilingImportCard companyId={COMPANY_ID} canEdit onReview={() => {}} />
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByTestId("filing-input"), { target: { files: [new File(["%PDF-1.7"], "ganga.pdf", { type: "application/pdf" })] } });
    fireEvent.click(screen.getByTestId("import-filing"));
    const facts = await screen.findByTestId("filing-profile-facts");
    expect(facts).toHaveTextContent("Paid-up capital (₹): ₹48,20,00,000 (profile: not set)");
    expect(facts).toHaveTextContent("Reporting boundary: consolidated (profile: standalone)");
    expect(screen.getByLabelText(/Corporate Identity Number/)).toBeChecked();
    // A fact the profile holds otherwise is not overwritten unless ticked.
    expect(screen.getByLabelText(/Reporting boundary/)).not.toBeChecked();
    fireEvent.click(screen.getByRole("button", { name: "Apply to the Entity Profile" }));
    expect(await screen.findByRole("button", { name: "Saving..." })).toBeDisabled();
    applied({ applied: ["cin", "paid_up_capital_inr"], profile_facts: [ANSWER.profile_facts[2]] });
    await waitFor(() => expect(toast.success).toHaveBeenLastCalledWith("2 facts written to the Entity Profile"));
    expect(screen.queryByLabelText(/Corporate Identity Number/)).toBeNull();
    expect(screen.getByLabelText(/Reporting boundary/)).toBeInTheDocument();
  });
});
