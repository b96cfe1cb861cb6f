import { toast } from "@/lib/client/toast";
import { ApiClientError } from "./api";

/**
 * SPEC's fixed failure text for the workspace ('Failed to save data' and the like), with the
 * server's detail beneath it when it gave one, so the user still learns what to correct.
 */
export function failureToast(error: unknown, message: string): void {
  const detail = error instanceof ApiClientError ? error.detail : undefined;
  if (detail && detail !== message) toast.error(message, { description: detail });
  else toast.error(message);
}
