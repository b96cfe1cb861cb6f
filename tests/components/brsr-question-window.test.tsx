import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QuestionWindow } from "@/components/brsr/question-window";
import { estimatedHeight, outlineOf } from "@/components/brsr/outline";
import type { QuestionView } from "@/components/brsr/types";

// The card itself is covered by brsr-screen.test.tsx: here, only whether it is rendered.
vi.mock("@/components/brsr/question-card", () => ({
  QuestionCard: ({ question }: { question: QuestionView }) => <div data-testid={`question-${question.id}`}>{question.title}</div>,
}));

function question(n: number, rows = 3): QuestionView {
  return {
    id: `A-${n}`,
    section: "A",
    principle: null,
    indicator: null,
    number: String(n),
    title: `Question ${n}`,
    part: n <= 2 ? "I. Details" : "II. Products",
    from_profile: false,
    progress: { answered: 0, total: 1 },
    items: [
      {
        kind: "table",
        id: `A-${n}-T`,
        years: ["cy"],
        columns: [{ id: "v", label: "" }],
        rows: Array.from({ length: rows }, (_, r) => ({
          id: `r${r}`,
          label: `Row ${r}`,
          heading: false,
          cells: { v: { key: `A-${n}-${r}`, kind: "input", type: "number", unit: "", metric: null, required: true, values: {} } },
        })),
      },
    ],
  };
}

/** An IntersectionObserver whose reports the test makes: `near(id)` says that question's placeholder came near the screen. */
const observed = new Map<Element, IntersectionObserverCallback>();
class FakeObserver {
  constructor(private readonly report: IntersectionObserverCallback) {}
  observe(node: Element) {
    observed.set(node, this.report);
  }
  disconnect() {
    for (const [node, report] of observed) if (report === this.report) observed.delete(node);
  }
}
function near(id: string) {
  const node = document.getElementById(`question-${id}`)!;
  const report = observed.get(node)!;
  act(() => report([{ isIntersecting: true, target: node } as unknown as IntersectionObserverEntry], {} as IntersectionObserver));
}

beforeEach(() => {
  observed.clear();
  vi.stubGlobal("IntersectionObserver", FakeObserver);
});
afterEach(() => vi.unstubAllGlobals());

// As the screen hands a tab the browser renders: each question's outline with its structure.
const questions = [1, 2, 3, 4, 5].map((n) => ({ ...outlineOf(question(n)), question: question(n) }));
const frame = { years: [{ slot: "cy" as const, id: "2024-25", label: "FY 2024-25", heading: "FY 2024-25 (Current Financial Year)" }], companyId: "c" };

describe("QuestionWindow", () => {
  it("renders the first two questions as cards and the others as placeholders of their likely height, with their title and id", () => {
    render(<QuestionWindow questions={questions} frame={frame} all={false} />);
    expect(screen.getByTestId("question-A-1")).toBeInTheDocument();
    expect(screen.getByTestId("question-A-2")).toBeInTheDocument();
    expect(screen.queryByTestId("question-A-3")).toBeNull();
    const placeholder = screen.getByTestId("question-placeholder-A-3");
    expect(placeholder).toHaveTextContent("3. Question 3");
    expect(placeholder.id).toBe("question-A-3");
    expect(placeholder.style.height).toBe(`${estimatedHeight(question(3))}px`);
    // Each part's heading stands above its first question, card or placeholder.
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(["I. Details", "II. Products"]);
  });

  it("renders a question once it comes near the screen, and keeps it", () => {
    render(<QuestionWindow questions={questions} frame={frame} all={false} />);
    near("A-4");
    expect(screen.getByTestId("question-A-4")).toBeInTheDocument();
    expect(screen.getByTestId("question-placeholder-A-3")).toBeInTheDocument();
    expect(screen.getByTestId("question-placeholder-A-5")).toBeInTheDocument();
    expect(observed.size).toBe(2);
  });

  it("renders every question when the list is the one a link opened", () => {
    const { rerender } = render(<QuestionWindow questions={questions} frame={frame} all={false} />);
    rerender(<QuestionWindow questions={questions} frame={frame} all />);
    for (const q of questions) expect(screen.getByTestId(`question-${q.id}`)).toBeInTheDocument();
    expect(screen.queryAllByTestId(/^question-placeholder-/)).toHaveLength(0);
  });

  it("holds a placeholder's labels for find-in-page, hidden until found, and renders the card when the browser's find matches them", () => {
    render(<QuestionWindow questions={questions} frame={frame} all={false} />);
    const words = screen.getByTestId("placeholder-words-A-4");
    expect(words).toHaveTextContent("Row 0 · Row 1 · Row 2");
    expect(words.getAttribute("hidden")).toBe("until-found");
    act(() => void words.dispatchEvent(new Event("beforematch")));
    expect(screen.getByTestId("question-A-4")).toBeInTheDocument();
    expect(screen.getByTestId("question-placeholder-A-3")).toBeInTheDocument();
  });

  it("shows the page's server-rendered card of a question when it comes near, not one of its own", () => {
    render(
      <QuestionWindow
        questions={questions}
        frame={frame}
        all={false}
        cards={{ "A-1": <p data-testid="page-card-A-1" />, "A-4": <p data-testid="page-card-A-4" /> }}
      />,
    );
    expect(screen.getByTestId("page-card-A-1")).toBeInTheDocument();
    expect(screen.queryByTestId("question-A-1")).toBeNull();
    expect(screen.getByTestId("question-A-2")).toBeInTheDocument();
    expect(screen.queryByTestId("page-card-A-4")).toBeNull();
    near("A-4");
    expect(screen.getByTestId("page-card-A-4")).toBeInTheDocument();
    expect(screen.queryByTestId("question-A-4")).toBeNull();
  });

  it("guesses a longer card for a longer table", () => {
    expect(estimatedHeight(question(1, 20))).toBeGreaterThan(estimatedHeight(question(1, 3)) + 600);
  });
});
