"use client";

import { useId, useRef, useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Download, FileText, Loader2, MessageSquare, Trash2, Upload } from "lucide-react";
import { toast } from "@/lib/client/toast";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { LoadFailed } from "@/components/load-failed";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { LoadingState } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { DISCUSSANTS, EDITORS, REQUESTERS, type CompanyRole } from "@/lib/auth/access-table";
import type { EvidenceRole } from "./evidence-role";
import { failureToast } from "@/lib/client/failure-toast";
import {
  evidenceCommentInput,
  evidenceRequestInput,
  type EvidenceCommentInput,
  type EvidenceFileDto,
  type EvidenceRequestDto,
  type EvidenceRequestInput,
} from "@/lib/evidence/schemas";
import { ALLOWED_EVIDENCE_TYPES, EVIDENCE_ACCEPT, MAX_EVIDENCE_BYTES, formatFileSize } from "@/lib/evidence/sniff";
import { formatDateTime } from "@/lib/format";
import { cn } from "@/lib/utils";
import {
  useCommentOnRequest,
  useDeleteEvidence,
  useEvidenceFiles,
  useEvidenceRequests,
  useRaiseRequest,
  useSetRequestStatus,
  useUploadEvidence,
} from "./queries";

export { AssurancePackButton } from "./assurance-pack-button";

const may = (roles: readonly CompanyRole[], role: EvidenceRole) => role !== null && roles.includes(role);

/** The download URL of a file: a plain link carries the session cookie, and follows S3's presigned redirect. */
export const evidenceDownloadUrl = (evidenceId: string) => `/api/evidence/${evidenceId}`;

/** Why a picked file cannot be sent, checked before the upload (the server checks again, by content). */
export function localFileProblem(file: Pick<File, "size">): string | null {
  if (file.size === 0) return "The file is empty.";
  if (file.size > MAX_EVIDENCE_BYTES) return `The file is ${formatFileSize(file.size)}; evidence files may be at most 20 MB.`;
  return null;
}

export function EvidenceDialog({
  entryId,
  companyId,
  role,
  label,
  onClose,
}: {
  entryId: string;
  companyId: string;
  role: EvidenceRole;
  label?: string;
  onClose: () => void;
}) {
  return (
    <Dialog open onOpenChange={(o) => (!o ? onClose() : undefined)}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-xl" data-testid="evidence-dialog">
        <DialogHeader>
          <DialogTitle>Evidence</DialogTitle>
          <DialogDescription>{label ?? "Files and evidence requests for this figure"}</DialogDescription>
        </DialogHeader>
        <FilesSection entryId={entryId} companyId={companyId} role={role} />
        <RequestsSection entryId={entryId} companyId={companyId} role={role} />
      </DialogContent>
    </Dialog>
  );
}

