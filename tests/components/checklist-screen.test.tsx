import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { makeQueryClient } from "@/components/providers/query-provider";
import { ChecklistScreen } from "@/components/checklist/checklist-screen";
import { getIndustryChecklist } from "@/lib/checklist/industry-checklists";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("@/lib/client/toast", () => ({ toast }));
const api = vi.hoisted(() => vi.fn());
vi.mock("@/lib/client/api", async (importOriginal) => ({ ...(await importOriginal<object>()), api }));
vi.mock("@/components/company/company-page", () => ({
  CompanyPage: ({ children }: { children: (c: { id: string; name: string; industry: string | null; frameworks: string[] }) => React.ReactNode }) => (
    <>{children({ id: COMPANY_ID, name: "Acme Steel", industry: "Energy", frameworks: ["BRSR"] })}</>
  ),
}));

const COMPANY_ID = "7d0f4b4e-3b7a-4c36-9b43-5f0c1d2e3a4b";
const list = getIndustryChecklist("Energy");

function renderScreen() {
  return render(
    <QueryClientProvider client={makeQueryClient()}>
      <ChecklistScreen companyId={COMPANY_ID} />
    </QueryClientProvider>,
  );
}

beforeEach(() => vi.clearAllMocks());

describe("checklist screen", () => {
  it("opens Environmental first, one section at a time, with counts", async () => {
    const done = [list.checklist.environmental[0], list.checklist.social[1]];
    api.mockImplementation((path: string) =>
      Promise.resolve(path.startsWith("/industry-checklist/") ? list : { items_completed: done, completion_percentage: 6, last_updated: null }),
    );
    const user = userEvent.setup({ delay: null });
    renderScreen();
    const env = await screen.findByTestId("checklist-environmental");
    expect(api).toHaveBeenCalledWith("/industry-checklist/Energy");
    expect(within(env).getAllByRole("checkbox")).toHaveLength(list.checklist.environmental.length);
    expect(within(env).getAllByRole("checkbox")[0]).toBeChecked();
    expect(screen.getByTestId("checklist-environmental-count")).toHaveTextContent(`1 of ${list.checklist.environmental.length} completed`);
    expect(screen.getByTestId("checklist-count")).toHaveTextContent(`2 of ${list.total_items} items completed`);
    expect(screen.getByTestId("checklist-updated")).toHaveTextContent("Last updated: Not yet");
    const social = screen.getByTestId("checklist-social");
    expect(within(social).queryAllByRole("checkbox")).toHaveLength(0);
    await user.click(within(social).getByRole("button"));
    expect(within(social).getAllByRole("checkbox")).toHaveLength(list.checklist.social.length);
    expect(within(env).queryAllByRole("checkbox")).toHaveLength(0);
    expect(screen.getByTestId("checklist-tips")).toHaveTextContent("Documents should typically be within the last 12 months");
  });

  it("toggles through the API and reports failures", async () => {
    api.mockImplementation((path: string, options?: { method?: string }) => {
      if (options?.method === "POST") return Promise.reject(new Error("nope"));
      return Promise.resolve(path.startsWith("/industry-checklist/") ? list : { items_completed: [], completion_percentage: 0, last_updated: null });
    });
    const user = userEvent.setup({ delay: null });
    renderScreen();
    const env = await screen.findByTestId("checklist-environmental");
    await user.click(within(env).getAllByRole("checkbox")[2]);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Failed to update checklist"));
    expect(api).toHaveBeenCalledWith(`/checklist-progress/${COMPANY_ID}/toggle`, { method: "POST", query: { item: list.checklist.environmental[2] } });
  });

  it("says so when the checklist fails to load", async () => {
    api.mockRejectedValue(new Error("down"));
    renderScreen();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Failed to load checklist", { id: "Failed to load checklist" }));
  });
});
