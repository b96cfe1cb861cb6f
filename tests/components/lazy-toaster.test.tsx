import { act, render, screen, waitFor } from "@testing-library/react";
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

  it("renders nothing on the server's first pass and mounts when the page is idle", async () => {
    const { LazyToaster } = await freshModules();
    const { container } = render(<LazyToaster />);
    expect(container.querySelector("section")).toBeNull();
    await waitFor(() => expect(container.querySelector("section[aria-label^='Notifications']")).not.toBeNull(), { timeout: 4000 });
  });
});
