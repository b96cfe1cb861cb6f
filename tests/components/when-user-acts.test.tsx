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
});
