import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { makeQueryClient } from "@/components/providers/query-provider";
import { AssurancePackButton } from "@/components/evidence/evidence-dialog";
import { EvidenceButton, type EvidenceRole } from "@/components/evidence/evidence-button";
import type { EvidenceFileDto, EvidenceRequestDto } from "@/lib/evidence/schemas";
import { findAlertDialog, findInLayerByTestId } from "../helpers/layers";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("@/lib/client/toast", () => ({ toast }));
const api = vi.hoisted(() => vi.fn());
vi.mock("@/lib/client/api", async (importOriginal) => ({ ...(await importOriginal<object>()), api }));
const downloadFile = vi.hoisted(() => vi.fn());
vi.mock("@/components/spreadsheets/download", async (importOriginal) => ({ ...(await importOriginal<object>()), downloadFile }));

const COMPANY = "7d0f4b4e-3b7a-4c36-9b43-5f0c1d2e3a4b";
const ENTRY = "1b2c3d4e-0000-4000-8000-000000000001";

const file = (over: Partial<EvidenceFileDto> = {}): EvidenceFileDto => ({
  id: "f1",
  entry_id: ENTRY,
  file_name: "Electricity bill March.pdf",
  content_type: "application/pdf",
  size: 1_572_864,
  sha256: "a".repeat(64),
  uploaded_by: { id: "u1", full_name: "Meera Editor", email: "meera@example.com" },
  created_at: "2025-04-10T06:30:00.000Z",
  ...over,
});

const request = (over: Partial<EvidenceRequestDto> = {}): EvidenceRequestDto => ({
  id: "r1",
  entry_id: ENTRY,
  status: "open",
  raised_by: { id: "u9", full_name: "Ravi Assurer", email: "ravi@example.com" },
  closed_by: null,
  closed_at: null,
  created_at: "2025-04-11T06:30:00.000Z",
  comments: [
    {
      id: "c1",
      request_id: "r1",
      body: "Please attach the Q4 bills",
      author: { id: "u9", full_name: "Ravi Assurer", email: "ravi@example.com" },
      created_at: "2025-04-11T06:30:00.000Z",
    },
  ],
  ...over,
});

type State = { files: EvidenceFileDto[]; requests: EvidenceRequestDto[]; failFiles?: boolean };

/** A fake API over `state`: lists answer from it; writes resolve as `writes` says. */
function serve(state: State, writes: Record<string, (options: { method?: string; body?: unknown }) => unknown> = {}) {
  api.mockImplementation(async (path: string, options: { method?: string; body?: unknown } = {}) => {
    const method = options.method ?? "GET";
    const key = `${method} ${path}`;
    if (writes[key]) return writes[key](options);
    if (key === `GET /esg-data/${ENTRY}/evidence`) {
      if (state.failFiles) throw new Error("down");
      return state.files;
    }
    if (key === `GET /esg-data/${ENTRY}/evidence-requests`) return state.requests;
    // One request for the whole company's counts (an entry without files is absent).
    if (key === `GET /companies/${COMPANY}/evidence-counts`) return state.files.length ? { [ENTRY]: state.files.length } : {};
    throw new Error(`unexpected ${key}`);
  });
}

function renderButton(role: EvidenceRole, count?: number) {
  return render(
    <QueryClientProvider client={makeQueryClient()}>
      <EvidenceButton entryId={ENTRY} companyId={COMPANY} role={role} label="Scope 1 emissions · FY 2024-25" count={count} />
    </QueryClientProvider>,
  );
}

async function openDialog(role: EvidenceRole, count?: number) {
  const user = userEvent.setup();
  renderButton(role, count);
  await user.click(screen.getByTestId("evidence-button"));
  const dialog = await findInLayerByTestId("evidence-dialog");
  return { user, dialog };
}

beforeEach(() => vi.clearAllMocks());

