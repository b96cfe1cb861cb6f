import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { makeQueryClient } from "@/components/providers/query-provider";
import { ReviewAndLocks } from "@/components/dashboard/review-and-locks";

vi.mock("@/lib/client/toast", () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
const api = vi.hoisted(() => vi.fn());
const apiWithHeaders = vi.hoisted(() => vi.fn());
vi.mock("@/lib/client/api", async (importOriginal) => ({ ...(await importOriginal<object>()), api, apiWithHeaders }));

const COMPANY_ID = "7d0f4b4e-3b7a-4c36-9b43-5f0c1d2e3a4b";
const extras = {
  review: { draft: 3, submitted: 0, approved: 0, rejected: 0 },
  open_evidence_requests: 0,
  overdue_requests: 0,
  locks: [],
  lock_events: [],
} as never;

beforeEach(() => {
  vi.clearAllMocks();
  apiWithHeaders.mockImplementation(async (path: string) => {
    expect(path).toContain("state=draft");
    return { data: [{}], headers: new Headers({ "X-Total-Count": path.includes("year=2023-24") ? "3" : "0" }) };
  });
  api.mockImplementation(async (path: string) => {
    if (path.includes("/readiness")) return { counts: { missing: path.includes("fy=2023-24") ? 411 : 0 } };
    if (path === `/companies/${COMPANY_ID}`) return { id: COMPANY_ID, name: "Sahyadri Steel & Alloys Ltd", default_fy: null, fy_start_month: 4 };
    throw new Error(`unexpected ${path}`);
  });
});

const renderLocks = (defaultFy: string | null) =>
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <ReviewAndLocks companyId={COMPANY_ID} role="owner" fyStartMonth={4} defaultFy={defaultFy} extras={extras} />
    </QueryClientProvider>,
  );

describe("locking a year", () => {
  it("opens on the company's default year and asks for confirmation listing the year's open drafts and missing required answers", async () => {
    const user = userEvent.setup({ delay: null });
    renderLocks("2023-24");
    expect(screen.getByTestId("lock-fy")).toHaveValue("2023-24");
    await user.click(screen.getByTestId("lock-year"));
    const preflight = await screen.findByTestId("lock-preflight");
    await waitFor(() => expect(preflight).toHaveTextContent("This year is not finished:3 figures are still in draft411 required BRSR answers are missing"));
    expect(screen.getByTestId("confirm-lock")).toHaveTextContent("Lock FY 2023-24");
    // Nothing is locked until the confirmation is pressed.
    expect(api).not.toHaveBeenCalledWith(`/companies/${COMPANY_ID}/locks`, expect.anything());
  });

  it("says so when nothing is open in the year", async () => {
    const user = userEvent.setup({ delay: null });
    renderLocks("2024-25");
    expect(screen.getByTestId("lock-fy")).toHaveValue("2024-25");
    await user.click(screen.getByTestId("lock-year"));
    await waitFor(() => expect(screen.getByTestId("lock-preflight")).toHaveTextContent("No drafts are open and every required answer is given."));
  });
});
