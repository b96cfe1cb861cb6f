import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import { StrictMode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AuthStatus } from "@/components/providers/auth-provider";
import { makeQueryClient } from "@/components/providers/query-provider";

// proxy.ts and the client gate send a non-admin who opened /admin to /?denied=admin (lib/auth/access-table.ts); the
// landing page turns that into SPEC 8's 'Admin access required' toast (decisions D2).
const h = vi.hoisted(() => ({
  toast: { success: vi.fn(), error: vi.fn() },
  api: vi.fn(),
  auth: { status: "authenticated" as AuthStatus },
}));

vi.mock("@/lib/client/toast", () => ({ toast: h.toast }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn() }) }));
vi.mock("@/lib/client/api", async (importOriginal) => ({ ...(await importOriginal<object>()), api: h.api }));
vi.mock("@/components/providers/auth-provider", () => ({ useAuth: () => ({ status: h.auth.status }) }));

const { LandingPage } = await import("@/components/landing/landing-page");

function renderAt(url: string, strict = false) {
  window.history.replaceState(null, "", url);
  const tree = (
    <QueryClientProvider client={makeQueryClient()}>
      <LandingPage />
    </QueryClientProvider>
  );
  return render(strict ? <StrictMode>{tree}</StrictMode> : tree);
}

const here = () => window.location.pathname + window.location.search;

beforeEach(() => {
  vi.clearAllMocks();
  h.auth.status = "authenticated";
  h.api.mockImplementation(async (path: string) => (path === "/companies" ? [] : {}));
});

afterEach(() => window.history.replaceState(null, "", "/"));

describe("LandingPage after proxy.ts refused /admin", () => {
  it("toasts 'Admin access required' once and drops ?denied=admin from the address", async () => {
    renderAt("/?denied=admin");
    expect(screen.getByRole("heading", { name: "Simplify Your ESG Reporting Journey" })).toBeInTheDocument();
    await waitFor(() => expect(h.toast.error).toHaveBeenCalledExactlyOnceWith("Admin access required"));
    expect(here()).toBe("/");
    expect(h.toast.success).not.toHaveBeenCalled();
  });

  it("keeps the address's other query parameters", async () => {
    renderAt("/?ref=mail&denied=admin&utm=x");
    await waitFor(() => expect(h.toast.error).toHaveBeenCalledWith("Admin access required"));
    expect(here()).toBe("/?ref=mail&utm=x");
  });

  it("toasts once under StrictMode's double effects (the marker is gone after the first)", async () => {
    renderAt("/?denied=admin", true);
    await waitFor(() => expect(h.toast.error).toHaveBeenCalled());
    expect(h.toast.error).toHaveBeenCalledTimes(1);
    expect(here()).toBe("/");
  });

  it("toasts for an anonymous visitor too (the marker alone decides)", async () => {
    h.auth.status = "anonymous";
    renderAt("/?denied=admin");
    await waitFor(() => expect(h.toast.error).toHaveBeenCalledExactlyOnceWith("Admin access required"));
  });

  it("stays quiet without the marker, or with another value", async () => {
    for (const url of ["/", "/?denied=payment", "/?denied=", "/?other=admin"]) {
      const view = renderAt(url);
      await waitFor(() => expect(h.api).toHaveBeenCalled());
      expect(h.toast.error, url).not.toHaveBeenCalled();
      expect(here(), url).toBe(url);
      view.unmount();
      h.api.mockClear();
    }
  });

  it("does not toast again when the page re-renders after the address was cleaned", async () => {
    const view = renderAt("/?denied=admin");
    await waitFor(() => expect(h.toast.error).toHaveBeenCalledTimes(1));
    view.rerender(
      <QueryClientProvider client={makeQueryClient()}>
        <LandingPage />
      </QueryClientProvider>,
    );
    expect(h.toast.error).toHaveBeenCalledTimes(1);
  });
});