describe("EvidenceButton", () => {
  it("shows the count it is given without asking, and the list's length once loaded", async () => {
    serve({ files: [file(), file({ id: "f2", file_name: "meter.png" })], requests: [] });
    const user = userEvent.setup();
    renderButton("viewer", 5);
    expect(screen.getByTestId("evidence-button")).toHaveTextContent("5");
    expect(api).not.toHaveBeenCalled();
    await user.click(screen.getByTestId("evidence-button"));
    await screen.findByTestId("evidence-files");
    await waitFor(() => expect(screen.getByTestId("evidence-button")).toHaveTextContent("2"));
  });

  it("asks for the company's counts when none is given, not for the entry's files", async () => {
    serve({ files: [file()], requests: [] });
    renderButton("viewer");
    await waitFor(() => expect(screen.getByTestId("evidence-button")).toHaveTextContent("1"));
    expect(screen.getByTestId("evidence-button")).toHaveAccessibleName("Evidence: 1 file for Scope 1 emissions · FY 2024-25");
    expect(api.mock.calls.map(([path]) => path)).toEqual([`/companies/${COMPANY}/evidence-counts`]);
  });

  it("lists files with size, uploader, time and a download link; a viewer gets no actions", async () => {
    serve({ files: [file()], requests: [request()] });
    const { dialog } = await openDialog("viewer");
    const item = await within(dialog).findByTestId("evidence-file");
    expect(within(item).getByRole("link", { name: "Electricity bill March.pdf" })).toHaveAttribute("href", "/api/evidence/f1");
    expect(item).toHaveTextContent("1.5 MB");
    expect(item).toHaveTextContent("Meera Editor");
    expect(item).toHaveTextContent("10 Apr 2025");
    expect(within(item).queryByRole("button", { name: /Delete/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByTestId("evidence-drop-zone")).not.toBeInTheDocument();
    const thread = await within(dialog).findByTestId("evidence-request");
    expect(thread).toHaveTextContent("Please attach the Q4 bills");
    expect(within(thread).getByTestId("evidence-request-status")).toHaveTextContent("Open");
    expect(within(dialog).queryByRole("button", { name: "Request evidence" })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Comment" })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Close request" })).not.toBeInTheDocument();
  });

  it("shows the empty states", async () => {
    serve({ files: [], requests: [] });
    const { dialog } = await openDialog("owner");
    expect(await within(dialog).findByTestId("evidence-empty")).toHaveTextContent("No files attached yet.");
    expect(await within(dialog).findByTestId("evidence-requests-empty")).toBeInTheDocument();
  });

  it("shows an error with Try again when the list fails", async () => {
    const state: State = { files: [file()], requests: [], failFiles: true };
    serve(state);
    const { user, dialog } = await openDialog("owner", 1);
    const alert = await within(dialog).findByText("Failed to load the files");
    expect(alert).toBeInTheDocument();
    state.failFiles = false;
    await user.click(within(dialog).getByRole("button", { name: "Try again" }));
    expect(await within(dialog).findByTestId("evidence-file")).toBeInTheDocument();
  });

  it("uploads a picked file as multipart, with a busy label, and refreshes the list", async () => {
    const state: State = { files: [], requests: [] };
    let finish: (v: unknown) => void = () => {};
    serve(state, {
      [`POST /esg-data/${ENTRY}/evidence`]: () =>
        new Promise((resolve) => {
          finish = resolve;
        }),
    });
    const { user, dialog } = await openDialog("editor");
    await within(dialog).findByTestId("evidence-empty");
    const picked = new File(["%PDF-1.4"], "bill.pdf", { type: "application/pdf" });
    await user.upload(within(dialog).getByTestId("evidence-file-input"), picked);
    expect(await within(dialog).findByRole("button", { name: "Uploading..." })).toBeDisabled();
    const [, options] = api.mock.calls.find(([path, o]) => path === `/esg-data/${ENTRY}/evidence` && o?.method === "POST")!;
    expect(options.raw).toBe(true);
    expect((options.body as FormData).get("file")).toBeInstanceOf(File);
    state.files = [file({ id: "f9", file_name: "bill.pdf", size: 8 })];
    finish(state.files[0]);
    expect(await within(dialog).findByRole("link", { name: "bill.pdf" })).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith("bill.pdf attached");
    expect(within(dialog).getByRole("button", { name: "Choose file" })).toBeEnabled();
  });

  it("shows an uploaded file at once, before the list's refresh answers", async () => {
    const state: State = { files: [], requests: [] };
    let uploaded = false;
    serve(state, {
      [`POST /esg-data/${ENTRY}/evidence`]: async () => {
        uploaded = true;
        return file({ id: "f7", file_name: "invoice.pdf", size: 8 });
      },
      // A busy server: once the upload is in, the list's refresh does not answer.
      [`GET /esg-data/${ENTRY}/evidence`]: () => (uploaded ? new Promise(() => {}) : state.files),
    });
    const { user, dialog } = await openDialog("editor");
    await within(dialog).findByTestId("evidence-empty");
    await user.upload(within(dialog).getByTestId("evidence-file-input"), new File(["%PDF-1.4"], "invoice.pdf", { type: "application/pdf" }));
    expect(await within(dialog).findByRole("link", { name: "invoice.pdf" })).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith("invoice.pdf attached");
  });

  it("refuses a file over 20 MB before sending it", async () => {
    serve({ files: [], requests: [] });
    const { user, dialog } = await openDialog("owner");
    await within(dialog).findByTestId("evidence-empty");
    const big = new File(["x"], "scan.pdf", { type: "application/pdf" });
    Object.defineProperty(big, "size", { value: 21 * 1024 * 1024 });
    await user.upload(within(dialog).getByTestId("evidence-file-input"), big);
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("at most 20 MB");
    expect(toast.error).toHaveBeenCalled();
    expect(api.mock.calls.some(([, o]) => o?.method === "POST")).toBe(false);
  });

  it("deletes a file after confirmation", async () => {
    const state: State = { files: [file()], requests: [] };
    const deleted = vi.fn(() => {
      state.files = [];
      return undefined;
    });
    serve(state, { "DELETE /evidence/f1": deleted });
    const { user, dialog } = await openDialog("owner");
    await user.click(await within(dialog).findByRole("button", { name: "Delete Electricity bill March.pdf" }));
    const confirm = await findAlertDialog();
    expect(confirm).toHaveTextContent("Electricity bill March.pdf");
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(deleted).toHaveBeenCalled());
    expect(await within(dialog).findByTestId("evidence-empty")).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith("File deleted");
  });

  it("lets an assurer raise a request, comment and close it, but not upload or delete", async () => {
    const state: State = { files: [file()], requests: [] };
    const raised = vi.fn((o: { body?: unknown }) => {
      state.requests = [request({ comments: [{ ...request().comments[0], body: (o.body as { comment: string }).comment }] })];
      return state.requests[0];
    });
    const commented = vi.fn(() => ({}));
    const closed = vi.fn(() => {
      state.requests = [request({ status: "closed" })];
      return state.requests[0];
    });
    serve(state, {
      [`POST /esg-data/${ENTRY}/evidence-requests`]: raised,
      "POST /evidence-requests/r1/comments": commented,
      "PATCH /evidence-requests/r1": closed,
    });
    const { user, dialog } = await openDialog("assurer");
    await within(dialog).findByTestId("evidence-file");
    expect(within(dialog).queryByTestId("evidence-drop-zone")).not.toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: /Delete/ })).not.toBeInTheDocument();

    // Empty text is refused in the form.
    await user.click(await within(dialog).findByRole("button", { name: "Request evidence" }));
    expect(await within(dialog).findByText("Required")).toBeInTheDocument();
    expect(raised).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText("Request evidence"), "Need the March bill");
    await user.click(within(dialog).getByRole("button", { name: "Request evidence" }));
    await waitFor(() => expect(raised).toHaveBeenCalledWith(expect.objectContaining({ body: { comment: "Need the March bill" } })));
    const thread = await within(dialog).findByTestId("evidence-request");
    expect(thread).toHaveTextContent("Need the March bill");

    await user.type(within(thread).getByPlaceholderText("Add a comment"), "Thanks");
    await user.click(within(thread).getByRole("button", { name: "Comment" }));
    await waitFor(() => expect(commented).toHaveBeenCalledWith(expect.objectContaining({ body: { body: "Thanks" } })));

    await user.click(within(thread).getByRole("button", { name: "Close request" }));
    await waitFor(() => expect(closed).toHaveBeenCalledWith(expect.objectContaining({ body: { status: "closed" } })));
    expect(await within(dialog).findByRole("button", { name: "Reopen" })).toBeInTheDocument();
    expect(within(dialog).getByTestId("evidence-request-status")).toHaveTextContent("Closed");
  });

  it("lets an editor comment but neither raise nor close requests", async () => {
    serve({ files: [], requests: [request()] });
    const { dialog } = await openDialog("editor");
    const thread = await within(dialog).findByTestId("evidence-request");
    expect(within(thread).getByRole("button", { name: "Comment" })).toBeInTheDocument();
    expect(within(thread).queryByRole("button", { name: "Close request" })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Request evidence" })).not.toBeInTheDocument();
    expect(within(dialog).getByTestId("evidence-drop-zone")).toBeInTheDocument();
  });
});

