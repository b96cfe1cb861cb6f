import { afterEach, describe, expect, it, vi } from "vitest";

const sonner = { toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } };

/** lib/client/toast.ts afresh, with a sonner whose first load fails (the visitor is offline). */
async function toastModuleWhoseFirstLoadFails() {
  vi.resetModules();
  let failures = 1;
  vi.doMock("sonner", () => {
    if (failures-- > 0) throw new Error("offline");
    return sonner;
  });
  return import("@/lib/client/toast");
}

afterEach(() => {
  vi.doUnmock("sonner");
  vi.restoreAllMocks();
  sonner.toast.error.mockClear();
});

describe("a toast waiting on a failed load of sonner", () => {
  it.each([
    ["the browser is back online", () => window.dispatchEvent(new Event("online"))],
    ["the visitor acts again", () => window.dispatchEvent(new Event("keydown"))],
  ])("is shown when %s, without another toast asking", async (_when, trigger) => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { toast, loadToasts } = await toastModuleWhoseFirstLoadFails();
    toast.error("Failed to save data");
    expect(await loadToasts()).toBeNull();
    expect(sonner.toast.error).not.toHaveBeenCalled();

    trigger();
    await vi.waitFor(() => expect(sonner.toast.error).toHaveBeenCalledWith("Failed to save data", undefined));
    expect(sonner.toast.error).toHaveBeenCalledTimes(1);
  });
});
