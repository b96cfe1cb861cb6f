import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup as cleanupRendered, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeQueryClient } from "@/components/providers/query-provider";
import type { CompanyDto } from "@/lib/companies/types";

const h = vi.hoisted(() => ({
  toast: { success: vi.fn(), error: vi.fn() },
  api: vi.fn(),
  push: vi.fn(),
}));

vi.mock("@/lib/client/toast", () => ({ toast: h.toast }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ push: h.push, replace: vi.fn() }) }));
vi.mock("@/lib/client/api", async (importOriginal) => ({ ...(await importOriginal<object>()), api: h.api }));

const { SetupWizard } = await import("@/components/setup/setup-wizard");

// Radix Select asks the DOM for pointer capture and scrolling, which happy-dom does not provide.
Object.assign(Element.prototype, {
  hasPointerCapture: () => false,
  setPointerCapture: () => {},
  releasePointerCapture: () => {},
  scrollIntoView: () => {},
});

const COMPANY_ID = "7d0f4b4e-3b7a-4c36-9b43-5f0c1d2e3a4b";
const company = {
  id: COMPANY_ID,
  name: "Godavari Forgings Ltd",
  industry: "Manufacturing",
  location: "Pune",
  size: "201-500",
  frameworks: [],
} as unknown as CompanyDto;

type Options = { method?: string; body?: unknown };
/** Answers the wizard's reads; POST /companies and PUT .../frameworks go to the given handlers. */
function routeApi(handlers: { create: (options?: Options) => Promise<unknown>; frameworks: (options?: Options) => Promise<unknown> }) {
  h.api.mockImplementation((path: string, options?: Options) => {
    if (path === "/companies" && options?.method === "POST") return handlers.create(options);
    if (path === `/companies/${COMPANY_ID}/frameworks` && options?.method === "PUT") return handlers.frameworks(options);
    if (path === "/frameworks/recommend") return Promise.resolve({ recommendations: [] });
    if (path === "/frameworks") return Promise.resolve({});
    return Promise.reject(new Error(`unexpected ${options?.method ?? "GET"} ${path}`));
  });
}

const calls = (method: string, path: string) => h.api.mock.calls.filter(([p, o]) => p === path && (o as Options | undefined)?.method === method);

async function fillStepOneAndPickBrsr(user: ReturnType<typeof userEvent.setup>) {
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <SetupWizard />
    </QueryClientProvider>,
  );
  // Nothing chosen yet: the placeholders show.
  expect(screen.getByLabelText("Industry *")).toHaveDisplayValue("Select industry");
  expect(screen.getByLabelText("Company Size *")).toHaveDisplayValue("Select size");
  await user.type(screen.getByLabelText("Company Name *"), "Godavari Forgings Ltd");
  await user.selectOptions(screen.getByLabelText("Industry *"), "Manufacturing");
  await user.type(screen.getByLabelText("Location *"), "Pune");
  await user.selectOptions(screen.getByLabelText("Company Size *"), "201-500 employees");
  await user.click(screen.getByRole("button", { name: "Next" }));
  await waitFor(() => expect(screen.getByTestId("wizard-step-title")).toHaveTextContent("Select ESG Frameworks"));
  await user.click(screen.getByRole("checkbox", { name: "Select BRSR" }));
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.spyOn(console, "error").mockImplementation(() => {});
  // The wizard keeps its draft for the tab and its step in the URL: each test starts a fresh visit.
  window.sessionStorage.clear();
  window.history.replaceState(null, "", "/setup");
});
afterEach(() => vi.restoreAllMocks());

