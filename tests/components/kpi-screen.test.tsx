import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { makeQueryClient } from "@/components/providers/query-provider";
import { KpiScreen } from "@/components/kpi/kpi-screen";
import type { KpiProgressDto } from "@/lib/kpi/schemas";
import { chooseOption } from "../helpers/select";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("@/lib/client/toast", () => ({ toast }));
const api = vi.hoisted(() => vi.fn());
vi.mock("@/lib/client/api", async (importOriginal) => ({ ...(await importOriginal<object>()), api }));
vi.mock("@/components/company/company-page", () => ({
  CompanyPage: ({ children, actions }: { actions?: React.ReactNode; children: (c: { id: string; frameworks: string[] }) => React.ReactNode }) => (
    <>
      {actions}
      {children({ id: COMPANY_ID, frameworks: ["BRSR"] })}
    </>
  ),
}));

const COMPANY_ID = "7d0f4b4e-3b7a-4c36-9b43-5f0c1d2e3a4b";

const progress = (over: Partial<KpiProgressDto> & { id: string; metric: string; baseline?: number | null }): KpiProgressDto => ({
  target: {
    id: over.id,
    company_id: COMPANY_ID,
    framework: "BRSR",
    category: "environmental",
    metric: over.metric,
    target_value: 3000,
    unit: "tCO2e",
    target_period: "FY 2030",
    baseline_value: over.baseline === undefined ? 6000 : over.baseline,
    baseline_period: over.baseline === null ? null : "FY 2024",
    direction: null,
    notes: "",
    created_at: "2026-01-01T00:00:00.000Z",
  },
  actual_value: over.actual_value ?? null,
  actual_period: over.actual_period ?? null,
  progress_percentage: over.progress_percentage ?? null,
  expected_percentage: null,
  status: over.status ?? "pending",
  note: over.note ?? null,
  current_status: over.current_status ?? null,
});

function renderScreen() {
  return render(
    <QueryClientProvider client={makeQueryClient()}>
      <KpiScreen companyId={COMPANY_ID} />
    </QueryClientProvider>,
  );
}

beforeEach(() => vi.clearAllMocks());

