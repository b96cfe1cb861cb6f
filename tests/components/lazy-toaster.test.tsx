import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

/** The toast module's state (whether a toast was wanted) is per page load: each test gets its own. */
async function freshModules() {
  vi.resetModules();
  const { LazyToaster } = await import("@/components/ui/lazy-toaster");
  const { toast } = await import("@/lib/client/toast");
  return { LazyToaster, toast };
}

// The real sonner: the app's toasts are asked for through lib/client/toast.ts, and the Toaster
// arrives later (idle, or when a toast is wanted); none may be lost in between.
describe("LazyToaster", () => {
  it("shows toasts asked for before sonner or the Toaster arrived (the Toaster mounts as soon as one is wanted)", async () => {
    const { LazyToaster, toast } = await freshModules();
    act(() => {
      toast.error("Failed to save data", { description: "fy: bad" });
      toast.success("Saved to data collection!");
    });
    render(<LazyToaster />);
    expect(await screen.findByText("Failed to save data")).toBeInTheDocument();
    expect(screen.getByText("fy: bad")).toBeInTheDocument();
    expect(screen.getByText("Saved to data collection!")).toBeInTheDocument();
  });

  it("renders nothing until the visitor first acts on the page, then mounts", async () => {
    const { LazyToaster } = await freshModules();
    const { container } = render(<LazyToaster />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector("section")).toBeNull();
    fireEvent.keyDown(document.body, { key: "Tab" });
    await waitFor(() => expect(container.querySelector("section[aria-label^='Notifications']")).not.toBeNull());
  });
});