function FilesSection({ entryId, companyId, role }: { entryId: string; companyId: string; role: EvidenceRole }) {
  const { data, isPending, error, refetch } = useEvidenceFiles(companyId, entryId);
  const [deleting, setDeleting] = useState<EvidenceFileDto | null>(null);
  const remove = useDeleteEvidence(companyId);
  const canEdit = may(EDITORS, role);

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success("File deleted");
      setDeleting(null);
    } catch (e) {
      failureToast(e, "Failed to delete the file");
    }
  }

  return (
    <section aria-labelledby="evidence-files-heading" className="space-y-3">
      <h3 id="evidence-files-heading" className="text-sm font-semibold">
        Files
      </h3>
      {isPending ? (
        <LoadingState label="Loading files..." className="py-4" />
      ) : error ? (
        <LoadFailed message="Failed to load the files" onRetry={() => void refetch()} className="justify-start py-2" />
      ) : data.length === 0 ? (
        <p className="text-muted-foreground text-sm" data-testid="evidence-empty">
          No files attached yet.
        </p>
      ) : (
        <ul className="divide-y rounded-md border" data-testid="evidence-files">
          {data.map((file) => (
            <li key={file.id} className="flex items-start gap-3 p-3" data-testid="evidence-file">
              <FileText className="text-muted-foreground mt-0.5 size-4 shrink-0" aria-hidden />
              <div className="min-w-0 flex-1">
                <a
                  href={evidenceDownloadUrl(file.id)}
                  className="block truncate text-sm font-medium underline-offset-4 hover:underline"
                  title={`Download ${file.file_name}`}
                  download={file.file_name}
                >
                  {file.file_name}
                </a>
                <p className="text-muted-foreground text-xs">
                  {formatFileSize(file.size)} · {file.uploaded_by ? file.uploaded_by.full_name || file.uploaded_by.email : "a removed user"} ·{" "}
                  {formatDateTime(file.created_at)}
                </p>
                <p className="text-muted-foreground truncate font-mono text-[11px]" title={`SHA-256 ${file.sha256}`}>
                  SHA-256 {file.sha256.slice(0, 16)}…
                </p>
              </div>
              <div className="flex shrink-0 gap-1">
                <Button asChild variant="ghost" size="icon" className="size-8">
                  <a href={evidenceDownloadUrl(file.id)} download={file.file_name} aria-label={`Download ${file.file_name}`}>
                    <Download className="size-4" aria-hidden />
                  </a>
                </Button>
                {canEdit ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    className="text-destructive size-8"
                    aria-label={`Delete ${file.file_name}`}
                    onClick={() => setDeleting(file)}
                  >
                    <Trash2 className="size-4" aria-hidden />
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      {canEdit ? <UploadZone entryId={entryId} companyId={companyId} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => (!o ? setDeleting(null) : undefined)}
        title="Delete this file?"
        description={`${deleting?.file_name ?? ""} will be removed from this figure. The audit trail keeps a record of it (name, size and SHA-256).`}
        confirmLabel="Delete"
        busy={remove.isPending}
        busyLabel="Deleting..."
        stayOpenOnConfirm
        onConfirm={() => void confirmDelete()}
      />
    </section>
  );
}

function UploadZone({ entryId, companyId }: { entryId: string; companyId: string }) {
  const upload = useUploadEvidence(companyId, entryId);
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();

  async function send(file: File | undefined) {
    if (!file || upload.isPending) return;
    const local = localFileProblem(file);
    setProblem(local);
    if (local) {
      toast.error("Failed to upload the file", { description: local });
      return;
    }
    try {
      await upload.mutateAsync(file);
      toast.success(`${file.name} attached`);
    } catch (e) {
      failureToast(e, "Failed to upload the file");
    } finally {
      if (input.current) input.current.value = "";
    }
  }

  return (
    <div
      className={cn(
        "flex flex-col items-center gap-2 rounded-md border border-dashed p-4 text-center text-sm transition-colors",
        dragging && "border-primary bg-primary/5",
      )}
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(e) => {
        e.preventDefault();
        setDragging(false);
        void send(e.dataTransfer.files?.[0]);
      }}
      data-testid="evidence-drop-zone"
    >
      <p className="text-muted-foreground">Drop a file here or choose one: {ALLOWED_EVIDENCE_TYPES}, up to 20 MB.</p>
      <label htmlFor={inputId} className="sr-only">
        Evidence file
      </label>
      <input
        id={inputId}
        ref={input}
        type="file"
        accept={EVIDENCE_ACCEPT}
        className="sr-only"
        onChange={(e) => void send(e.target.files?.[0])}
        data-testid="evidence-file-input"
      />
      <Button type="button" variant="outline" size="sm" disabled={upload.isPending} onClick={() => input.current?.click()}>
        {upload.isPending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Upload className="size-4" aria-hidden />}
        {upload.isPending ? "Uploading..." : "Choose file"}
      </Button>
      {problem ? (
        <p className="text-destructive text-xs" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

function RequestsSection({ entryId, companyId, role }: { entryId: string; companyId: string; role: EvidenceRole }) {
  const { data, isPending, error, refetch } = useEvidenceRequests(companyId, entryId);
  return (
    <section aria-labelledby="evidence-requests-heading" className="space-y-3 border-t pt-4">
      <h3 id="evidence-requests-heading" className="flex items-center gap-2 text-sm font-semibold">
        <MessageSquare className="size-4" aria-hidden /> Evidence requests
      </h3>
      {isPending ? (
        <LoadingState label="Loading requests..." className="py-4" />
      ) : error ? (
        <LoadFailed message="Failed to load the evidence requests" onRetry={() => void refetch()} className="justify-start py-2" />
      ) : data.length === 0 ? (
        <p className="text-muted-foreground text-sm" data-testid="evidence-requests-empty">
          No evidence requests on this figure.
        </p>
      ) : (
        <ul className="space-y-3" data-testid="evidence-requests">
          {data.map((request) => (
            <RequestThread key={request.id} request={request} companyId={companyId} role={role} />
          ))}
        </ul>
      )}
      {may(REQUESTERS, role) ? <RaiseRequestForm entryId={entryId} companyId={companyId} /> : null}
    </section>
  );
}

function RequestThread({ request, companyId, role }: { request: EvidenceRequestDto; companyId: string; role: EvidenceRole }) {
  const setStatus = useSetRequestStatus(companyId);
  const open = request.status === "open";

  async function toggle() {
    const next = open ? "closed" : "open";
    try {
      await setStatus.mutateAsync({ requestId: request.id, status: next });
      toast.success(next === "closed" ? "Request closed" : "Request reopened");
    } catch (e) {
      failureToast(e, "Failed to save data");
    }
  }

  return (
    <li className="rounded-md border p-3" data-testid="evidence-request">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <Badge variant={open ? "default" : "secondary"} data-testid="evidence-request-status">
            {open ? "Open" : "Closed"}
          </Badge>
          <span className="text-muted-foreground text-xs">
            raised by {request.raised_by?.full_name || request.raised_by?.email || "a removed user"} · {formatDateTime(request.created_at)}
          </span>
        </div>
        {may(REQUESTERS, role) ? (
          <Button variant="outline" size="sm" disabled={setStatus.isPending} onClick={() => void toggle()}>
            {setStatus.isPending ? (open ? "Closing..." : "Reopening...") : open ? "Close request" : "Reopen"}
          </Button>
        ) : null}
      </div>
      <ol className="space-y-2">
        {request.comments.map((c) => (
          <li key={c.id} className="bg-muted/40 rounded p-2 text-sm" data-testid="evidence-comment">
            <p className="text-muted-foreground mb-0.5 text-xs">
              {c.author?.full_name || c.author?.email || "a removed user"} · {formatDateTime(c.created_at)}
            </p>
            <p className="break-words whitespace-pre-wrap">{c.body}</p>
          </li>
        ))}
      </ol>
      {may(DISCUSSANTS, role) ? <CommentForm requestId={request.id} companyId={companyId} /> : null}
    </li>
  );
}

function RaiseRequestForm({ entryId, companyId }: { entryId: string; companyId: string }) {
  const raise = useRaiseRequest(companyId, entryId);
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<EvidenceRequestInput>({ resolver: zodResolver(evidenceRequestInput), defaultValues: { comment: "" } });

  const submit = handleSubmit(async ({ comment }) => {
    try {
      await raise.mutateAsync(comment);
      toast.success("Evidence requested");
      reset();
    } catch (e) {
      failureToast(e, "Failed to save data");
    }
  });

  return (
    <form onSubmit={submit} className="space-y-2" noValidate>
      <Label htmlFor={id}>Request evidence</Label>
      <Textarea id={id} rows={2} placeholder="What evidence is needed for this figure?" aria-invalid={Boolean(errors.comment)} {...register("comment")} />
      {errors.comment ? (
        <p className="text-destructive text-xs" role="alert">
          {errors.comment.message?.replace(/^comment: /, "")}
        </p>
      ) : null}
      <Button type="submit" size="sm" disabled={raise.isPending}>
        {raise.isPending ? "Requesting..." : "Request evidence"}
      </Button>
    </form>
  );
}

function CommentForm({ requestId, companyId }: { requestId: string; companyId: string }) {
  const post = useCommentOnRequest(companyId);
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<EvidenceCommentInput>({ resolver: zodResolver(evidenceCommentInput), defaultValues: { body: "" } });

  const submit = handleSubmit(async ({ body }) => {
    try {
      await post.mutateAsync({ requestId, body });
      reset();
    } catch (e) {
      failureToast(e, "Failed to save data");
    }
  });

  return (
    <form onSubmit={submit} className="mt-2 space-y-2" noValidate>
      <Label htmlFor={id} className="sr-only">
        Comment
      </Label>
      <Textarea id={id} rows={2} placeholder="Add a comment" aria-invalid={Boolean(errors.body)} {...register("body")} />
      {errors.body ? (
        <p className="text-destructive text-xs" role="alert">
          {errors.body.message?.replace(/^body: /, "")}
        </p>
      ) : null}
      <Button type="submit" size="sm" variant="secondary" disabled={post.isPending}>
        {post.isPending ? "Posting..." : "Comment"}
      </Button>
    </form>
  );
}
