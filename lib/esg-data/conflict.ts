import { ApiError } from "@/lib/errors";

/**
 * A 409 that carries what the caller needs to resolve it — the entry already recorded for the
 * figure, or the current state of the entry a stale form tried to overwrite — beside `detail`.
 */
export class ConflictWithBody extends ApiError {
  constructor(
    detail: string,
    public readonly body: Record<string, unknown>,
  ) {
    super(409, detail);
    this.name = "ConflictWithBody";
  }
}

/** The handler's answer, or the conflict's 409 with its body (the route wrapper answers `{detail}` alone). */
export async function answeringConflicts(work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ConflictWithBody) return Response.json({ detail: error.detail, ...error.body }, { status: 409 });
    throw error;
  }
}
