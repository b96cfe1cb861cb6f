import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { WhenNear } from "@/components/ui/when-near";

type Seen = (entries: { isIntersecting: boolean }[]) => void;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("WhenNear", () => {
  it("holds the room until the place comes near the viewport, then renders the part and stops watching", () => {
    let seen: Seen = () => {};
    const disconnect = vi.fn();
    const observe = vi.fn();
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(
          callback: Seen,
          public options: { rootMargin: string },
        ) {
          seen = callback;
          expect(options.rootMargin).toBe("400px 0px");
        }
        observe = observe;
        disconnect = disconnect;
      },
    );
    render(
      <WhenNear fallback={<p>room</p>}>
        <p>chart</p>
      </WhenNear>,
    );
    expect(screen.getByText("room")).toBeInTheDocument();
    expect(screen.queryByText("chart")).not.toBeInTheDocument();
    expect(observe).toHaveBeenCalledOnce();
    act(() => seen([{ isIntersecting: false }]));
    expect(screen.queryByText("chart")).not.toBeInTheDocument();
    act(() => seen([{ isIntersecting: true }]));
    expect(screen.getByText("chart")).toBeInTheDocument();
    expect(screen.queryByText("room")).not.toBeInTheDocument();
    expect(disconnect).toHaveBeenCalled();
  });

  it("renders the part at once where the browser has no IntersectionObserver", async () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    render(
      <WhenNear fallback={<p>room</p>}>
        <p>chart</p>
      </WhenNear>,
    );
    expect(await screen.findByText("chart")).toBeInTheDocument();
  });
});
