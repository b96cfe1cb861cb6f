import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { makeQueryClient } from "@/components/providers/query-provider";
import { PasteUnits } from "@/components/units/units-screen";

vi.mock("@/lib/client/toast", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
const api = vi.hoisted(() => vi.fn());
vi.mock("@/lib/client/api", async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

describe("pasting a list of units", () => {
  it("counts the pasted lines on its button and never offers to add 0 units", () => {
    render(
      <QueryClientProvider client={makeQueryClient()}>
        <PasteUnits companyId="7d0f4b4e-3b7a-4c36-9b43-5f0c1d2e3a4b" />
      </QueryClientProvider>,
    );
    const button = screen.getByTestId("add-pasted-units");
    expect(button).toHaveTextContent("Add units");
    expect(button).toBeDisabled();
    fireEvent.change(screen.getByTestId("unit-paste"), { target: { value: "Vizag Works, plant, Andhra Pradesh" } });
    expect(button).toHaveTextContent("Add 1 unit");
    fireEvent.change(screen.getByTestId("unit-paste"), {
      target: { value: "Vizag Works, plant, Andhra Pradesh\nPune Office, office, Maharashtra, Pune" },
    });
    expect(button).toHaveTextContent("Add 2 units");
    expect(button).toBeEnabled();
  });
});