describe("AssurancePackButton", () => {
  const inClient = (node: React.ReactNode) => render(<QueryClientProvider client={makeQueryClient()}>{node}</QueryClientProvider>);
  const JOB = "job-1";

  it("names the year it builds", () => {
    api.mockResolvedValue({ id: COMPANY, default_fy: { id: "2023-24", label: "FY 2023-24" } });
    inClient(<AssurancePackButton companyId={COMPANY} fy="2024-25" />);
    expect(screen.getByTestId("assurance-pack")).toHaveTextContent("Assurance pack (FY 2024-25)");
  });

  it("queues the pack, shows the job's progress while it polls, then downloads the built ZIP", async () => {
    downloadFile.mockResolvedValue(undefined);
    const readings = [
      { state: "running", progress: 10, stage: "Rendering the report" },
      { state: "running", progress: 65, stage: "Added 1 of 2 evidence files" },
      { state: "succeeded", progress: 100, stage: "Done", result: { file_name: "Acme_Assurance_Pack_FY2024-25.zip" } },
    ];
    const calls: { path: string; method?: string; query?: unknown }[] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    api.mockImplementation(async (path: string, options: { method?: string; query?: unknown } = {}) => {
      calls.push({ path, method: options.method, query: options.query });
      if (path === `/companies/${COMPANY}`) return { id: COMPANY, default_fy: { id: "2023-24", label: "FY 2023-24" } };
      if (path === `/companies/${COMPANY}/assurance-pack`) return { job_id: JOB, fy: "2024-25" };
      if (path === `/jobs/${JOB}`) {
        const reading = readings.shift()!;
        // The screen waits on the second reading until the test has seen the first.
        if (reading.progress === 65) await gate;
        return { id: JOB, kind: "assurance-pack", result: null, status: reading.state === "succeeded" ? 200 : null, error: null, ...reading };
      }
      throw new Error(`unexpected ${path}`);
    });
    inClient(<AssurancePackButton companyId={COMPANY} fy="2024-25" />);
    await userEvent.click(screen.getByTestId("assurance-pack"));
    const status = await screen.findByTestId("assurance-pack-progress");
    await waitFor(() => expect(status).toHaveTextContent("Rendering the report...10%"));
    expect(screen.getByTestId("assurance-pack")).toBeDisabled();
    expect(screen.getByTestId("assurance-pack")).toHaveTextContent("Preparing...");
    release();
    await waitFor(() => expect(screen.getByTestId("assurance-pack-progress")).toHaveTextContent("Added 1 of 2 evidence files...65%"), { timeout: 5000 });
    await waitFor(() => expect(downloadFile).toHaveBeenCalledWith(`/jobs/${JOB}/download`, "Acme_Assurance_Pack_FY2024-25.zip"), { timeout: 5000 });
    expect(calls.find((c) => c.method === "POST")).toEqual({ path: `/companies/${COMPANY}/assurance-pack`, method: "POST", query: { fy: "2024-25" } });
    expect(toast.success).toHaveBeenCalledWith("Assurance pack for FY 2024-25 downloaded");
    await waitFor(() => expect(screen.queryByTestId("assurance-pack-progress")).not.toBeInTheDocument());
    expect(screen.getByTestId("assurance-pack")).toBeEnabled();
  });

  it("a pack the worker could not build is a toast with its reason, and nothing is downloaded", async () => {
    downloadFile.mockClear();
    api.mockImplementation(async (path: string) => {
      if (path === `/companies/${COMPANY}`) return { id: COMPANY, default_fy: { id: "2023-24", label: "FY 2023-24" } };
      if (path === `/companies/${COMPANY}/assurance-pack`) return { job_id: JOB, fy: "2023-24" };
      if (path === `/jobs/${JOB}`)
        return { id: JOB, kind: "assurance-pack", state: "failed", progress: 100, stage: "Refused", result: null, status: 422, error: "No such year" };
      throw new Error(`unexpected ${path}`);
    });
    inClient(<AssurancePackButton companyId={COMPANY} />);
    await waitFor(() => expect(screen.getByTestId("assurance-pack")).toHaveTextContent("Assurance pack (FY 2023-24)"));
    await userEvent.click(screen.getByTestId("assurance-pack"));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Failed to build the assurance pack", { description: "No such year" }));
    expect(downloadFile).not.toHaveBeenCalled();
  });
});
