import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { makeQueryClient } from "@/components/providers/query-provider";
import { BoardSignoffCard } from "@/components/reports/board-signoff-card";

const toast = vi.hoisted(() => ({ info: vi.fn(), success: vi.fn(), error: vi.fn() }));
vi.mock("@/lib/client/toast", () => ({ toast }));
const api = vi.hoisted(() => vi.fn());
vi.mock("@/lib/client/api", async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const COMPANY_ID = "7d0f4b4e-3b7a-4c36-9b43-5f0c1d2e3a4b";
const FY = { id: "2024-25", label: "FY 2024-25" };
const counts = { missing: 0, core: 0, identity: 0, profile: 0, unapproved_core: 0 };

const version = (n: number, current: boolean) => ({
  id: `s${n}`,
  fy: "2024-25",
  label: "FY 2024-25",
  version: n,
  approved_by: "Meera Iyer",
  din: "01234567",
  designation: "Chairperson",
  approval_date: "2025-05-20",
  resolution_reference: "",
  notes: "",
  reopen_reason: n > 1 ? "Restated water" : null,
  signed_at: "2025-05-21T10:00:00.000Z",
  signed_by: null,
  current,
  artifacts: [
    {
      kind: "report.pdf",
      content_type: "application/pdf",
      sha256: `${n}`.repeat(64),
      byte_size: 10,
      url: `/api/companies/${COMPANY_ID}/signoffs/s${n}/report.pdf`,
    },
  ],
});

function answer(readiness: object, versions: object[], signed?: object) {
  api.mockImplementation(async (path: string, options?: { method?: string; body?: unknown }) => {
    if (options?.method === "POST") return signed;
    if (path.startsWith(`/brsr/${COMPANY_ID}/readiness`)) return readiness;
    if (path.startsWith(`/companies/${COMPANY_ID}/signoffs`)) return versions;
    throw new Error(`unexpected ${path}`);
  });
}

const renderCard = (canSign = true) =>
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <BoardSignoffCard companyId={COMPANY_ID} canSign={canSign} />
    </QueryClientProvider>,
  );

beforeEach(() => vi.clearAllMocks());

describe("Board sign-off card", () => {
  it("says what stands in the way and offers no form while Core figures are unapproved", async () => {
    const completeness = { frameworks: { BRSR: { reported: 1210, total: 1234, percentage: 98.1 } }, core: { reported: 70, total: 74, percentage: 94.6 } };
    answer(
      { fy: FY, ready: false, counts: { ...counts, unapproved_core: 66, missing: 2 }, items: [{}, {}], unapproved_core: Array(66).fill({}), completeness },
      [],
    );
    renderCard();
    expect(screen.getByText("Loading...")).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId("signoff-status").textContent).toContain("Not ready to sign off: 68 open"));
    // The year's completeness, the one measure the dashboard and questionnaire show.
    expect(screen.getByTestId("signoff-completeness").textContent).toBe("FY 2024-25: BRSR completeness 1,210 of 1,234 metrics (98.1%) · Core 70 of 74");
    expect(screen.getByText("66 BRSR Core figures not approved")).toBeTruthy();
    expect(screen.getByText("2 Essential indicators not answered")).toBeTruthy();
    expect(screen.queryByTestId("signoff-form")).toBeNull();
  });

  it("checks the DIN, then signs off the year with the board's details and lists the versions with their hashes", async () => {
    answer({ fy: FY, ready: true, counts, items: [], unapproved_core: [] }, [version(1, false)], version(2, true));
    renderCard();
    await waitFor(() => expect(screen.getByTestId("signoff-form")).toBeTruthy());
    expect(screen.getByTestId("signoff-sha-1-report.pdf").textContent).toBe(`SHA-256 ${"1".repeat(64)}`);
    expect(screen.getByTestId("signoff-version-1").textContent).toContain("Superseded");

    fireEvent.change(screen.getByLabelText("Director who approved"), { target: { value: "Meera Iyer" } });
    fireEvent.change(screen.getByLabelText("DIN"), { target: { value: "1234" } });
    fireEvent.change(screen.getByLabelText("Designation"), { target: { value: "Chairperson" } });
    fireEvent.change(screen.getByLabelText("Date of the board's approval"), { target: { value: "2025-08-01" } });
    fireEvent.click(screen.getByTestId("signoff-submit"));
    await waitFor(() => expect(screen.getByText("A DIN is 8 digits")).toBeTruthy());
    expect(api).not.toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ method: "POST" }));

    fireEvent.change(screen.getByLabelText("DIN"), { target: { value: "01234567" } });
    fireEvent.click(screen.getByTestId("signoff-submit"));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("FY 2024-25 signed off: version 2"));
    expect(api).toHaveBeenCalledWith(`/companies/${COMPANY_ID}/signoffs`, {
      method: "POST",
      body: {
        fy: "2024-25",
        approved_by: "Meera Iyer",
        din: "01234567",
        designation: "Chairperson",
        approval_date: "2025-08-01",
        resolution_reference: "",
        notes: "",
      },
    });
  });

  it("shows no form to a member who is not an owner", async () => {
    answer({ fy: FY, ready: true, counts, items: [], unapproved_core: [] }, []);
    renderCard(false);
    await waitFor(() => expect(screen.getByTestId("signoff-status").textContent).toBe("Ready to sign off."));
    expect(screen.queryByTestId("signoff-form")).toBeNull();
  });
});
