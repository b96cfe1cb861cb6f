import { beforeEach, describe, expect, it, vi } from "vitest";

const sonner = vi.hoisted(() => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));
vi.mock("sonner", () => sonner);

async function freshToastModule() {
  vi.resetModules();
  return import("@/lib/client/toast");
}

describe("toasts with sonner loaded on first use", () => {
  beforeEach(() => {
    for (const spy of Object.values(sonner.toast)) spy.mockClear();
  });

  it("shows what was asked for before sonner arrived, in the order asked, with its options", async () => {
    const { toast, loadToasts } = await freshToastModule();
    toast.error("Failed to save data", { description: "fy: bad" });
    toast.success("Saved");
    expect(sonner.toast.error).not.toHaveBeenCalled();
    await loadToasts();
    expect(sonner.toast.error).toHaveBeenCalledWith("Failed to save data", { description: "fy: bad" });
    expect(sonner.toast.success).toHaveBeenCalledWith("Saved", undefined);
    expect(sonner.toast.error.mock.invocationCallOrder[0]).toBeLessThan(sonner.toast.success.mock.invocationCallOrder[0]);
  });

  it("calls sonner at once once it is loaded, and shows each toast once", async () => {
    const { toast, loadToasts } = await freshToastModule();
    toast.info("First");
    await loadToasts();
    toast.warning("Second");
    expect(sonner.toast.warning).toHaveBeenCalledWith("Second", undefined);
    await loadToasts();
    expect(sonner.toast.info).toHaveBeenCalledTimes(1);
    expect(sonner.toast.warning).toHaveBeenCalledTimes(1);
  });

  it("tells the Toaster a toast is wanted while sonner is not loaded yet", async () => {
    const { toast, onToastWanted, loadToasts } = await freshToastModule();
    const wanted = vi.fn();
    const stop = onToastWanted(wanted);
    toast.success("Saved");
    expect(wanted).toHaveBeenCalledTimes(1);
    await loadToasts();
    toast.success("Saved again");
    expect(wanted).toHaveBeenCalledTimes(1);
    stop();
  });
});
