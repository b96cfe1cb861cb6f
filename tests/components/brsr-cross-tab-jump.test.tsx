import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeQueryClient } from "@/components/providers/query-provider";
import { BrsrScreen } from "@/components/brsr/brsr-screen";
import type { QuestionView } from "@/components/brsr/types";
// A whole answer, as the tests write it; the mocked API shapes it into the view the screen asks for.
import type { QuestionnaireResponse as Questionnaire } from "@/lib/brsr/response-schemas";
import { onlyTab, type QuestionnaireTab } from "@/lib/brsr/tabs";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn() }));
vi.mock("@/lib/client/toast", () => ({ toast }));
const api = vi.hoisted(() => vi.fn());
// The mock answers whole questionnaires; the screen gets the view it asks for (tests/helpers/brsr-views.ts).
vi.mock("@/lib/client/api", async (importOriginal) => ({ ...(await importOriginal<object>()), api: (await import("../helpers/brsr-views")).servedAs(api) }));
// The value-chain section reads its own API (tests/components/value-chain-screen.test.tsx covers it).
vi.mock("@/components/value-chain/questionnaire-value-chain", () => ({ QuestionnaireValueChain: () => null }));
vi.mock("@/components/company/company-page", () => ({
  CompanyPage: ({ children }: { children: (c: { id: string; name: string; industry: string | null; frameworks: string[] }) => React.ReactNode }) => (
    <>{children({ id: COMPANY_ID, name: "Deccan Alloys Ltd", industry: "Manufacturing", frameworks: ["BRSR"] })}</>
  ),
}));
// The real question card, which also says when it mounts: the test acts at the exact moment a
// question of the list being rendered has been committed.
const mounted = vi.hoisted(() => ({ current: null as null | ((questionId: string) => void) }));
vi.mock("@/components/brsr/question-card", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/components/brsr/question-card")>();
  function QuestionCard(props: Parameters<typeof real.QuestionCard>[0]) {
    useEffect(() => mounted.current?.(props.question.id), [props.question.id]);
    return <real.QuestionCard {...props} />;
  }
  return { ...real, QuestionCard };
});

const COMPANY_ID = "7d0f4b4e-3b7a-4c36-9b43-5f0c1d2e3a4b";

function textQuestion(tab: "A" | "P1", n: number): QuestionView {
  const id = `${tab}-${tab === "A" ? n : `E${n}`}`;
  return {
    id,
    section: tab === "A" ? "A" : "C",
    principle: tab === "A" ? null : "P1",
    indicator: tab === "A" ? null : "essential",
    number: tab === "A" ? String(n) : `E${n}`,
    title: `Question ${id}`,
    part: null,
    from_profile: false,
    progress: { answered: 0, total: 1 },
    items: [
      {
        kind: "field",
        id,
        label: `Answer to ${id}`,
        years: ["cy"],
        cell: {
          key: id,
          kind: "input",
          type: "text",
          unit: "",
          metric: id,
          required: true,
          values: { cy: { state: "missing", value: null, display: "Not disclosed", unit: "", entryIds: [] } },
        },
      },
    ],
  };
}

/** Section A and Principle 1 with six questions each; the readiness list names P1's last. */
function questionnaire(): Questionnaire {
  const six = (tab: "A" | "P1") => [1, 2, 3, 4, 5, 6].map((n) => textQuestion(tab, n));
  return {
    company_id: COMPANY_ID,
    fy_start_month: 4,
    profile: {},
    profile_completeness: { answered: 5, total: 20, missing: [] },
    fy: { id: "2024-25", label: "FY 2024-25", start: "2024-04-01", end: "2025-03-31", endYear: 2025 },
    years: [
      { slot: "cy", id: "2024-25", label: "FY 2024-25", heading: "FY 2024-25 (Current Financial Year)" },
      { slot: "py", id: "2023-24", label: "FY 2023-24", heading: "FY 2023-24 (Previous Financial Year)" },
      { slot: "py2", id: "2022-23", label: "FY 2022-23", heading: "FY 2022-23 (Year before the Previous Financial Year)" },
    ],
    sections: [
      { id: "A", title: "Section A: General disclosures", progress: { answered: 0, total: 6 }, questions: six("A") },
      { id: "B", title: "Section B: Management and process disclosures", progress: { answered: 0, total: 0 }, questions: [] },
      { id: "C", title: "Section C: Principle-wise performance disclosure", progress: { answered: 0, total: 6 }, questions: six("P1") },
    ],
    principles: [{ id: "P1", progress: { answered: 0, total: 6 } }],
    warnings: [],
    progress: { answered: 0, total: 12 },
    unapproved_core: [],
    readiness: [{ key: "P1-E6", question_id: "P1-E6", label: "Answer to P1-E6", reason: "missing", message: "P1 Essential 6: not answered" }],
  };
}

/** Questions rendered as cards (not the placeholders of those away from the screen). */
const questionsShown = (tab: string) => within(screen.getByTestId(`section-${tab}`)).queryAllByTestId(/^question-(?!placeholder-)/).length;

beforeEach(() => {
  vi.clearAllMocks();
  mounted.current = null;
  window.history.replaceState(null, "", "/brsr/" + COMPANY_ID);
  api.mockImplementation((_path: string, options?: { query?: { section?: QuestionnaireTab } }) =>
    Promise.resolve(onlyTab(questionnaire(), options?.query?.section ?? "A")),
  );
  // A frame is at once: the jump's search for the cell runs in the same turn as its effect, before
  // the next step of the list being revealed, as on a busy machine where that step is slow to render.
  vi.stubGlobal("requestAnimationFrame", (run: FrameRequestCallback) => {
    run(performance.now());
    return 1;
  });
});

afterEach(() => vi.unstubAllGlobals());

describe("BRSR questionnaire: a link to a cell of another tab", () => {
  it("opens the cell even when it is followed while this tab's questions are being rendered", async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <QueryClientProvider client={makeQueryClient()}>
        <BrsrScreen companyId={COMPANY_ID} />
      </QueryClientProvider>,
    );
    await screen.findByTestId("question-A-1");
    // Principle 1's answer is cached (opened once), and the readiness list is open.
    await user.click(screen.getByTestId("nav-P1"));
    await screen.findByTestId("question-P1-E2");
    // Questions away from the screen are placeholders (happy-dom's IntersectionObserver never reports them near).
    expect(screen.getByTestId("question-placeholder-P1-E6")).toHaveTextContent("E6. Question P1-E6");
    expect(questionsShown("P1")).toBe(2);
    await user.click(screen.getByTestId("readiness-toggle"));

    // Back on Section A; the link is followed as its second question is committed.
    let followed = false;
    mounted.current = (id) => {
      if (id !== "A-2" || followed) return;
      followed = true;
      screen.getByTestId("readiness-link-P1-E6").click();
    };
    await user.click(screen.getByTestId("nav-A"));
    expect(followed).toBe(true);

    expect(screen.getByTestId("nav-P1")).toHaveAttribute("aria-current", "page");
    expect(window.location.hash).toBe("#cell-P1-E6");
    // Every question of Principle 1 is there, and stays there, with the linked cell focused.
    await waitFor(() => expect(questionsShown("P1")).toBe(6));
    expect(screen.getByTestId("cell-P1-E6-cy")).toHaveFocus();
  });
});
