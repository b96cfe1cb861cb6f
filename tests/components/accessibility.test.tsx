import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { MAIN_ID, SkipLink } from "@/components/main";
import { makeQueryClient } from "@/components/providers/query-provider";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import type { EsgEntryDto } from "@/lib/esg-data/schemas";
import { findAlertDialog, findDialog, waitForLayersClosed } from "../helpers/layers";
import { metricCatalogue } from "@/lib/esg-data/metric-catalogue";

const CATALOGUE = metricCatalogue();

// Focus returns to the button that opened a dialog; every page has a `main`
// landmark the skip link leads to.
const h = vi.hoisted(() => ({ api: vi.fn(), router: { push: vi.fn(), replace: vi.fn() } }));
vi.mock("@/lib/client/toast", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock("next/navigation", () => ({ useRouter: () => h.router }));
vi.mock("@/lib/client/api", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  api: h.api,
  // The entry list reads its headers: the list's answer without them.
  apiWithHeaders: async (path: string, options?: unknown) => ({ data: await h.api(path, options), headers: new Headers() }),
}));
vi.mock("@/components/app-header", () => ({ AppHeader: () => <header>header</header> }));

const { CompanyPage } = await import("@/components/company/company-page");
const { DataCollectionScreen } = await import("@/components/esg-data/data-collection-screen");
const { ApiClientError } = await import("@/lib/client/api");

const COMPANY_ID = "7d0f4b4e-3b7a-4c36-9b43-5f0c1d2e3a4b";
const COMPANY = {
  id: COMPANY_ID,
  name: "Tata Steel",
  industry: "Manufacturing",
  location: "Jamshedpur",
  size: "1000+",
  frameworks: ["BRSR"],
  fy_start_month: 4,
};
const ENTRY: EsgEntryDto = {
  id: "e1",
  company_id: COMPANY_ID,
  framework: "BRSR",
  category: "environmental",
  metric: "Scope 1 emissions",
  value: "6,000",
  numeric_value: 6000,
  unit: "tCO2e",
  period: "FY 2024-25",
  notes: "",
  source: "manual",
  calculator_run_id: null,
  review_state: "draft" as const,
  updated_by: null,
  reviewed_by: null,
  reviewed_at: null,
  review_comment: null,
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-01T00:00:00.000Z",
};

const withQuery = (ui: React.ReactNode) => render(<QueryClientProvider client={makeQueryClient()}>{ui}</QueryClientProvider>);

beforeEach(() => {
  vi.clearAllMocks();
  h.api.mockImplementation((path: string) => {
    if (path === `/companies/${COMPANY_ID}`) return Promise.resolve(COMPANY);
    if (path === `/esg-data/${COMPANY_ID}`) return Promise.resolve([ENTRY]);
    if (path === "/esg-data/e1/history") return Promise.resolve([]);
    return Promise.reject(new Error(`unexpected ${path}`));
  });
});

describe("focus returns to the opening button when a dialog closes", () => {
  it("the delete confirmation (opened from state, not a Radix trigger), by Cancel and by Escape", async () => {
    const user = userEvent.setup({ delay: null });
    withQuery(<DataCollectionScreen companyId={COMPANY_ID} catalogue={CATALOGUE} />);
    const remove = await screen.findByRole("button", { name: "Delete Scope 1 emissions" });

    await user.click(remove);
    await user.click(within(await findAlertDialog()).getByRole("button", { name: "Cancel" }));
    await waitForLayersClosed();
    await waitFor(() => expect(remove).toHaveFocus());

    await user.click(remove);
    await findAlertDialog();
    await user.keyboard("{Escape}");
    await waitForLayersClosed();
    await waitFor(() => expect(remove).toHaveFocus());
  });

  it("a plain dialog opened from state", async () => {
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button onClick={() => setOpen(true)}>Open details</button>
          <Dialog open={open} onOpenChange={setOpen}>
            <DialogContent>
              <DialogTitle>Details</DialogTitle>
              <DialogDescription>Something to read.</DialogDescription>
            </DialogContent>
          </Dialog>
        </>
      );
    }
    const user = userEvent.setup({ delay: null });
    render(<Opener />);
    const opener = screen.getByRole("button", { name: "Open details" });
    await user.click(opener);
    await user.click(within(await findDialog()).getByRole("button", { name: "Close" }));
    await waitForLayersClosed();
    await waitFor(() => expect(opener).toHaveFocus());
  });
});

describe("the main landmark and the skip link", () => {
  it("the skip link leads to the page's main", () => {
    render(<SkipLink />);
    expect(screen.getByRole("link", { name: "Skip to main content" })).toHaveAttribute("href", `#${MAIN_ID}`);
  });

  it("a company screen is inside `main` while loading, when found and when not found", async () => {
    let answer!: (company: unknown) => void;
    h.api.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const view = withQuery(
      <CompanyPage companyId={COMPANY_ID} title="Data Collection">
        {() => <p>body</p>}
      </CompanyPage>,
    );
    expect(screen.getByRole("main")).toHaveAttribute("id", MAIN_ID);
    expect(within(screen.getByRole("main")).getByText("Loading...")).toBeInTheDocument();
    answer(COMPANY);
    await waitFor(() => expect(within(screen.getByRole("main")).getByText("body")).toBeInTheDocument());
    expect(within(screen.getByRole("main")).getByRole("heading", { level: 1, name: "Data Collection" })).toBeInTheDocument();
    // The header (banner) stays outside main.
    expect(within(screen.getByRole("main")).queryByText("header")).toBeNull();
    view.unmount();

    h.api.mockRejectedValue(new ApiClientError(404, "Company not found"));
    withQuery(
      <CompanyPage companyId={COMPANY_ID} title="Data Collection">
        {() => <p>body</p>}
      </CompanyPage>,
    );
    await waitFor(() => expect(within(screen.getByRole("main")).getByText("Company Not Found")).toBeInTheDocument());
  });
});
