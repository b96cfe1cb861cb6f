import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { makeQueryClient } from "@/components/providers/query-provider";
import { DataCollectionScreen } from "@/components/esg-data/data-collection-screen";
import { nextCursor } from "@/components/esg-data/queries";
import type { EsgEntryDto } from "@/lib/esg-data/schemas";
import { metricCatalogue } from "@/lib/esg-data/metric-catalogue";

const CATALOGUE = metricCatalogue();

// The data collection list loads a page at a time (Load more, or scrolling to its foot),
// says how many of how many it shows, and sends its search and filters to the server.
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("@/lib/client/toast", () => ({ toast }));
const api = vi.hoisted(() => vi.fn());
const apiWithHeaders = vi.hoisted(() => vi.fn());
vi.mock("@/lib/client/api", async (importOriginal) => ({ ...(await importOriginal<object>()), api, apiWithHeaders }));
vi.mock("@/components/company/company-page", () => ({
  CompanyPage: ({
    children,
  }: {
    children: (c: { id: string; frameworks: string[]; name: string; fy_start_month: number; role: string }) => React.ReactNode;
  }) => <>{children({ id: COMPANY_ID, frameworks: ["BRSR", "GRI"], name: "Acme", fy_start_month: 4, role: "owner" })}</>,
}));

const COMPANY_ID = "7d0f4b4e-3b7a-4c36-9b43-5f0c1d2e3a4b";

const entry = (i: number, over: Partial<EsgEntryDto> = {}): EsgEntryDto => ({
  id: `e${i}`,
  company_id: COMPANY_ID,
  framework: i % 2 ? "GRI" : "BRSR",
  category: "environmental",
  metric: `Metric ${i}`,
  value: String(i),
  numeric_value: i,
  unit: "t",
  period: "FY 2024-25",
  notes: i % 50 === 0 ? "Pune plant" : "",
  source: "manual",
  calculator_run_id: null,
  review_state: "draft",
  updated_by: null,
  reviewed_by: null,
  reviewed_at: null,
  review_comment: null,
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-01T00:00:00.000Z",
  ...over,
});

const ENTRIES = Array.from({ length: 250 }, (_, i) => entry(i));

type Query = Record<string, string | number | undefined>;
/** GET /api/esg-data/{id} as the server answers it: a page from the cursor, X-Total-Count and Link. */
function server(entries: EsgEntryDto[], { failAt }: { failAt?: string } = {}) {
  return async (path: string, { query = {} }: { query?: Query } = {}) => {
    if (failAt && query.cursor === failAt) throw new Error("down");
    const words = String(query.q ?? "")
      .toLowerCase()
      .split(/\s+/)
      .filter(Boolean);
    const matching = entries.filter(
      (e) => words.every((w) => `${e.metric} ${e.notes}`.toLowerCase().includes(w)) && (!query.framework || e.framework === query.framework),
    );
    const from = Number(query.cursor ?? 0);
    const limit = Number(query.limit ?? 500);
    const headers = new Headers({ "X-Total-Count": String(matching.length) });
    if (from + limit < matching.length) headers.set("Link", `</api${path}?cursor=${from + limit}&limit=${limit}>; rel="next"`);
    return { data: matching.slice(from, from + limit), headers };
  };
}

/** IntersectionObserver, which happy-dom lacks: the test says when the foot of the list comes into view. */
const observers = new Set<{ callback: IntersectionObserverCallback; nodes: Element[] }>();
class FakeObserver {
  private entry: { callback: IntersectionObserverCallback; nodes: Element[] };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, nodes: [] };
    observers.add(this.entry);
  }
  observe(node: Element) {
    this.entry.nodes.push(node);
  }
  disconnect() {
    observers.delete(this.entry);
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
}
function scrollToFoot() {
  act(() => {
    for (const o of [...observers])
      o.callback(
        o.nodes.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
        {} as IntersectionObserver,
      );
  });
}

