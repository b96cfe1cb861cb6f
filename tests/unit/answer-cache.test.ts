import { answerCache, fingerprintOf, keptAnswer } from "@/lib/brsr/answer-cache";

vi.mock("server-only", () => ({}));

describe("the kept questionnaire answers", () => {
  beforeEach(() => answerCache.clear());

  it("builds once per fingerprint and slot; a new fingerprint builds again and replaces it", () => {
    let builds = 0;
    const build = (v: number) => () => ({ n: ++builds, v });
    const a = fingerprintOf([{ id: "c1" }, "2024-25", [{ value: "1" }]]);
    const b = fingerprintOf([{ id: "c1" }, "2024-25", [{ value: "2" }]]);
    expect(a).not.toBe(b);
    expect(fingerprintOf([{ id: "c1" }, "2024-25", [{ value: "1" }]])).toBe(a);
    expect(keptAnswer("c1|2024-25", a, build(1))).toBe('{"n":1,"v":1}');
    expect(keptAnswer("c1|2024-25", a, build(1))).toBe('{"n":1,"v":1}');
    expect(keptAnswer("c1|2024-25", b, build(2))).toBe('{"n":2,"v":2}');
    expect(answerCache.size()).toBe(1);
    expect(builds).toBe(2);
  });

  it("keeps at most 48 MB, the least recently read going first", () => {
    const big = (tag: string) => () => tag.repeat(11 * 1024 * 1024);
    for (const slot of ["a", "b", "c", "d"]) keptAnswer(slot, "f", big(slot));
    expect(answerCache.size()).toBe(4);
    keptAnswer("a", "f", big("x")); // read: 'a' is now the most recent
    keptAnswer("e", "f", big("e")); // 55 MB: the least recent, 'b', goes
    expect(answerCache.size()).toBe(4);
    let rebuilt = false;
    keptAnswer("b", "f", () => ((rebuilt = true), "b"));
    expect(rebuilt).toBe(true);
    let again = false;
    keptAnswer("a", "f", () => ((again = true), "a"));
    expect(again).toBe(false);
  });
});
