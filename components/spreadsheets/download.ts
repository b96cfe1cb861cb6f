import { apiBlob } from "@/lib/client/api";

/** Fetches a file with the session's token (a plain link would carry none) and saves it under `fileName`. */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const blob = await apiBlob(path, { timeoutMs: 120_000 });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** A company's name as the server writes it into file names. */
export function fileBase(name: string): string {
  const base = name
    .trim()
    .replace(/[^\p{L}\p{N}]+/gu, "_")
    .replace(/^_+|_+$/g, "")
    .replace(/[^\x20-\x7e]/g, "");
  return base || "Company";
}
