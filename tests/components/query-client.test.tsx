import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { makeQueryClient } from "@/components/providers/query-provider";
import { ApiClientError } from "@/lib/client/api";
import { companyDataKey, companyKey, companyKeys, refreshCompanyData } from "@/lib/client/query-keys";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("@/lib/client/toast", () => ({ toast }));

const COMPANY_ID = "7d0f4b4e-3b7a-4c36-9b43-5f0c1d2e3a4b";

function Load({ name, error, meta }: { name: string; error: Error; meta?: { errorMessage?: string; quietStatuses?: number[] } }) {
  const query = useQuery({ queryKey: ["test", name], queryFn: () => Promise.reject(error), meta });
  return <p>{query.isError ? `${name} failed` : `${name} loading`}</p>;
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.spyOn(console, "error").mockImplementation(() => {});
});

describe("the load-error toast (QueryCache onError)", () => {
  it("shows and logs the query's own message, one toast for two failures of one screen", async () => {
    const error = new ApiClientError(500, "boom");
    render(
      <QueryClientProvider client={makeQueryClient()}>
        <Load name="figures" error={error} meta={{ errorMessage: "Failed to load admin data" }} />
        <Load name="users" error={error} meta={{ errorMessage: "Failed to load admin data" }} />
      </QueryClientProvider>,
    );
    await screen.findByText("users failed");
    await screen.findByText("figures failed");
    // Sonner replaces a toast with the same id: the second failure does not stack another.
    expect(toast.error.mock.calls).toEqual([
      ["Failed to load admin data", { id: "Failed to load admin data" }],
      ["Failed to load admin data", { id: "Failed to load admin data" }],
    ]);
    expect(console.error).toHaveBeenCalledWith("Failed to load admin data:", error);
  });

  it("is quiet for answers the screen shows itself, and for queries that name no message", async () => {
    render(
      <QueryClientProvider client={makeQueryClient()}>
        <Load name="company" error={new ApiClientError(404, "Company not found")} meta={{ errorMessage: "Failed to load data", quietStatuses: [404] }} />
        <Load name="silent" error={new Error("offline")} />
      </QueryClientProvider>,
    );
    await screen.findByText("company failed");
    await screen.findByText("silent failed");
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("still reports the other failures of a query with quiet statuses", async () => {
    render(
      <QueryClientProvider client={makeQueryClient()}>
        <Load name="company" error={new ApiClientError(500, "down")} meta={{ errorMessage: "Failed to load data", quietStatuses: [404] }} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Failed to load data", { id: "Failed to load data" }));
  });
});

describe("company query keys", () => {
  const keys = companyKeys(COMPANY_ID);
  const all = [
    keys.entries(),
    keys.entryHistory("e1"),
    keys.dashboard(),
    keys.kpiProgress(),
    keys.checklistProgress(),
    keys.insights(),
    keys.profile(),
    keys.brsr(null),
    keys.brsr("2024-25"),
    keys.brsrReadiness(),
    keys.factors("2024-25"),
  ];

  it("puts every key of the company's data under one prefix, and the company record outside it", () => {
    for (const key of all) expect(key.slice(0, 2)).toEqual([...companyDataKey(COMPANY_ID)]);
    expect(new Set(all.map((k) => JSON.stringify(k))).size).toBe(all.length);
    expect(companyKey(COMPANY_ID).slice(0, 1)).not.toEqual(companyDataKey(COMPANY_ID).slice(0, 1));
  });

  it("refreshes everything under the company after a save, but the answer it just stored, the record and other companies", async () => {
    const client = makeQueryClient();
    const other = companyKeys("another-company").dashboard();
    for (const key of [...all, companyKey(COMPANY_ID), other]) client.setQueryData(key, {});
    await refreshCompanyData(client, COMPANY_ID, { except: keys.profile() });
    for (const key of all) expect(client.getQueryState(key)?.isInvalidated).toBe(key !== all[6]);
    expect(client.getQueryState(keys.profile())?.isInvalidated).toBe(false);
    expect(client.getQueryState(companyKey(COMPANY_ID))?.isInvalidated).toBe(false);
    expect(client.getQueryState(other)?.isInvalidated).toBe(false);
  });

  it("leaves a questionnaire tab's structure as it is after a save: it does not move with the figures", async () => {
    const client = makeQueryClient();
    const structure = keys.brsrStructure("2024-25", "P6");
    expect(structure.slice(0, 2)).toEqual([...companyDataKey(COMPANY_ID)]);
    for (const key of [structure, keys.brsr("2024-25", "P6")]) client.setQueryData(key, {});
    await refreshCompanyData(client, COMPANY_ID);
    expect(client.getQueryState(structure)?.isInvalidated).toBe(false);
    expect(client.getQueryState(keys.brsr("2024-25", "P6"))?.isInvalidated).toBe(true);
  });
});
