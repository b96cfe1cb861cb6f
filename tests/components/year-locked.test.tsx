import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { makeQueryClient } from "@/components/providers/query-provider";
import { EntryForm } from "@/components/esg-data/entry-form";
import { YearLockedBanner } from "@/components/company/year-locked-banner";
import { metricCatalogue } from "@/lib/esg-data/metric-catalogue";

const CATALOGUE = metricCatalogue();

vi.mock("@/lib/client/toast", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
const api = vi.hoisted(() => vi.fn());
vi.mock("@/lib/client/api", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  api,
  apiWithHeaders: async (path: string, options?: unknown) => ({ data: await api(path, options), headers: new Headers() }),
}));

const COMPANY_ID = "7d0f4b4e-3b7a-4c36-9b43-5f0c1d2e3a4b";

beforeEach(() => {
  vi.clearAllMocks();
  api.mockResolvedValue([]);
});

function renderForm(lockedYears: string[]) {
  return render(
    <QueryClientProvider client={makeQueryClient()}>
      <EntryForm companyId={COMPANY_ID} catalogue={CATALOGUE} frameworks={["BRSR"]} editing={null} onDone={() => {}} lockedYears={lockedYears} />
    </QueryClientProvider>,
  );
}

describe("a locked year", () => {
  it("the banner says the year is locked and who can reopen it", () => {
    render(<YearLockedBanner label="FY 2024-25" />);
    expect(screen.getByTestId("year-locked-banner")).toHaveTextContent(
      "FY 2024-25 is locked: its figures cannot be changed until an owner or reviewer reopens it",
    );
  });

  it("data entry shows the banner as soon as the period falls in a locked year, and the save is disabled; another year is open", async () => {
    const user = userEvent.setup({ delay: null });
    renderForm(["2024-25"]);
    const period = screen.getByLabelText("Period *");
    await user.type(period, "FY 2024-25");
    expect(await screen.findByTestId("year-locked-banner")).toHaveTextContent("FY 2024-25 is locked");
    expect(screen.getByTestId("entry-submit")).toBeDisabled();
    await user.clear(period);
    await user.type(period, "FY 2025-26");
    expect(screen.queryByTestId("year-locked-banner")).toBeNull();
    expect(screen.getByTestId("entry-submit")).toBeEnabled();
  });
});
