import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { makeQueryClient } from "@/components/providers/query-provider";
import { InsightsScreen } from "@/components/insights/insights-screen";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("@/lib/client/toast", () => ({ toast }));
const api = vi.hoisted(() => vi.fn());
vi.mock("@/lib/client/api", async (importOriginal) => ({ ...(await importOriginal<object>()), api }));
const frameworks = vi.hoisted(() => ({ list: ["BRSR", "GRI"] }));
vi.mock("@/components/company/company-page", () => ({
  CompanyPage: ({
    children,
  }: {
    children: (c: { id: string; name: string; frameworks: string[]; fy_start_month: number; default_fy: { id: string; label: string } }) => React.ReactNode;
  }) => (
    <>{children({ id: COMPANY_ID, name: "Acme Steel", frameworks: frameworks.list, fy_start_month: 4, default_fy: { id: "2024-25", label: "FY 2024-25" } })}</>
  ),
}));

const COMPANY_ID = "7d0f4b4e-3b7a-4c36-9b43-5f0c1d2e3a4b";

function renderScreen() {
  return render(
    <QueryClientProvider client={makeQueryClient()}>
      <InsightsScreen companyId={COMPANY_ID} />
    </QueryClientProvider>,
  );
}

const created = (framework: string, category: string | null) => ({
  id: "b1c1d9a4-2f7e-4a7d-9f49-0d1c2b3a4e5f",
  company_id: COMPANY_ID,
  framework,
  category,
  insights: "Scope 1 emissions rose 12% against FY 2023-24.",
  recommendations: ["Bring Scope 1 emissions back on track"],
  engine: "offline",
  created_at: "2026-11-27T10:00:00.000Z",
});

beforeEach(() => {
  vi.clearAllMocks();
  frameworks.list = ["BRSR", "GRI"];
});

describe("insights screen", () => {
  it("asks with the chosen framework, category and financial year, the schema's way ('all' is every category)", async () => {
    api.mockImplementation((path: string, options?: { method?: string; body?: { framework: string; category: string | null } }) =>
      Promise.resolve(options?.method === "POST" ? created(options.body!.framework, options.body!.category) : []),
    );
    const user = userEvent.setup({ delay: null });
    renderScreen();
    const framework = screen.getByLabelText("Framework");
    const category = screen.getByLabelText("Category");
    const year = screen.getByLabelText("Financial year");
    expect(framework).toHaveValue("BRSR");
    expect(category).toHaveValue("all");
    // The year every screen opens on (the company's default year), as the dashboard's completeness.
    expect(year).toHaveValue("2024-25");

    await user.click(screen.getByTestId("generate-insights"));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("AI insights generated successfully!"));
    expect(api).toHaveBeenCalledWith(
      "/ai-insights",
      expect.objectContaining({ method: "POST", body: { company_id: COMPANY_ID, framework: "BRSR", category: null, fy: "2024-25" } }),
    );

    await user.selectOptions(framework, "GRI");
    await user.selectOptions(category, "Social");
    await user.selectOptions(year, "FY 2023-24");
    await user.click(screen.getByTestId("generate-insights"));
    await waitFor(() => expect(toast.success).toHaveBeenCalledTimes(2));
    const posted = api.mock.calls.filter(([path]) => path === "/ai-insights").map(([, options]) => options.body);
    expect(posted).toEqual([
      { company_id: COMPANY_ID, framework: "BRSR", category: null, fy: "2024-25" },
      { company_id: COMPANY_ID, framework: "GRI", category: "social", fy: "2023-24" },
    ]);
  });

  it("without a framework the button is disabled and says why", async () => {
    frameworks.list = [];
    api.mockResolvedValue([]);
    renderScreen();
    expect(screen.getByLabelText("Framework")).toHaveValue("");
    expect(screen.getByText("Please select a framework")).toBeInTheDocument();
    expect(screen.getByTestId("generate-insights")).toBeDisabled();
  });
});