beforeAll(() => {
  Object.assign(Element.prototype, { hasPointerCapture: () => false, setPointerCapture: () => {}, releasePointerCapture: () => {}, scrollIntoView: () => {} });
  // happy-dom lays nothing out: the list's box shows 600 px and each entry is 150 px tall, as in a browser.
  const size = (name: "clientHeight" | "clientWidth" | "offsetHeight", measure: (el: HTMLElement) => number) =>
    Object.defineProperty(HTMLElement.prototype, name, {
      configurable: true,
      get: function (this: HTMLElement) {
        return measure(this);
      },
    });
  size("clientHeight", (el) => (el.dataset.testid === "entry-scroll" ? 600 : 0));
  size("clientWidth", () => 800);
  size("offsetHeight", (el) => (el.dataset.testid === "entry-item" ? 150 : 0));
});
beforeEach(() => {
  vi.clearAllMocks();
  observers.clear();
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  api.mockResolvedValue([]);
  apiWithHeaders.mockImplementation(server(ENTRIES));
});
afterEach(() => vi.unstubAllGlobals());

function renderScreen() {
  return render(
    <QueryClientProvider client={makeQueryClient()}>
      <DataCollectionScreen companyId={COMPANY_ID} catalogue={CATALOGUE} />
    </QueryClientProvider>,
  );
}

const items = () => screen.queryAllByTestId("entry-item");
const cursors = () => apiWithHeaders.mock.calls.map(([, o]) => o?.query?.cursor ?? null);

