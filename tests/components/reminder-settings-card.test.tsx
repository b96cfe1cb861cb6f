import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ReminderSettingsCard, readDays } from "@/components/requests/reminder-settings-card";

const calls: { url: string; init?: RequestInit }[] = [];

beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      const body = init?.method === "PUT" ? JSON.parse(String(init.body)) : { days_before: [7, 1], overdue: true, overdue_every_days: 7, digest: true };
      return new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const renderCard = (canEdit: boolean) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ReminderSettingsCard companyId="c1" canEdit={canEdit} />
    </QueryClientProvider>,
  );

describe("reminder settings card", () => {
  it("reads days as a list", () => {
    expect(readDays("7, 1")).toEqual([7, 1]);
    expect(readDays("1 3 3")).toEqual([3, 1]);
    expect(readDays("7, x")).toBeNull();
  });

  it("an owner changes the days before, switches the digest off and saves them", async () => {
    const user = userEvent.setup();
    renderCard(true);
    const days = await screen.findByLabelText("Days before (comma separated)");
    expect(days).toHaveValue("7, 1");
    await user.clear(days);
    await user.type(days, "3, x");
    expect(screen.getByText("Enter whole days, e.g. 7, 1")).toBeInTheDocument();
    expect(screen.getByTestId("save-reminders")).toBeDisabled();
    await user.clear(days);
    await user.type(days, "3");
    await user.click(screen.getByTestId("reminder-digest"));
    await user.click(screen.getByTestId("save-reminders"));
    await waitFor(() => expect(calls.some((c) => c.init?.method === "PUT")).toBe(true));
    const put = calls.find((c) => c.init?.method === "PUT")!;
    expect(put.url).toContain("/api/companies/c1/reminder-settings");
    expect(JSON.parse(String(put.init!.body))).toEqual({ days_before: [3], overdue: true, overdue_every_days: 7, digest: false });
  });

  it("anyone else reads them, without a save button", async () => {
    renderCard(false);
    expect(await screen.findByText("Only the company's owners change these.")).toBeInTheDocument();
    expect(screen.queryByTestId("save-reminders")).toBeNull();
  });
});