describe("KPI screen", () => {
  it("shows the empty state without summary cards", async () => {
    api.mockResolvedValue({ progress: [] });
    renderScreen();
    expect(await screen.findByRole("button", { name: "Add Your First Target" })).toBeInTheDocument();
    expect(screen.queryByTestId("kpi-summary")).not.toBeInTheDocument();
  });

  it("renders targets: Target as 'value unit by period', Current or 'No data', Baseline with period, capped bar, unknown status as Pending", async () => {
    api.mockResolvedValue({
      progress: [
        progress({ id: "a", metric: "Scope 1 emissions", actual_value: 2400, actual_period: "FY 2027", progress_percentage: 120, status: "achieved" }),
        progress({ id: "b", metric: "Scope 2 emissions", status: "weird" as never, baseline: null }),
        progress({ id: "c", metric: "Total GHG emissions", actual_value: 5500, progress_percentage: 16.7, status: "behind" }),
      ],
    });
    renderScreen();
    const cards = await screen.findAllByTestId("target-card");
    const [achieved, unknown, behind] = cards;
    expect(within(achieved).getByTestId("target-target")).toHaveTextContent("3,000 tCO2e by FY 2030");
    expect(within(achieved).getByTestId("target-current")).toHaveTextContent("2,400 tCO2e (FY 2027)");
    expect(within(achieved).getByTestId("target-baseline")).toHaveTextContent("6,000 tCO2e (FY 2024)");
    expect(within(achieved).getByTestId("target-status")).toHaveTextContent("Achieved");
    expect(within(achieved).getByTestId("target-progress")).toHaveTextContent("120%");
    const bar = within(achieved).getByRole("progressbar").querySelector("[data-slot=progress-indicator]") as HTMLElement;
    expect(bar.style.transform).toBe("translateX(-0%)");
    expect(within(unknown).getByTestId("target-status")).toHaveTextContent("Pending");
    expect(within(unknown).getByTestId("target-current")).toHaveTextContent("No data");
    expect(within(unknown).queryByTestId("target-baseline")).not.toBeInTheDocument();
    expect(within(behind).getByTestId("target-status")).toHaveTextContent("Behind");
    expect(screen.getByTestId("summary-total-targets")).toHaveTextContent("3");
    expect(screen.getByTestId("summary-achieved")).toHaveTextContent("1");
    expect(screen.getByTestId("summary-on-track")).toHaveTextContent("0");
    expect(screen.getByTestId("summary-at-risk-behind")).toHaveTextContent("1");
  });

  it("says why a target has no comparable figure, and which newer figures were left out", async () => {
    api.mockResolvedValue({
      progress: [
        progress({ id: "a", metric: "Scope 1 emissions", note: "Only Q1 FY 2025-26 is entered; the target is annual" }),
        progress({
          id: "b",
          metric: "Total energy consumption",
          actual_value: 2700,
          actual_period: "FY 2024-25",
          progress_percentage: 50,
          status: "on_track",
          note: "FY 2025-26 is left out: the figure for FY 2025-26 is in kL, which does not convert to GJ",
        }),
        progress({ id: "c", metric: "Scope 2 emissions" }),
      ],
    });
    renderScreen();
    const [quarter, unit, none] = await screen.findAllByTestId("target-card");
    expect(within(quarter).getByTestId("target-current")).toHaveTextContent("No comparable figure");
    expect(within(quarter).getByTestId("target-note")).toHaveTextContent("Only Q1 FY 2025-26 is entered; the target is annual");
    expect(within(unit).getByTestId("target-current")).toHaveTextContent("2,700 tCO2e (FY 2024-25)");
    expect(within(unit).getByTestId("target-note")).toHaveTextContent("FY 2025-26 is left out");
    expect(within(none).getByTestId("target-current")).toHaveTextContent("No data");
    expect(within(none).queryByTestId("target-note")).not.toBeInTheDocument();
  });

  it("the Add Target dialog refuses missing fields and sends nothing", async () => {
    api.mockResolvedValue({ progress: [] });
    const user = userEvent.setup({ delay: null });
    renderScreen();
    await user.click(await screen.findByRole("button", { name: "Add Your First Target" }));
    await user.type(await screen.findByLabelText("Target Value *"), "3000");
    await user.click(screen.getByRole("button", { name: "Create Target" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Please fill in all required fields"));
    expect(api).toHaveBeenCalledTimes(1);
  });

  it("confirms before deleting and toasts the outcome", async () => {
    api.mockImplementation((path: string, options?: { method?: string }) =>
      options?.method === "DELETE" ? Promise.resolve(undefined) : Promise.resolve({ progress: [progress({ id: "a", metric: "Scope 1 emissions" })] }),
    );
    const user = userEvent.setup({ delay: null });
    renderScreen();
    await user.click(await screen.findByRole("button", { name: "Delete target Scope 1 emissions" }));
    expect(await screen.findByText("Are you sure you want to delete this KPI target?")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("KPI target deleted successfully"));
    expect(api).toHaveBeenCalledWith("/kpi-targets/a", { method: "DELETE" });
  });
});

describe("KPI screen: Add Target busy label", () => {
  it("shows 'Creating...' on a disabled button while the target is being created, then 'Create Target' again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    let finish: (error: Error) => void = () => {};
    api.mockImplementation((path: string, options?: { method?: string }) =>
      options?.method === "POST" ? new Promise((_, reject) => (finish = reject)) : Promise.resolve({ progress: [] }),
    );
    const user = userEvent.setup({ delay: null });
    renderScreen();
    await user.click(await screen.findByRole("button", { name: "Add Your First Target" }));
    await chooseOption(user, await screen.findByTestId("target-framework"), "BRSR");
    await chooseOption(user, screen.getByTestId("target-category"), "Environmental");
    await chooseOption(user, await screen.findByTestId("target-metric"), "Scope 1 emissions");
    await user.type(screen.getByLabelText("Target Value *"), "3000");
    await user.type(screen.getByLabelText("Target Period *"), "FY 2030");
    await user.click(screen.getByRole("button", { name: "Create Target" }));

    const busy = await screen.findByRole("button", { name: "Creating..." });
    expect(busy).toBeDisabled();
    expect(screen.getByRole("button", { name: "Cancel" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Create Target" })).not.toBeInTheDocument();
    expect(api).toHaveBeenCalledWith("/kpi-targets", expect.objectContaining({ method: "POST" }));

    finish(new Error("boom"));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Failed to create target"));
    expect(await screen.findByRole("button", { name: "Create Target" })).toBeEnabled();
    expect(screen.queryByRole("button", { name: "Creating..." })).not.toBeInTheDocument();
    vi.mocked(console.error).mockRestore();
  });
});

describe("KPI screen: approved figures, drafts on request", () => {
  it("reads approved figures first; 'Include drafts' asks again with include_drafts=true and marks a draft-based value", async () => {
    api.mockImplementation((path: string) =>
      Promise.resolve({
        progress: path.endsWith("?include_drafts=true")
          ? [
              progress({
                id: "a",
                metric: "Scope 1 emissions",
                actual_value: 4500,
                actual_period: "FY 2025",
                progress_percentage: 50,
                status: "on_track",
                current_status: "draft",
              }),
            ]
          : [
              progress({
                id: "a",
                metric: "Scope 1 emissions",
                actual_value: 6000,
                actual_period: "FY 2024",
                progress_percentage: 0,
                status: "behind",
                current_status: "approved",
                note: "FY 2025's figure is not yet approved and is left out",
              }),
            ],
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderScreen();
    const card = await screen.findByTestId("target-card");
    expect(api).toHaveBeenCalledWith(`/kpi-targets/${COMPANY_ID}/progress`);
    expect(within(card).getByTestId("target-current")).toHaveTextContent("6,000 tCO2e (FY 2024)");
    expect(within(card).queryByTestId("target-current-draft")).not.toBeInTheDocument();
    expect(within(card).getByTestId("target-note")).toHaveTextContent("FY 2025's figure is not yet approved");
    expect(screen.getByText("Progress is measured on approved figures.")).toBeInTheDocument();

    const toggle = screen.getByRole("checkbox", { name: "Include drafts" });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(screen.getByTestId("target-current")).toHaveTextContent("4,500 tCO2e (FY 2025)"));
    expect(api).toHaveBeenCalledWith(`/kpi-targets/${COMPANY_ID}/progress?include_drafts=true`);
    expect(screen.getByTestId("target-current-draft")).toHaveTextContent("Draft");
    expect(screen.getByTestId("target-status")).toHaveTextContent("On Track");

    await user.click(toggle);
    await waitFor(() => expect(screen.getByTestId("target-current")).toHaveTextContent("6,000 tCO2e (FY 2024)"));
    expect(screen.queryByTestId("target-current-draft")).not.toBeInTheDocument();
  });
});

describe("KPI screen: Edit target", () => {
  it("opens with the target's values, sends the changed fields by PATCH with a busy label, and toasts", async () => {
    Object.assign(Element.prototype, {
      hasPointerCapture: () => false,
      setPointerCapture: () => {},
      releasePointerCapture: () => {},
      scrollIntoView: () => {},
    });
    let finish: (value: unknown) => void = () => {};
    api.mockImplementation((path: string, options?: { method?: string }) =>
      options?.method === "PATCH"
        ? new Promise((resolve) => (finish = resolve))
        : Promise.resolve({ progress: [progress({ id: "a", metric: "Scope 1 emissions" })] }),
    );
    const user = userEvent.setup({ delay: null });
    renderScreen();
    await user.click(await screen.findByRole("button", { name: "Edit target Scope 1 emissions" }));
    expect(await screen.findByRole("heading", { name: "Edit KPI Target" })).toBeInTheDocument();
    const value = screen.getByLabelText("Target Value *");
    expect(value).toHaveValue("3000");
    expect(screen.getByLabelText("Unit")).toHaveValue("tCO2e");
    expect(screen.getByLabelText("Baseline Value")).toHaveValue("6000");
    expect(screen.getByLabelText("Baseline Period")).toHaveValue("FY 2024");
    await user.clear(value);
    await user.type(value, "2,500");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));

    const busy = await screen.findByRole("button", { name: "Saving..." });
    expect(busy).toBeDisabled();
    expect(api).toHaveBeenCalledWith("/kpi-targets/a", {
      method: "PATCH",
      body: {
        framework: "BRSR",
        category: "environmental",
        metric: "Scope 1 emissions",
        target_value: 2500,
        unit: "tCO2e",
        target_period: "FY 2030",
        baseline_value: 6000,
        baseline_period: "FY 2024",
        direction: null,
        notes: "",
      },
    });
    finish({ ...progress({ id: "a", metric: "Scope 1 emissions" }).target, target_value: 2500 });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("KPI target updated successfully"));
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Edit KPI Target" })).not.toBeInTheDocument());
  });

  it("refuses an emptied required field without sending", async () => {
    api.mockResolvedValue({ progress: [progress({ id: "a", metric: "Scope 1 emissions" })] });
    const user = userEvent.setup({ delay: null });
    renderScreen();
    await user.click(await screen.findByRole("button", { name: "Edit target Scope 1 emissions" }));
    await user.clear(await screen.findByLabelText("Target Period *"));
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Please fill in all required fields"));
    expect(api.mock.calls.filter(([, o]) => o?.method === "PATCH")).toHaveLength(0);
  });
});

describe("KPI screen: unit and baseline filled from held data", () => {
  it("fills the unit when a metric is chosen and the baseline when its period is left; a typed value is kept", async () => {
    Object.assign(Element.prototype, {
      hasPointerCapture: () => false,
      setPointerCapture: () => {},
      releasePointerCapture: () => {},
      scrollIntoView: () => {},
    });
    api.mockImplementation((path: string) => {
      if (!path.includes("/prefill?")) return Promise.resolve({ progress: [] });
      const q = new URLSearchParams(path.split("?")[1]);
      const held = q.get("baseline_period") === "FY 2023-24";
      return Promise.resolve({
        unit: "tCO2e",
        unit_source: "catalogue",
        baseline_value: held ? 6000 : null,
        baseline_period: held ? "FY 2023-24" : null,
        baseline_note: q.get("baseline_period") && !held ? `No approved figure for ${q.get("baseline_period")}` : null,
      });
    });
    const user = userEvent.setup({ delay: null });
    renderScreen();
    await user.click(await screen.findByRole("button", { name: "Add Your First Target" }));
    await chooseOption(user, await screen.findByTestId("target-framework"), "BRSR");
    await chooseOption(user, screen.getByTestId("target-category"), "Environmental");
    await chooseOption(user, await screen.findByTestId("target-metric"), "Scope 1 emissions");
    await waitFor(() => expect(screen.getByLabelText("Unit")).toHaveValue("tCO2e"));
    expect(screen.getByTestId("target-unit-hint")).toHaveTextContent("The metric's usual unit");
    expect(api).toHaveBeenCalledWith(`/kpi-targets/${COMPANY_ID}/prefill?framework=BRSR&metric=Scope+1+emissions&baseline_period=&unit=`);

    await user.type(screen.getByLabelText("Baseline Period"), "FY 2023-24");
    await user.tab();
    await waitFor(() => expect(screen.getByLabelText("Baseline Value")).toHaveValue("6000"));
    expect(screen.getByTestId("target-baseline-hint")).toHaveTextContent("Filled from your approved FY 2023-24 figure (6,000)");

    // The user's own baseline stays when another period is asked about.
    const baseline = screen.getByLabelText("Baseline Value");
    await user.clear(baseline);
    await user.type(baseline, "5800");
    const period = screen.getByLabelText("Baseline Period");
    await user.clear(period);
    await user.type(period, "FY 2022-23");
    await user.tab();
    await waitFor(() => expect(screen.getByTestId("target-baseline-hint")).toHaveTextContent("No approved figure for FY 2022-23"));
    expect(baseline).toHaveValue("5800");
  });
});
