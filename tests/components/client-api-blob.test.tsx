import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiBlob, isTimeout } from "@/lib/client/api";

function okResponse(blob: () => Promise<Blob>) {
  return { ok: true, status: 200, blob } as unknown as Response;
}

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock = vi.fn();
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("apiBlob", () => {
  it("ends a body that never finishes with the timeout error", async () => {
    fetchMock.mockResolvedValue(okResponse(() => new Promise<Blob>(() => {})));
    const result = apiBlob("/generate-brsr-report/abc", { timeoutMs: 60_000 });
    const outcome = result.then(
      () => "resolved",
      (error: unknown) => error,
    );

    await vi.advanceTimersByTimeAsync(59_999);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(isTimeout(error)).toBe(true);
    expect((error as DOMException).name).toBe("TimeoutError");
  });

  it("passes the timer's signal to fetch and aborts it on timeout", async () => {
    fetchMock.mockResolvedValue(okResponse(() => new Promise<Blob>(() => {})));
    const outcome = apiBlob("/x", { timeoutMs: 1_000 }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1_000);
    const signal = (fetchMock.mock.calls[0][1] as RequestInit).signal as AbortSignal;
    expect(signal.aborted).toBe(true);
    expect(isTimeout(await outcome)).toBe(true);
  });

  it("returns the body read in time and leaves no timer behind", async () => {
    const blob = new Blob(["%PDF-"]);
    fetchMock.mockResolvedValue(okResponse(() => new Promise<Blob>((resolve) => setTimeout(() => resolve(blob), 30_000))));
    const result = apiBlob("/x", { timeoutMs: 60_000 });
    await vi.advanceTimersByTimeAsync(30_000);
    await expect(result).resolves.toBe(blob);
    expect(vi.getTimerCount()).toBe(0);
    const signal = (fetchMock.mock.calls[0][1] as RequestInit).signal as AbortSignal;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(signal.aborted).toBe(false);
  });

  it("clears the timer when the request fails", async () => {
    fetchMock.mockResolvedValue({ ok: false, status: 500, json: async () => ({ detail: "boom" }) } as unknown as Response);
    await expect(apiBlob("/x", { timeoutMs: 60_000 })).rejects.toMatchObject({ status: 500, detail: "boom" });
    expect(vi.getTimerCount()).toBe(0);
  });
});