describe("setup wizard", () => {
  it("shows 'Creating...' on a disabled button while the request is in flight, then 'Create Company' again", async () => {
    let finishCreate: (value: unknown) => void = () => {};
    routeApi({
      create: () => new Promise((resolve) => (finishCreate = resolve)),
      frameworks: () => Promise.reject(new Error("boom")),
    });
    const user = userEvent.setup({ delay: null });
    await fillStepOneAndPickBrsr(user);

    await user.click(screen.getByRole("button", { name: "Create Company" }));
    const busy = await screen.findByRole("button", { name: "Creating..." });
    expect(busy).toBeDisabled();
    expect(screen.getByRole("button", { name: "Back" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Create Company" })).not.toBeInTheDocument();

    finishCreate(company);
    await waitFor(() => expect(h.toast.error).toHaveBeenCalledWith("Failed to create company"));
    expect(screen.getByRole("button", { name: "Create Company" })).toBeEnabled();
    expect(screen.queryByRole("button", { name: "Creating..." })).not.toBeInTheDocument();
  });

  it("after the frameworks call failed, a retry only redoes the frameworks (no second company), then succeeds", async () => {
    const create = vi.fn(() => Promise.resolve(company));
    const frameworks = vi
      .fn<(options?: Options) => Promise<unknown>>()
      .mockRejectedValueOnce(new Error("boom"))
      .mockResolvedValueOnce({ ...company, frameworks: ["BRSR"] });
    routeApi({ create, frameworks });
    const user = userEvent.setup({ delay: null });
    await fillStepOneAndPickBrsr(user);

    await user.click(screen.getByRole("button", { name: "Create Company" }));
    await waitFor(() => expect(h.toast.error).toHaveBeenCalledWith("Failed to create company"));
    expect(create).toHaveBeenCalledTimes(1);
    expect(frameworks).toHaveBeenCalledTimes(1);
    expect(h.toast.success).not.toHaveBeenCalled();
    expect(h.push).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Create Company" }));
    await waitFor(() => expect(h.toast.success).toHaveBeenCalledWith("Company created successfully!"));
    expect(create).toHaveBeenCalledTimes(1);
    expect(calls("POST", "/companies")).toHaveLength(1);
    expect(frameworks).toHaveBeenCalledTimes(2);
    expect(calls("PUT", `/companies/${COMPANY_ID}/frameworks`)[1][1]).toEqual({ method: "PUT", body: ["BRSR"] });
    expect(h.push).toHaveBeenCalledExactlyOnceWith(`/dashboard/${COMPANY_ID}`);
    expect(h.toast.error).toHaveBeenCalledTimes(1);
    expect(console.error).toHaveBeenCalledWith("Failed to create company:", expect.any(Error));
  });

  describe("keeps step 1 across a refresh and the browser's Back", () => {
    // A refresh: the component (and the form's state) is gone; the tab keeps its URL and session storage.
    const refresh = () => {
      cleanupRendered();
      render(
        <QueryClientProvider client={makeQueryClient()}>
          <SetupWizard />
        </QueryClientProvider>,
      );
    };

    it("a refresh on step 2 stays on step 2 with the framework picked, and Back shows step 1 as typed", async () => {
      routeApi({ create: () => Promise.resolve(company), frameworks: () => Promise.resolve(company) });
      const user = userEvent.setup({ delay: null });
      await fillStepOneAndPickBrsr(user);
      expect(window.location.search).toBe("?step=2");

      refresh();
      expect(screen.getByTestId("wizard-step-title")).toHaveTextContent("Select ESG Frameworks");
      expect(screen.getByRole("checkbox", { name: "Select BRSR" })).toBeChecked();

      await user.click(screen.getByRole("button", { name: "Back" }));
      await waitFor(() => expect(screen.getByTestId("wizard-step-title")).toHaveTextContent("Company Information"));
      expect(screen.getByLabelText("Company Name *")).toHaveValue("Godavari Forgings Ltd");
      expect(screen.getByLabelText("Location *")).toHaveValue("Pune");
      expect(screen.getByLabelText("Industry *")).toHaveValue("Manufacturing");
      expect(screen.getByLabelText("Company Size *")).toHaveValue("201-500");
      expect(window.location.search).toBe("");
    });

    it("the browser's Back from step 2 returns to step 1 with the answers kept, and Forward to step 2", async () => {
      routeApi({ create: () => Promise.resolve(company), frameworks: () => Promise.resolve(company) });
      const user = userEvent.setup({ delay: null });
      await fillStepOneAndPickBrsr(user);

      window.history.replaceState(null, "", "/setup");
      window.dispatchEvent(new PopStateEvent("popstate"));
      await waitFor(() => expect(screen.getByTestId("wizard-step-title")).toHaveTextContent("Company Information"));
      expect(screen.getByLabelText("Company Name *")).toHaveValue("Godavari Forgings Ltd");

      window.history.replaceState(null, "", "/setup?step=2");
      window.dispatchEvent(new PopStateEvent("popstate"));
      await waitFor(() => expect(screen.getByTestId("wizard-step-title")).toHaveTextContent("Select ESG Frameworks"));
      expect(screen.getByRole("checkbox", { name: "Select BRSR" })).toBeChecked();
    });

    it("a ?step=2 without a complete step 1 starts at step 1", () => {
      routeApi({ create: () => Promise.resolve(company), frameworks: () => Promise.resolve(company) });
      window.history.replaceState(null, "", "/setup?step=2");
      render(
        <QueryClientProvider client={makeQueryClient()}>
          <SetupWizard />
        </QueryClientProvider>,
      );
      expect(screen.getByTestId("wizard-step-title")).toHaveTextContent("Company Information");
      expect(window.location.search).toBe("");
    });

    it("forgets the draft once the company is created", async () => {
      routeApi({ create: () => Promise.resolve(company), frameworks: () => Promise.resolve({ ...company, frameworks: ["BRSR"] }) });
      const user = userEvent.setup({ delay: null });
      await fillStepOneAndPickBrsr(user);
      await user.click(screen.getByRole("button", { name: "Create Company" }));
      await waitFor(() => expect(h.push).toHaveBeenCalledWith(`/dashboard/${COMPANY_ID}`));
      expect(window.sessionStorage.getItem("setup-wizard-draft")).toBeNull();
    });
  });
});
