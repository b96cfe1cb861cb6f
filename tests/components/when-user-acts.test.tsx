import { fireEvent } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { whenUserActs } from "@/lib/client/when-user-acts";

describe("whenUserActs", () => {
  it("runs once, at the first touch, click, key or focus", () => {
    const run = vi.fn();
    whenUserActs(run);
    expect(run).not.toHaveBeenCalled();
    const input = document.body.appendChild(document.createElement("input"));
    fireEvent.focusIn(input);
    fireEvent.pointerDown(input);
    fireEvent.keyDown(input, { key: "a" });
    expect(run).toHaveBeenCalledTimes(1);
    input.remove();
  });

  it("does not run once cancelled", () => {
    const run = vi.fn();
    const cancel = whenUserActs(run);
    cancel();
    fireEvent.pointerDown(document.body);
    expect(run).not.toHaveBeenCalled();
  });

  it("serves any number of waiting callers with one set of listeners, and removes them when none waits", () => {
    const add = vi.spyOn(window, "addEventListener");
    const remove = vi.spyOn(window, "removeEventListener");
    const runs = Array.from({ length: 100 }, () => vi.fn());
    const cancels = runs.map((run) => whenUserActs(run));
    expect(add).toHaveBeenCalledTimes(4);
    cancels[0]();
    expect(remove).not.toHaveBeenCalled();
    fireEvent.keyDown(document.body, { key: "Tab" });
    expect(runs[0]).not.toHaveBeenCalled();
    for (const run of runs.slice(1)) expect(run).toHaveBeenCalledTimes(1);
    expect(remove).toHaveBeenCalledTimes(4);
    // A caller registered after that act waits for the next one.
    const later = vi.fn();
    whenUserActs(later);
    expect(later).not.toHaveBeenCalled();
    fireEvent.pointerDown(document.body);
    expect(later).toHaveBeenCalledTimes(1);
    add.mockRestore();
    remove.mockRestore();
  });
});
