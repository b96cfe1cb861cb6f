import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeQueryClient } from "@/components/providers/query-provider";

// SPEC 4: each screen shows a loading state until its initial fetch ends; SPEC 8: a frameworks
// failure on the landing page is only logged and the page still renders.
const h = vi.hoisted(() => ({ toast: { success: vi.fn(), error: vi.fn() }, api: vi.fn() }));

vi.mock("@/lib/client/toast", () => ({ toast: h.toast }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn() }) }));
vi.mock("@/lib/client/api", async (importOriginal) => ({ ...(await importOriginal<object>()), api: h.api }));
vi.mock("@/components/providers/auth-provider", () => ({ useAuth: () => ({ status: "anonymous" }) }));

const { LandingPage } = await import("@/components/landing/landing-page");

const CATALOGUE = {
  BRSR: {
    name: "Business Responsibility and Sustainability Report",
    description: "SEBI's disclosure format",
    categories: [
      { id: "environmental", name: "Environmental", metrics: [] },
      { id: "social", name: "Social", metrics: [] },
      { id: "governance", name: "Governance", metrics: [] },
    ],
  },
  GRI: { name: "Global Reporting Initiative", description: "Universal standards", categories: [] },
};

function renderPage() {
  return render(
    <QueryClientProvider client={makeQueryClient()}>
      <LandingPage />
    </QueryClientProvider>,
  );
}

/** The frameworks call waits until the returned function settles it. */
function pendingFrameworks() {
  let settle: { resolve: (v: unknown) => void; reject: (e: unknown) => void } = { resolve: () => {}, reject: () => {} };
  h.api.mockImplementation((path: string) =>
    path === "/frameworks" ? new Promise((resolve, reject) => (settle = { resolve, reject })) : Promise.reject(new Error(`unexpected ${path}`)),
  );
  return () => settle;
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe("landing page 'Supported Frameworks' grid", () => {
  it("shows 'Loading...' under the heading while the frameworks load, and the cards once they arrive", async () => {
    const settle = pendingFrameworks();
    renderPage();
    expect(screen.getByRole("heading", { name: "Supported Frameworks" })).toBeInTheDocument();
    const loading = screen.getByTestId("frameworks-loading");
    expect(loading).toHaveTextContent("Loading...");
    expect(loading).toHaveAttribute("role", "status");
    expect(screen.queryAllByTestId("framework-card")).toHaveLength(0);

    settle().resolve(CATALOGUE);
    await waitFor(() => expect(screen.getAllByTestId("framework-card")).toHaveLength(2));
    expect(screen.queryByTestId("frameworks-loading")).not.toBeInTheDocument();
    expect(screen.queryByText("Loading...")).not.toBeInTheDocument();
    expect(screen.getByText("Business Responsibility and Sustainability Report")).toBeInTheDocument();
  });

  it("on failure drops the loading state, leaves the grid empty and only logs", async () => {
    const settle = pendingFrameworks();
    renderPage();
    expect(screen.getByTestId("frameworks-loading")).toBeInTheDocument();

    settle().reject(new Error("boom"));
    await waitFor(() => expect(screen.queryByTestId("frameworks-loading")).not.toBeInTheDocument());
    expect(screen.queryAllByTestId("framework-card")).toHaveLength(0);
    expect(screen.getByRole("heading", { level: 1, name: "Simplify Your ESG Reporting Journey" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Supported Frameworks" })).toBeInTheDocument();
    await waitFor(() => expect(console.error).toHaveBeenCalledWith("Failed to load frameworks:", expect.any(Error)));
    expect(h.toast.error).not.toHaveBeenCalled();
  });
});
