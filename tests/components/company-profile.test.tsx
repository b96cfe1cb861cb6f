import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import { chooseOption } from "../helpers/select";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { makeQueryClient } from "@/components/providers/query-provider";
import { companyKey, companyKeys } from "@/lib/client/query-keys";
import { ProfileScreen } from "@/components/company-profile/profile-screen";
import { ApiClientError } from "@/lib/client/api";
import { CIN_MESSAGE, type CompanyProfileDto } from "@/lib/companies/profile-schema";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("@/lib/client/toast", () => ({ toast }));
const api = vi.hoisted(() => vi.fn());
vi.mock("@/lib/client/api", async (importOriginal) => ({ ...(await importOriginal<object>()), api }));
// The frame (company fetch, heading) is the page's; the screen's body reads the company from the query cache, seeded below as the server seeds it.
vi.mock("@/components/company/company-page", () => ({
  CompanyPage: ({ children }: { children: React.ReactNode }) => <>{children}</>,
}));

const COMPANY_ID = "7d0f4b4e-3b7a-4c36-9b43-5f0c1d2e3a4b";

const dto = (profile: CompanyProfileDto["profile"], updated_at: string | null = "2026-11-20T06:30:00.000Z"): CompanyProfileDto => ({
  company_id: COMPANY_ID,
  profile,
  updated_at,
  updated_by: updated_at ? "u1" : null,
});

const LOADED = dto({
  cin: "L27100MH1995PLC084723",
  incorporation_year: 1995,
  email: "investors@deccanalloys.in",
  stock_exchanges: ["BSE", "NSE"],
  paid_up_capital_inr: 125000000,
  reporting_boundary: "standalone",
  products: [{ product: "Alloy steel forgings", nic_code: "24105", turnover_percent: 60 }],
  related_companies: [{ name: "Deccan Forge Pvt Ltd", kind: "Subsidiary", shares_held_percent: 100, participates_in_br: true }],
  csr_applicable: true,
  financial_year_start_month: 4,
});

const COMPANY = { id: COMPANY_ID, name: "Deccan Alloys Ltd", industry: "Manufacturing", frameworks: ["BRSR"] };

function renderScreen(client = makeQueryClient()) {
  client.setQueryData(companyKey(COMPANY_ID), COMPANY);
  return render(
    <QueryClientProvider client={client}>
      <ProfileScreen companyId={COMPANY_ID} />
    </QueryClientProvider>,
  );
}

/** GET answers `loaded`; PUT runs `onPut`. */
function serve(loaded: CompanyProfileDto, onPut: (body: unknown) => Promise<unknown> = (body) => Promise.resolve(dto(body as CompanyProfileDto["profile"]))) {
  api.mockImplementation((path: string, options?: { method?: string; body?: unknown }) => {
    expect(path).toBe(`/companies/${COMPANY_ID}/profile`);
    return options?.method === "PUT" ? onPut(options.body) : Promise.resolve(loaded);
  });
}

beforeEach(() => vi.clearAllMocks());

