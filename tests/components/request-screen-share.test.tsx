import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { makeQueryClient } from "@/components/providers/query-provider";
import { RequestScreen } from "@/components/requests/request-screen";
import type { RequestViewDto } from "@/lib/requests/types";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("@/lib/client/toast", () => ({ toast }));
const api = vi.hoisted(() => vi.fn());
vi.mock("@/lib/client/api", async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const cell = (key: string, row: string, unit: string) => ({
  key,
  question: "Greenhouse gas emissions",
  row,
  column: "Value",
  unit,
  type: "number",
  value: null,
  entered_unit: null,
  notes: "",
  attribution: null,
  review_state: null,
  last_year: null,
});

const VIEW: RequestViewDto = {
  id: "r1",
  company_id: "c1",
  unit: { id: "u1", name: "Jharia Coal (upstream partner)", type: "value_chain_partner" },
  fy: "2024-25",
  cells: ["P6-E7-S1", "P6-E7-S2"],
  sections: [],
  assignee_email: "esg@jharia.example",
  due_date: "2099-01-01",
  message: "",
  state: "not_started",
  return_comment: null,
  filled: 0,
  percent_complete: 0,
  created_at: "2026-01-01T00:00:00.000Z",
  company_name: "Deccan Steel",
  cells_detail: [cell("P6-E7-S1", "Scope 1 emissions", "tCO2e"), cell("P6-E7-S2", "Scope 2 emissions", "tCO2e")],
  can_fill: true,
  can_review: false,
};

beforeEach(() => {
  api.mockReset();
  toast.success.mockReset();
});

describe("a value-chain partner's request form: our total and the share (%)", () => {
  it("computes the attributed figure as typed, refuses a share above 100 %, and sends both inputs", async () => {
    api.mockImplementation(async (path: string, options?: { method?: string }) => (options?.method === "PUT" ? { saved: 1 } : VIEW));
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={makeQueryClient()}>
        <RequestScreen requestId="r1" />
      </QueryClientProvider>,
    );
    await user.click(await screen.findByTestId("mode-share-P6-E7-S1"));
    await user.type(screen.getByLabelText("Our total (tCO2e)", { selector: "#total-P6-E7-S1" }), "3,200");
    await user.type(screen.getByLabelText("Share attributable to this company (%)", { selector: "#share-P6-E7-S1" }), "125");
    expect(screen.getByTestId("attributed-P6-E7-S1")).toHaveTextContent("The share attributable must be between 0 and 100 %");
    await user.clear(screen.getByLabelText("Share attributable to this company (%)", { selector: "#share-P6-E7-S1" }));
    await user.type(screen.getByLabelText("Share attributable to this company (%)", { selector: "#share-P6-E7-S1" }), "25");
    expect(screen.getByTestId("attributed-P6-E7-S1")).toHaveTextContent("Attributed: 800 tCO2e");
    await user.type(screen.getByLabelText(/Scope 2 emissions/, { selector: "#cell-P6-E7-S2" }), "300");
    await user.click(screen.getByTestId("save-draft"));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Draft saved"));
    const put = api.mock.calls.find((c) => c[1]?.method === "PUT")!;
    expect(put[1].body).toEqual({
      cells: [
        { key: "P6-E7-S1", total: "3,200", share: "25" },
        { key: "P6-E7-S2", value: "300" },
      ],
    });
  });
});
