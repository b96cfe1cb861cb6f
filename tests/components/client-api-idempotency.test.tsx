import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api, IDEMPOTENCY_HEADER } from "@/lib/client/api";

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const keyOf = (call: unknown[]) => new Headers((call[1] as RequestInit).headers).get(IDEMPOTENCY_HEADER);

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.clearAllMocks();
  fetchMock = vi.fn();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("api(): Idempotency-Key on creates", () => {
  it("sends a fresh key with each create, none with a read or an edit", async () => {
    fetchMock.mockImplementation(async () => json({ ok: true }));
    await api("/esg-data", { method: "POST", body: { a: 1 } });
    await api("/esg-data", { method: "POST", body: { a: 1 } });
    await api("/esg-data/x");
    await api("/esg-data/x", { method: "PATCH", body: { value: "1" } });
    const [first, second, read, edit] = fetchMock.mock.calls;
    expect(keyOf(first)).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(keyOf(second)).not.toBe(keyOf(first));
    expect(keyOf(read)).toBeNull();
    expect(keyOf(edit)).toBeNull();
  });

  it("resends a create whose answer was lost with the same key, and never resends one without its action's key", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch")).mockResolvedValueOnce(json({ id: "1" }, 201));
    await expect(api("/ai-insights", { method: "POST", body: {}, idempotencyKey: "click-1" })).resolves.toEqual({ id: "1" });
    expect(fetchMock.mock.calls.map(keyOf)).toEqual(["click-1", "click-1"]);

    fetchMock.mockReset();
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await expect(api("/checklist-progress/c/toggle", { method: "POST" })).rejects.toBeInstanceOf(TypeError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

// The extraction panel's 'same PDF again' case lives in tests/components/extraction-review.test.tsx (it answers the earlier extraction).