describe("entity profile screen", () => {
  it("shows 'Loading...' first, then the loaded profile with its completeness", async () => {
    let resolve: (v: CompanyProfileDto) => void = () => {};
    api.mockReturnValue(new Promise((r) => (resolve = r)));
    renderScreen();
    expect(screen.getByText("Loading...")).toBeInTheDocument();
    resolve(LOADED);
    expect(await screen.findByLabelText("Q1 Corporate Identity Number (CIN)")).toHaveValue("L27100MH1995PLC084723");
    expect(api).toHaveBeenCalledWith(`/companies/${COMPANY_ID}/profile`);
    expect(screen.getByLabelText("Q3 Year of incorporation")).toHaveValue("1995");
    expect(screen.getByLabelText("Q6 E-mail")).toHaveValue("investors@deccanalloys.in");
    // Amounts read the Indian way, as typed.
    expect(screen.getByLabelText("Q11 Paid-up capital (₹)")).toHaveValue("12,50,00,000");
    expect(screen.getByText("₹12,50,00,000 (12.5 crore)")).toBeInTheDocument();
    expect(screen.getByLabelText("BSE")).toBeChecked();
    expect(screen.getByLabelText("MSEI")).not.toBeChecked();
    expect(screen.getByLabelText("Product/service")).toHaveValue("Alloy steel forgings");
    expect(screen.getByLabelText("NIC code")).toHaveValue("24105");
    expect(screen.getByTestId("products-total")).toHaveTextContent("Total: 60% of turnover");
    expect(screen.getByLabelText("Name of the company")).toHaveValue("Deccan Forge Pvt Ltd");
    expect(screen.getByTestId("profile-company-name")).toHaveTextContent("Deccan Alloys Ltd");
    // Q1, Q3, Q6, Q10, Q11, Q13, Q17, Q23, Q24(i)
    expect(screen.getByTestId("profile-completeness")).toHaveTextContent("9 of 19 Section A answers");
    expect(screen.getByTestId("profile-missing")).toHaveTextContent("Still to answer: Q4, Q5, Q7, Q8, Q12, Q14, Q15, Q16, Q18, Q19");
    expect(screen.getByTestId("profile-turnover-note")).toHaveTextContent("Turnover is a per-year figure");
    for (const title of [
      "I. Details of the listed entity",
      "II. Products/services",
      "III. Operations",
      "V. Holding, subsidiary and associate companies (including joint ventures)",
      "VI. CSR details",
    ]) {
      expect(screen.getByText(title)).toBeInTheDocument();
    }
  });

  it("shows a validation error beside the field and sends nothing", async () => {
    serve(dto({ financial_year_start_month: 4 }, null));
    const user = userEvent.setup({ delay: null });
    renderScreen();
    const cin = await screen.findByLabelText("Q1 Corporate Identity Number (CIN)");
    expect(screen.getByTestId("profile-completeness")).toHaveTextContent("0 of 19 Section A answers");
    expect(screen.getByTestId("profile-updated")).toHaveTextContent("Not saved yet");
    await user.type(cin, "L27100MH1995");
    await user.type(screen.getByLabelText("Q8 Website"), "deccanalloys.in");
    await user.click(screen.getByRole("button", { name: "Save Profile" }));
    expect(await screen.findByText(CIN_MESSAGE)).toBeInTheDocument();
    expect(cin).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText(/Website must be a web address starting with http:\/\/ or https:\/\//)).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith("Please correct the highlighted fields");
    expect(api).toHaveBeenCalledTimes(1); // the GET only
  });

  it("names turnover percentages that add up past 100%", async () => {
    serve(LOADED);
    const user = userEvent.setup({ delay: null });
    renderScreen();
    await screen.findByLabelText("Q1 Corporate Identity Number (CIN)");
    const products = screen.getByTestId("rows-products");
    await user.click(within(products).getByRole("button", { name: "Add product/service" }));
    const names = within(products).getAllByLabelText("Product/service");
    await user.type(names[1], "Castings");
    await user.type(within(products).getAllByLabelText("% of turnover")[1], "44");
    expect(screen.getByTestId("products-total")).toHaveTextContent("Total: 104% of turnover");
    await user.click(screen.getByRole("button", { name: "Save Profile" }));
    expect(await within(products).findByText("Turnover percentages add up to 104%; they must not exceed 100%")).toBeInTheDocument();
    expect(api).toHaveBeenCalledTimes(1);
    await user.click(within(products).getByRole("button", { name: "Remove product 2" }));
    expect(within(products).getAllByLabelText("Product/service")).toHaveLength(1);
  });

  it("reads 'Saving...' and is disabled while saving, then says 'Profile saved'", async () => {
    let finish: (v: unknown) => void = () => {};
    const sent: unknown[] = [];
    serve(LOADED, (body) => {
      sent.push(body);
      return new Promise((r) => (finish = r));
    });
    const user = userEvent.setup({ delay: null });
    renderScreen();
    const cin = await screen.findByLabelText("Q1 Corporate Identity Number (CIN)");
    await user.clear(cin);
    await user.type(cin, "u72200ka2008ptc045678");
    await user.type(screen.getByLabelText("Q7 Telephone"), "+91 22 6665 8282");
    await user.click(screen.getByRole("button", { name: "Save Profile" }));
    const busy = await screen.findByRole("button", { name: "Saving..." });
    expect(busy).toBeDisabled();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toEqual({ ...LOADED.profile, cin: "U72200KA2008PTC045678", telephone: "+91 22 6665 8282" });
    finish(dto(sent[0] as CompanyProfileDto["profile"]));
    expect(await screen.findByRole("button", { name: "Save Profile" })).toBeEnabled();
    expect(toast.success).toHaveBeenCalledWith("Profile saved");
    // The form shows what the server saved (the CIN upper-cased) and the new completeness.
    expect(cin).toHaveValue("U72200KA2008PTC045678");
    expect(screen.getByTestId("profile-completeness")).toHaveTextContent("10 of 19 Section A answers");
  });

  it("sends one save for a double click", async () => {
    let finish: (v: unknown) => void = () => {};
    const sent: unknown[] = [];
    serve(LOADED, (body) => {
      sent.push(body);
      return new Promise((r) => (finish = r));
    });
    const user = userEvent.setup({ delay: null });
    renderScreen();
    await screen.findByLabelText("Q1 Corporate Identity Number (CIN)");
    await user.dblClick(screen.getByRole("button", { name: "Save Profile" }));
    expect(await screen.findByRole("button", { name: "Saving..." })).toBeDisabled();
    finish(dto(sent[0] as CompanyProfileDto["profile"]));
    expect(await screen.findByRole("button", { name: "Save Profile" })).toBeEnabled();
    expect(sent).toHaveLength(1);
    expect(toast.success).toHaveBeenCalledTimes(1);
  });

  it("shows an amount typed without grouping the Indian way, and saves the number", async () => {
    const sent: unknown[] = [];
    serve(dto({ financial_year_start_month: 4 }), (body) => {
      sent.push(body);
      return Promise.resolve(dto(body as CompanyProfileDto["profile"]));
    });
    const user = userEvent.setup({ delay: null });
    renderScreen();
    const capital = await screen.findByLabelText("Q11 Paid-up capital (₹)");
    await user.type(capital, "246000000");
    await user.tab();
    expect(capital).toHaveValue("24,60,00,000");
    await user.type(screen.getByLabelText("Q3 Year of incorporation"), "1996");
    await user.tab();
    // A year is not an amount.
    expect(screen.getByLabelText("Q3 Year of incorporation")).toHaveValue("1996");
    await user.click(screen.getByRole("button", { name: "Save Profile" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Profile saved"));
    expect(sent[0]).toMatchObject({ paid_up_capital_inr: 246000000, incorporation_year: 1996 });
    expect(capital).toHaveValue("24,60,00,000");
  });

  it("reads an amount typed in crore or lakh as the rest of the product does, and saves the number", async () => {
    const sent: unknown[] = [];
    serve(dto({ financial_year_start_month: 4 }), (body) => {
      sent.push(body);
      return Promise.resolve(dto(body as CompanyProfileDto["profile"]));
    });
    const user = userEvent.setup({ delay: null });
    renderScreen();
    const capital = await screen.findByLabelText("Q11 Paid-up capital (₹)");
    await user.type(capital, "12.5 crore");
    expect(screen.getByText("₹12,50,00,000 (12.5 crore)")).toBeInTheDocument();
    await user.tab();
    expect(capital).toHaveValue("12,50,00,000");
    await user.click(screen.getByRole("button", { name: "Save Profile" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Profile saved"));
    expect(sent[0]).toMatchObject({ paid_up_capital_inr: 125000000 });
  });

  it("has the questionnaire read the profile afresh after a save (its completeness and gaps)", async () => {
    serve(LOADED);
    const client = makeQueryClient();
    const questionnaireKey = companyKeys(COMPANY_ID).brsr(null);
    client.setQueryData(questionnaireKey, { profile_completeness: { answered: 9, total: 19, missing: [] } });
    const user = userEvent.setup({ delay: null });
    renderScreen(client);
    await screen.findByLabelText("Q1 Corporate Identity Number (CIN)");
    expect(client.getQueryState(questionnaireKey)?.isInvalidated).toBe(false);
    await user.type(screen.getByLabelText("Q7 Telephone"), "+91 22 6665 8282");
    await user.click(screen.getByRole("button", { name: "Save Profile" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Profile saved"));
    expect(client.getQueryState(questionnaireKey)?.isInvalidated).toBe(true);
  });

  it("says 'Failed to save profile' with the server's detail", async () => {
    serve(LOADED, () => Promise.reject(new ApiClientError(422, "cin: CIN must be 21 characters, e.g. L27100MH1995PLC084723")));
    const user = userEvent.setup({ delay: null });
    renderScreen();
    await screen.findByLabelText("Q1 Corporate Identity Number (CIN)");
    await user.click(screen.getByRole("button", { name: "Save Profile" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Failed to save profile", { description: "cin: CIN must be 21 characters, e.g. L27100MH1995PLC084723" }),
    );
    expect(screen.getByRole("button", { name: "Save Profile" })).toBeEnabled();
  });

  it("says so when the profile fails to load", async () => {
    api.mockRejectedValue(new Error("down"));
    renderScreen();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Failed to load profile", { id: "Failed to load profile" }));
    expect(screen.getByText("Failed to load profile")).toBeInTheDocument();
  });
});

describe("Section A per financial year", () => {
  it("loads the year picked, says when its facts are copied from an earlier year, and saves them as that year's", async () => {
    const calls: { path: string; method: string; body?: unknown }[] = [];
    const ofYear: Record<string, CompanyProfileDto> = {
      "": { ...LOADED, profile: { ...LOADED.profile, assurance_provider: "New Assurers LLP" }, fy: "2024-25", year_facts_from: null },
      "2023-24": { ...LOADED, profile: { ...LOADED.profile, assurance_provider: "Old Assurers LLP" }, fy: "2023-24", year_facts_from: null },
      "2025-26": { ...LOADED, profile: { ...LOADED.profile, assurance_provider: "New Assurers LLP" }, fy: "2025-26", year_facts_from: "2024-25" },
    };
    api.mockImplementation((path: string, options?: { method?: string; body?: unknown }) => {
      const method = options?.method ?? "GET";
      calls.push({ path, method, body: options?.body });
      const fy = new URL(path, "http://x").searchParams.get("fy") ?? "";
      return Promise.resolve(method === "PUT" ? { ...ofYear[fy], profile: options!.body } : ofYear[fy]);
    });
    const user = userEvent.setup({ delay: null });
    renderScreen();
    expect(await screen.findByLabelText("Q14 Name of assurance provider")).toHaveValue("New Assurers LLP");
    expect(screen.getByTestId("profile-fy")).toHaveValue("2024-25");

    await user.selectOptions(screen.getByTestId("profile-fy"), "2023-24");
    await waitFor(() => expect(screen.getByLabelText("Q14 Name of assurance provider")).toHaveValue("Old Assurers LLP"));
    expect(calls.at(-1)).toEqual({ path: `/companies/${COMPANY_ID}/profile?fy=2023-24`, method: "GET", body: undefined });

    await user.selectOptions(screen.getByTestId("profile-fy"), "2025-26");
    expect(await screen.findByText(/FY 2025-26 has no Section A facts of its own yet: these are FY 2024-25's/)).toBeInTheDocument();
    await chooseOption(user, screen.getByLabelText(/Q15 Type of assessment or assurance obtained/), "Assessment");
    await user.click(screen.getByTestId("save-profile"));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Profile saved"));
    const put = calls.find((c) => c.method === "PUT")!;
    expect(put.path).toBe(`/companies/${COMPANY_ID}/profile?fy=2025-26`);
    expect(put.body).toMatchObject({ assurance_provider: "New Assurers LLP", assurance_type: "Assessment" });
  });
});
