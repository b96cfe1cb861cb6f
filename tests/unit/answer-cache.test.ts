import { answerCache, fingerprintOf, keepAnswer, keptAnswer } from "@/lib/brsr/answer-cache";

vi.mock("server-only", () => ({}));

const text = (bytes: Uint8Array | undefined) => (bytes ? new TextDecoder().decode(bytes) : undefined);

describe("the kept questionnaire answers", () => {
  beforeEach(() => answerCache.clear());

  it("keeps one answer per slot under its fingerprint; a new fingerprint replaces it", () => {
    const a = fingerprintOf([{ id: "c1" }, "2024-25", [{ value: "1" }]]);
    const b = fingerprintOf([{ id: "c1" }, "2024-25", [{ value: "2" }]]);
    expect(a).not.toBe(b);
    expect(fingerprintOf([{ id: "c1" }, "2024-25", [{ value: "1" }]])).toBe(a);
    expect(keptAnswer("c1|2024-25", a)).toBeUndefined();
    const answer = keepAnswer("c1|2024-25", a, { v: 1 });
    expect(text(answer.json)).toBe('{"v":1}');
    expect(keptAnswer("c1|2024-25", a)).toBe(answer);
    expect(keptAnswer("c1|2024-25", b)).toBeUndefined();
    keepAnswer("c1|2024-25", b, { v: 2 });
    expect(text(keptAnswer("c1|2024-25", b)?.json)).toBe('{"v":2}');
    expect(keptAnswer("c1|2024-25", a)).toBeUndefined();
    expect(answerCache.size()).toBe(1);
  });

  it("keeps at most 48 MB, the least recently read going first", () => {
    const big = (tag: string) => tag.repeat(11 * 1024 * 1024);
    for (const slot of ["a", "b", "c", "d"]) keepAnswer(slot, "f", big(slot));
    expect(answerCache.size()).toBe(4);
    keptAnswer("a", "f"); // read: 'a' is now the most recent
    keepAnswer("e", "f", big("e")); // 55 MB: the least recent, 'b', goes
    expect(answerCache.size()).toBe(4);
    expect(keptAnswer("b", "f")).toBeUndefined();
    expect(keptAnswer("a", "f")).toBeDefined();
  });
});
