import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { makeQueryClient } from "@/components/providers/query-provider";
import { ledgerRows, ValueChainPanels } from "@/components/value-chain/value-chain-screen";
import { QuestionnaireValueChain } from "@/components/value-chain/questionnaire-value-chain";
import { ApiClientError } from "@/lib/client/api";
import type { CompanyRole } from "@/lib/auth/access-table";
import type { CompanyDto } from "@/lib/companies/types";
import type { ValueChainDto, ValueChainKpiDto } from "@/lib/value-chain/types";

const h = vi.hoisted(() => ({ router: { push: vi.fn(), replace: vi.fn() } }));
vi.mock("next/navigation", () => ({ useRouter: () => h.router }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("@/lib/client/toast", () => ({ toast }));
const api = vi.hoisted(() => vi.fn());
vi.mock("@/lib/client/api", async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const COMPANY_ID = "7d0f4b4e-3b7a-4c36-9b43-5f0c1d2e3a4b";
const company = (role: CompanyRole): CompanyDto => ({
  id: COMPANY_ID,
  name: "Deccan Alloys",
  industry: "Manufacturing",
  location: "Pune",
  size: "201-500",
  description: null,
  frameworks: ["BRSR"],
  created_at: "2026-01-01T00:00:00.000Z",
  fy_start_month: 4,
  default_fy: { id: "2024-25", label: "FY 2024-25" },
  role,
});

const kpi = (key: string, label: string, unit: string, value: number | null, partners = 0): ValueChainKpiDto => ({
  key,
  attribute: "ghg",
  label,
  unit,
  combine: "sum",
  value,
  partners,
});

const VIEW: ValueChainDto = {
  fy: "2024-25",
  include_in_report: false,
  green_credits_cell: null,
  totals: { purchases: 10_00_00_000, sales: null },
  sides: {
    upstream: {
      total: 10_00_00_000,
      partners: [
        {
          id: "p1",
          name: "Odisha Ore",
          email: "esg@ore.example",
          amount: 6_00_00_000,
          share: 60,
          cumulative: 60,
          value_chain: true,
          chosen: true,
          added: false,
          request: { id: "r1", state: "submitted", due_date: "2099-01-01" },
          answered: true,
          not_disclosed_reason: null,
        },
        {
          id: "p2",
          name: "Jharia Coal",
          email: null,
          amount: 2_00_00_000,
          share: 20,
          cumulative: 80,
          value_chain: true,
          chosen: true,
          added: false,
          request: null,
          answered: false,
          not_disclosed_reason: "Not asked: no e-mail address",
        },
        {
          id: "p3",
          name: "Small Spares",
          email: "x@spares.example",
          amount: 10_00_000,
          share: 1,
          cumulative: 81,
          value_chain: false,
          chosen: false,
          added: false,
          request: null,
          answered: false,
          not_disclosed_reason: null,
        },
      ],
      value_chain_count: 2,
      chosen_count: 2,
      coverage: 80,
      meets_coverage: true,
      asked: 1,
      answered: 1,
      not_answered: 1,
    },
    downstream: {
      total: null,
      partners: [],
      value_chain_count: 0,
      chosen_count: 0,
      coverage: null,
      meets_coverage: false,
      asked: 0,
      answered: 0,
      not_answered: 0,
    },
  },
  disclosure: {
    upstream: {
      kpis: [kpi("P6-E7-S1", "Scope 1 emissions", "tCO2e", 123456.5, 1), kpi("P6-E7-S2", "Scope 2 emissions", "tCO2e", null)],
      intensities: [{ label: "GHG (Scope 1 + 2) per ₹ crore of business", unit: "tCO2e / ₹ crore", value: 2057.6 }],
      answered_coverage: 60,
      green_credits_top_ten: 5,
      green_credits_answered: 1,
    },
    downstream: {
      kpis: [kpi("P6-E7-S1", "Scope 1 emissions", "tCO2e", null)],
      intensities: [],
      answered_coverage: null,
      green_credits_top_ten: null,
      green_credits_answered: 0,
    },
  },
};

function routeApi(view = VIEW) {
  api.mockImplementation(async (path: string, options?: { method?: string; body?: Record<string, unknown> }) => {
    const method = options?.method ?? "GET";
    if (path.startsWith(`/companies/${COMPANY_ID}/value-chain?`)) return view;
    if (path.endsWith("/value-chain/requests"))
      return { created: [{ partner: "Odisha Ore" }], skipped: [{ partner: "Jharia Coal", reason: "no e-mail address" }] };
    if (path.endsWith("/value-chain") && method === "PUT") return view;
    if (path.includes("/partners/") && method === "PATCH") return { id: "p2", email: options!.body!.email };
    if (path.startsWith(`/companies/${COMPANY_ID}/partners/ledger?`) && method === "POST") {
      if (options!.body instanceof FormData && (options!.body.get("file") as File).name === "bad.xlsx")
        throw new ApiClientError(422, "Ledger row 3: Sideless Ltd's side must be Purchase or Sale (got 'Barter')");
      return { rows: 120, partners: 14, created: 12, updated: 2, dry_run: path.endsWith("dry_run=true") };
    }
    if (path.endsWith("/partners") && method === "POST") {
      if ("rows" in options!.body!) return { rows: 3, partners: 2, created: 2, updated: 0, dry_run: options!.body!.dry_run === true };
      return { name: options!.body!.name };
    }
    throw new Error(`unexpected ${method} ${path}`);
  });
}

function renderPanels(role: CompanyRole = "owner") {
  const client = makeQueryClient();
  return render(
    <QueryClientProvider client={client}>
      <ValueChainPanels company={company(role)} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  api.mockReset();
  toast.success.mockReset();
  toast.error.mockReset();
});

describe("value-chain screen", () => {
  it("shows loading, then the scoping with Indian numbers, the not-disclosed reason and the disclosure", async () => {
    routeApi();
    renderPanels();
    expect(screen.getByTestId("value-chain-loading")).toBeInTheDocument();
    const up = await screen.findByTestId("scoping-upstream");
    expect(within(up).getByText(/2 at 2 % or more; 2 chosen, covering 80% of ₹10,00,00,000/)).toBeInTheDocument();
    const ore = within(up).getAllByTestId("partner-row")[0];
    expect(ore).toHaveTextContent("₹6,00,00,000");
    expect(ore).toHaveTextContent("60%");
    expect(within(up).getByText("Not disclosed: Not asked: no e-mail address")).toBeInTheDocument();
    expect(within(screen.getByTestId("scoping-downstream")).getByText(/Enter the total sales/)).toBeInTheDocument();
    const disclosure = screen.getByTestId("disclosure-upstream");
    expect(within(disclosure).getByText("1,23,456.5")).toBeInTheDocument();
    expect(within(disclosure).getAllByText("Not disclosed").length).toBeGreaterThan(0);
    expect(within(disclosure).getByText(/asked 1, answered 1, not answered 1/)).toBeInTheDocument();
    expect(screen.getByTestId("green-credits-upstream")).toHaveTextContent("5");
  });

  it("asks the chosen partners in one click (busy label, toast naming the skipped ones)", async () => {
    routeApi();
    const user = userEvent.setup();
    renderPanels();
    // Jharia Coal is chosen and not yet asked (Odisha Ore already was).
    const ask = await screen.findByRole("button", { name: "Ask 1 partner" });
    await user.click(ask);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("1 partner asked; skipped Jharia Coal (no e-mail address)"));
    const call = api.mock.calls.find((c) => String(c[0]).endsWith("/value-chain/requests"))!;
    expect(call[1].body).toMatchObject({ fy: "2024-25" });
  });

  it("says a total that is not a number and sends nothing (it would clear the saved total)", async () => {
    routeApi();
    const user = userEvent.setup();
    renderPanels();
    const purchases = await screen.findByLabelText("Total purchases (₹)");
    await user.clear(purchases);
    await user.type(purchases, "ten crore");
    await user.click(screen.getByRole("button", { name: "Save totals" }));
    expect(toast.error).toHaveBeenCalledWith("Failed to save data", { description: "'ten crore' is not a number of rupees" });
    expect(api.mock.calls.filter((c) => c[1]?.method === "PUT")).toHaveLength(0);
    // A number, grouped the Indian way, is saved as the number.
    await user.clear(purchases);
    await user.type(purchases, "12,00,00,000");
    await user.click(screen.getByRole("button", { name: "Save totals" }));
    await waitFor(() => expect(api.mock.calls.filter((c) => c[1]?.method === "PUT")).toHaveLength(1));
    expect(api.mock.calls.find((c) => c[1]?.method === "PUT")![1].body).toMatchObject({ total_purchases: 12_00_00_000 });
  });

  it("asks the chosen partners once for a double click", async () => {
    routeApi();
    renderPanels();
    const ask = await screen.findByRole("button", { name: "Ask 1 partner" });
    fireEvent.click(ask);
    fireEvent.click(ask);
    await waitFor(() => expect(toast.success).toHaveBeenCalledTimes(1));
    expect(api.mock.calls.filter((c) => String(c[0]).endsWith("/value-chain/requests"))).toHaveLength(1);
  });

  it("adds a partner below the threshold to the chosen set", async () => {
    routeApi();
    const user = userEvent.setup();
    renderPanels();
    await user.click(await screen.findByRole("checkbox", { name: "Choose Small Spares" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Chosen partners saved"));
    const put = api.mock.calls.find((c) => c[1]?.method === "PUT")!;
    expect(put[1].body).toEqual({ fy: "2024-25", total_purchases: 10_00_00_000, total_sales: null, added: ["p3"] });
    // A partner in the default set cannot be unchosen.
    expect(screen.getByRole("checkbox", { name: "Choose Odisha Ore" })).toBeDisabled();
  });

  it("checks a pasted ledger before importing it; adds a partner with its value read the Indian way", async () => {
    routeApi();
    const user = userEvent.setup();
    renderPanels();
    const box = await screen.findByLabelText("Ledger lines");
    await user.type(box, "Odisha Ore, purchase, 4,00,00,000{enter}Pune Auto, sale, 2 crore{enter}Odisha Ore, purchase, 100");
    expect(screen.getByRole("button", { name: "Import" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Check" }));
    expect(await screen.findByTestId("ledger-plan")).toHaveTextContent("3 rows → 2 partners (2 new, 0 updated)");
    const dry = api.mock.calls.find((c) => c[1]?.body?.dry_run === true)!;
    expect(dry[1].body.rows).toEqual([
      { name: "Odisha Ore", side: "purchase", value: 40_000_000 },
      { name: "Pune Auto", side: "sale", value: 20_000_000 },
      { name: "Odisha Ore", side: "purchase", value: 100 },
    ]);
    await user.click(screen.getByRole("button", { name: "Import" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Ledger imported: 3 rows → 2 partners (2 new, 0 updated)"));

    await user.type(screen.getByLabelText("Name"), "Vizag Port");
    await user.selectOptions(screen.getByLabelText("Side"), "downstream");
    await user.type(screen.getByLabelText(/Value of business/), "1,50,00,000");
    await user.click(screen.getByRole("button", { name: "Add partner" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Vizag Port added"));
    const add = api.mock.calls.find((c) => c[1]?.body?.name === "Vizag Port")!;
    expect(add[1].body).toMatchObject({ side: "downstream", amounts: { "2024-25": 15_000_000 } });
  });

  it("says a partner's value that is not a number, with the reason, and adds nothing", async () => {
    routeApi();
    const user = userEvent.setup();
    renderPanels();
    await user.type(await screen.findByLabelText("Name"), "Vizag Port");
    await user.type(screen.getByLabelText(/Value of business/), "about 2 crore");
    await user.click(screen.getByRole("button", { name: "Add partner" }));
    expect(toast.error).toHaveBeenCalledWith("Failed to save data", { description: "'about 2 crore' is not a number of rupees" });
    expect(api.mock.calls.some((c) => c[1]?.body?.name === "Vizag Port")).toBe(false);
  });

  it("checks a ledger workbook (the dry run) before importing it; a bad row's detail is toasted and nothing is imported", async () => {
    routeApi();
    const user = userEvent.setup();
    renderPanels();
    const input = await screen.findByLabelText("Ledger workbook (.xlsx)");
    const check = screen.getByRole("button", { name: "Check workbook" });
    const importButton = screen.getByRole("button", { name: "Import workbook" });
    expect(check).toBeDisabled();
    await user.upload(input, new File([new Uint8Array([0x50, 0x4b, 3, 4])], "bad.xlsx"));
    await user.click(check);
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Failed to import the ledger", {
        description: "Ledger row 3: Sideless Ltd's side must be Purchase or Sale (got 'Barter')",
      }),
    );
    expect(importButton).toBeDisabled();

    await user.upload(input, new File([new Uint8Array([0x50, 0x4b, 3, 4])], "ledger.xlsx"));
    await user.click(check);
    expect(await screen.findByTestId("ledger-file-plan")).toHaveTextContent("120 rows → 14 partners (12 new, 2 updated)");
    const dry = api.mock.calls.filter((c) => String(c[0]).includes("/partners/ledger?")).at(-1)!;
    expect(dry[0]).toBe(`/companies/${COMPANY_ID}/partners/ledger?fy=2024-25&dry_run=true`);
    expect(dry[1]).toMatchObject({ method: "POST", raw: true });
    expect((dry[1].body as FormData).get("file")).toHaveProperty("name", "ledger.xlsx");
    expect(toast.success).not.toHaveBeenCalled();

    await user.click(importButton);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Ledger imported: 120 rows → 14 partners (12 new, 2 updated)"));
    expect(api.mock.calls.at(-2)![0]).toBe(`/companies/${COMPANY_ID}/partners/ledger?fy=2024-25&dry_run=false`);
    // The form is cleared: nothing to import until a file is chosen and checked again.
    expect(screen.queryByTestId("ledger-file-plan")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Check workbook" })).toBeDisabled();
  });

  it("shows a busy label while the workbook is checked", async () => {
    routeApi();
    let release: (v: unknown) => void = () => {};
    const base = api.getMockImplementation()!;
    api.mockImplementation((path: string, options?: { method?: string }) =>
      String(path).includes("/partners/ledger?") ? new Promise((r) => (release = r)) : base(path, options),
    );
    const user = userEvent.setup();
    renderPanels();
    await user.upload(await screen.findByLabelText("Ledger workbook (.xlsx)"), new File([new Uint8Array([1])], "ledger.xlsx"));
    await user.click(screen.getByRole("button", { name: "Check workbook" }));
    expect(await screen.findByRole("button", { name: "Checking..." })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Import workbook" })).toBeDisabled();
    release({ rows: 1, partners: 1, created: 1, updated: 0, dry_run: true });
    expect(await screen.findByTestId("ledger-file-plan")).toHaveTextContent("1 row → 1 partner (1 new, 0 updated)");
  });

  it("a viewer sees the scoping and disclosure without the forms", async () => {
    routeApi();
    renderPanels("viewer");
    await screen.findByTestId("scoping-upstream");
    expect(screen.queryByRole("button", { name: /Ask/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Ledger lines")).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Ledger workbook (.xlsx)")).not.toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Choose Small Spares" })).toBeDisabled();
  });

  it("reads ledger lines with tabs, a header and a line without a side", () => {
    expect(ledgerRows("Partner\tSide\tValue\nA, B Ltd\tsupplier\t₹1,000\nNo side line, 5")).toEqual([
      { name: "A, B Ltd", side: "supplier", value: 1000 },
      { name: "No side line", side: "", value: 0 },
    ]);
  });
});

describe("a partner's e-mail on the value-chain screen", () => {
  it("is edited in place: a bad address is refused before sending, a good one is saved with a toast", async () => {
    routeApi();
    const user = userEvent.setup();
    renderPanels();
    await user.click(await screen.findByRole("button", { name: "Edit e-mail of Jharia Coal" }));
    const input = screen.getByRole("textbox", { name: "E-mail of Jharia Coal" });
    await user.type(input, "not an address");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Please enter a valid email address");
    expect(api.mock.calls.some((c) => c[1]?.method === "PATCH")).toBe(false);
    await user.clear(input);
    await user.type(input, "ESG@Jharia.example");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Jharia Coal: e-mail saved"));
    const patch = api.mock.calls.find((c) => c[1]?.method === "PATCH")!;
    expect(patch[0]).toBe(`/companies/${COMPANY_ID}/partners/p2`);
    expect(patch[1].body).toEqual({ email: "esg@jharia.example" });
  });

  it("is read-only for a viewer", async () => {
    routeApi();
    renderPanels("viewer");
    await screen.findByTestId("scoping-upstream");
    expect(screen.getByText("esg@ore.example")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Edit e-mail/ })).toBeNull();
  });
});

describe("the questionnaire's Value chain section", () => {
  const renderSection = () =>
    render(
      <QueryClientProvider client={makeQueryClient()}>
        <QuestionnaireValueChain companyId={COMPANY_ID} fy="2024-25" fyLabel="FY 2024-25" />
      </QueryClientProvider>,
    );

  it("shows the value-chain module's disclosure, upstream and downstream apart, read-only", async () => {
    routeApi();
    renderSection();
    const section = screen.getByTestId("questionnaire-value-chain");
    expect(within(section).getByText("Loading...")).toBeInTheDocument();
    const up = await within(section).findByTestId("disclosure-upstream");
    expect(within(up).getByText("1,23,456.5")).toBeInTheDocument();
    expect(within(up).getByText(/Coverage of purchases: 80% chosen, 60% answered · partners asked 1, answered 1, not answered 1/)).toBeInTheDocument();
    expect(within(up).getByText("2,057.6")).toBeInTheDocument();
    expect(within(section).getByTestId("disclosure-downstream")).toHaveTextContent("Not disclosed");
    expect(within(section).queryByRole("button")).toBeNull();
    expect(within(section).queryByRole("textbox")).toBeNull();
    expect(api).toHaveBeenCalledWith(`/companies/${COMPANY_ID}/value-chain?fy=2024-25`);
  });

  it("says so when the year has no partners", async () => {
    routeApi({ ...VIEW, sides: { upstream: { ...VIEW.sides.upstream, partners: [] }, downstream: VIEW.sides.downstream } });
    renderSection();
    expect(await screen.findByText("No value-chain partners with a value in FY 2024-25.")).toBeInTheDocument();
  });
});
