import { act, fireEvent, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { onDemand, type OnDemandProps } from "@/components/ui/on-demand";

// These tests hold the loader's promise themselves: the load emulation of tests/setup/component.ts does not apply.
vi.unmock("@/lib/client/load-once");

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("@/lib/client/toast", () => ({ toast }));

function Menu({ label, defaultOpen = false }: { label: string } & OnDemandProps) {
  return (
    <div data-testid="real" data-open={String(defaultOpen)}>
      {label}
    </div>
  );
}

function makeControl(load: () => Promise<typeof Menu>) {
  return onDemand<{ label: string }>(load, ({ onClick, busy }) => (
    <button type="button" onClick={onClick} disabled={busy}>
      Export data
    </button>
  ));
}

beforeEach(() => vi.clearAllMocks());

describe("onDemand", () => {
  it("shows a live placeholder, fetches nothing until the visitor acts, then renders the control closed", async () => {
    const load = vi.fn(() => Promise.resolve(Menu));
    const Control = makeControl(load);
    render(<Control label="Everything" />);
    expect(screen.getByRole("button", { name: "Export data" })).toBeEnabled();
    expect(load).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.keyDown(window, { key: "Tab" });
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByTestId("real")).toHaveAttribute("data-open", "false");
    expect(screen.getByTestId("real")).toHaveTextContent("Everything");
  });

  it("a click on the placeholder opens the control once its code arrives; a later mount renders it at once", async () => {
    let arrive: (c: typeof Menu) => void = () => {};
    const load = vi.fn(() => new Promise<typeof Menu>((resolve) => (arrive = resolve)));
    const Control = makeControl(load);
    const { unmount } = render(<Control label="Everything" />);
    fireEvent.click(screen.getByRole("button", { name: "Export data" }));
    expect(screen.getByRole("button", { name: "Export data" })).toBeDisabled();
    await act(async () => arrive(Menu));
    expect(screen.getByTestId("real")).toHaveAttribute("data-open", "true");
    unmount();
    render(<Control label="Entries" />);
    expect(screen.getByTestId("real")).toHaveAttribute("data-open", "false");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("says so when the code cannot be fetched, and tries again at the next click", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const load = vi.fn<() => Promise<typeof Menu>>().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(Menu);
    const Control = makeControl(load);
    render(<Control label="Everything" />);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Export data" }));
    });
    expect(toast.error).toHaveBeenCalledWith("Could not load this. Check your connection and try again.");
    expect(screen.getByRole("button", { name: "Export data" })).toBeEnabled();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Export data" }));
    });
    expect(screen.getByTestId("real")).toHaveAttribute("data-open", "true");
    expect(load).toHaveBeenCalledTimes(2);
  });
});
