import { renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useRevealed } from "@/components/ui/use-revealed";

type Props = { total: number; listKey: string; all?: boolean };

describe("useRevealed", () => {
  it("shows the first items at once, then the rest a step at a time until all are shown", async () => {
    const seen: number[] = [];
    const { result } = renderHook(
      ({ total, listKey }: Props) => {
        const count = useRevealed(total, listKey, { first: 2, step: 3 });
        seen.push(count);
        return count;
      },
      { initialProps: { total: 10, listKey: "A" } },
    );
    expect(seen[0]).toBe(2);
    await waitFor(() => expect(result.current).toBe(10));
    // Each step adds `step` items (2, 5, 8, 10): no render jumps from the first items to all.
    expect([...new Set(seen)]).toEqual([2, 5, 8, 10]);
  });

  it("starts again from the first items for another list, and never shows more than there are", async () => {
    const seen: string[] = [];
    const { result, rerender } = renderHook(
      ({ total, listKey }: Props) => {
        const count = useRevealed(total, listKey, { first: 2, step: 3 });
        seen.push(`${listKey}:${count}`);
        return count;
      },
      { initialProps: { total: 10, listKey: "A" } },
    );
    await waitFor(() => expect(result.current).toBe(10));
    rerender({ total: 1, listKey: "B" });
    expect(result.current).toBe(1);
    rerender({ total: 7, listKey: "C" });
    await waitFor(() => expect(result.current).toBe(7));
    expect(seen.filter((s) => !s.startsWith("A")).filter((s, i, all) => all.indexOf(s) === i)).toEqual(["B:1", "C:2", "C:5", "C:7"]);
  });

  it("shows every item at once while asked, for another list too; once no longer asked, reveals the rest step by step", async () => {
    const seen: string[] = [];
    const { result, rerender } = renderHook(
      ({ total, listKey, all }: Props) => {
        const count = useRevealed(total, listKey, { first: 2, step: 10, all });
        seen.push(`${listKey}:${count}`);
        return count;
      },
      { initialProps: { total: 50, listKey: "A", all: true } },
    );
    expect(result.current).toBe(50);
    rerender({ total: 30, listKey: "B", all: true });
    expect(result.current).toBe(30);
    expect(seen.every((s) => s === "A:50" || s === "B:30")).toBe(true);
    rerender({ total: 30, listKey: "C", all: false });
    await waitFor(() => expect(result.current).toBe(30));
    expect(seen.filter((s) => s.startsWith("C")).filter((s, i, all) => all.indexOf(s) === i)).toEqual(["C:2", "C:12", "C:22", "C:30"]);
  });
});