describe("the entry list, a page at a time", () => {
  it("shows the first page and how many of how many, loads more by the button and by scrolling to the foot", async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen();
    await waitFor(() => expect(items()).toHaveLength(100));
    expect(screen.getByTestId("entry-count")).toHaveTextContent("250 entries, newest first");
    expect(screen.getByTestId("entry-shown")).toHaveTextContent("Showing 100 of 250");
    expect(apiWithHeaders).toHaveBeenCalledWith(`/esg-data/${COMPANY_ID}`, { query: { limit: 100 } });

    // A short list renders whole (find-in-page, screen readers).
    expect(screen.getByTestId("entry-list")).not.toHaveAttribute("data-virtual");
    expect(screen.getAllByTestId("entry-item-metric").map((m) => m.textContent)).toEqual(ENTRIES.slice(0, 100).map((e) => e.metric));

    await user.click(screen.getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(screen.getByTestId("entry-shown")).toHaveTextContent("Showing 200 of 250"));
    expect(cursors()).toEqual([null, "100"]);

    scrollToFoot();
    await waitFor(() => expect(screen.getByTestId("entry-shown")).toHaveTextContent("Showing 250 of 250"));
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
    expect(cursors()).toEqual([null, "100", "200"]);
    // A long one renders only the rows in and near view: the first ones, in the server's order.
    expect(screen.getByTestId("entry-list")).toHaveAttribute("data-virtual", "true");
    const shown = screen.getAllByTestId("entry-item-metric").map((m) => m.textContent);
    expect(shown.length).toBeGreaterThan(2);
    expect(shown.length).toBeLessThan(30);
    expect(shown).toEqual(ENTRIES.slice(0, shown.length).map((e) => e.metric));
  });

  it("a long list follows the scroll: the rows further down replace the first ones", async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen();
    await waitFor(() => expect(items()).toHaveLength(100));
    await user.click(screen.getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(screen.getByTestId("entry-list")).toHaveAttribute("data-virtual", "true"));
    const box = screen.getByTestId("entry-scroll");
    act(() => {
      box.scrollTop = 150 * 202;
      box.dispatchEvent(new Event("scroll"));
    });
    await waitFor(() => expect(screen.queryByText("Metric 0")).toBeNull());
    const indexes = items().map((li) => Number(li.getAttribute("data-index")));
    expect(indexes[0]).toBeGreaterThan(100);
    // Still a contiguous run, each row the entry at its index.
    expect(indexes).toEqual(indexes.map((_, i) => indexes[0] + i));
    expect(screen.getAllByTestId("entry-item-metric").map((m) => m.textContent)).toEqual(indexes.map((i) => ENTRIES[i].metric));
  });

  it("keeps what it has when the next page fails, and tries again", async () => {
    apiWithHeaders.mockImplementation(server(ENTRIES, { failAt: "100" }));
    const user = userEvent.setup({ delay: null });
    renderScreen();
    await waitFor(() => expect(items()).toHaveLength(100));
    await user.click(screen.getByRole("button", { name: "Load more" }));
    const retry = await screen.findByRole("button", { name: "Failed to load data. Try again" });
    expect(items()).toHaveLength(100);
    apiWithHeaders.mockImplementation(server(ENTRIES));
    await user.click(retry);
    await waitFor(() => expect(screen.getByTestId("entry-shown")).toHaveTextContent("Showing 200 of 250"));
  });

  it("sends the search to the server once typing pauses and counts the matches against every entry", async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen();
    await waitFor(() => expect(items()).toHaveLength(100));
    await user.type(screen.getByRole("searchbox", { name: "Search entries" }), "pune");
    // The search waits for typing to pause, then the list re-renders: the wait is the answered search, however long a busy machine takes.
    await waitFor(() => expect(items()).toHaveLength(5));
    await waitFor(() => expect(screen.getByTestId("entry-count")).toHaveTextContent("Showing 5 of 250 entries"));
    expect(screen.getAllByTestId("entry-item-metric").map((m) => m.textContent)).toEqual(["Metric 0", "Metric 50", "Metric 100", "Metric 150", "Metric 200"]);
    const sent = apiWithHeaders.mock.calls.map(([, o]) => o?.query).filter((q) => q?.q);
    expect(sent).toEqual([{ q: "pune", limit: 100 }]);
    expect(screen.getByTestId("entry-shown")).toHaveTextContent("Showing 5 of 5");
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();

    await user.clear(screen.getByRole("searchbox", { name: "Search entries" }));
    await user.type(screen.getByRole("searchbox", { name: "Search entries" }), "nothing like it");
    expect(await screen.findByTestId("entries-no-match")).toBeInTheDocument();
  });

  it("shows the loading state, then the error state when the first page fails", async () => {
    let fail: (e: Error) => void = () => {};
    apiWithHeaders.mockImplementation(() => new Promise((_, reject) => (fail = reject)));
    renderScreen();
    expect(await screen.findByText("Loading data...")).toBeInTheDocument();
    act(() => fail(new Error("down")));
    expect(await screen.findByTestId("entries-error")).toHaveTextContent("Failed to load data");
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Failed to load data", expect.anything()));
  });

  it("the form's previous figure comes from the metric's own entries on the server", async () => {
    api.mockImplementation(async (_path: string, options?: { query?: Query }) =>
      options?.query?.metric === "Metric 7" ? [entry(7, { id: "e7-last-year", period: "FY 2023-24", value: "42", unit: "t" })] : [],
    );
    const user = userEvent.setup({ delay: null });
    renderScreen();
    await waitFor(() => expect(items()).toHaveLength(100));
    await user.click(screen.getByRole("button", { name: "Edit Metric 7" }));
    // The form loads on demand and reads the lookup after its 300 ms pause.
    expect(await screen.findByTestId("previous-value")).toHaveTextContent("Previous (FY 2023-24): 42 t");
    expect(api).toHaveBeenCalledWith(`/esg-data/${COMPANY_ID}`, { query: { metric: "Metric 7", limit: 1000 } });
  });
});

describe("nextCursor", () => {
  it("names the other frameworks a figure answers (figure_links), once per figure", async () => {
    apiWithHeaders.mockImplementation(server([entry(0, { frameworks: ["BRSR", "GRI", "TCFD"] }), entry(1)]));
    renderScreen();
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(screen.getAllByTestId("entry-frameworks").map((b) => b.textContent)).toEqual(["Also GRI, TCFD"]);
  });

  it("reads the cursor of a Link header's next page", () => {
    expect(nextCursor('</api/esg-data/x?q=a&cursor=abc_-1&limit=100>; rel="next"')).toBe("abc_-1");
    expect(nextCursor(null)).toBeNull();
    expect(nextCursor('</api/esg-data/x?page=2>; rel="prev"')).toBeNull();
  });
});
