import { ApiError, BAD_TEXT_DETAIL, fromDatabaseError, hasDatabaseErrorCode } from "@/lib/errors";

/** Shaped like the drivers' errors: postgres-js PostgresError and PGlite errors carry `.code`. */
const pgError = (code: string) => Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code });
/** Shaped like Drizzle's DrizzleQueryError: the driver's error is its `cause`. */
const wrapped = (cause: unknown) => new Error("Failed query: insert into ...", { cause });

describe("fromDatabaseError", () => {
  it.each(["22021", "22P05"])("answers 422 with a sentence for SQLSTATE %s, bare or wrapped", (code) => {
    for (const error of [pgError(code), wrapped(pgError(code)), wrapped(wrapped(pgError(code)))]) {
      const answer = fromDatabaseError(error);
      expect(answer).toBeInstanceOf(ApiError);
      expect(answer).toMatchObject({ status: 422, detail: BAD_TEXT_DETAIL });
    }
  });

  it("answers 503 with Retry-After when the database cannot be reached or is shutting down", () => {
    const drizzle = (cause: unknown) => Object.assign(new Error("Failed query: select 1", { cause }), { name: "DrizzleQueryError" });
    for (const error of [
      pgError("57P01"),
      wrapped(pgError("08006")),
      Object.assign(new Error("write CONNECT_TIMEOUT"), { code: "CONNECT_TIMEOUT" }),
      Object.assign(new Error("x"), { code: "DATABASE_UNAVAILABLE" }),
      drizzle(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" })),
    ]) {
      expect(fromDatabaseError(error)).toMatchObject({ status: 503, headers: { "Retry-After": "5" } });
    }
  });

  it("leaves other errors to the 500 path", () => {
    for (const error of [
      pgError("23505"),
      // A socket refused by something that is not the database (an AI or mail server) is no database outage.
      Object.assign(new Error("x"), { code: "EPIPE" }),
      Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:1"), { code: "ECONNREFUSED", port: 1 }),
      new Error("boom"),
      "text",
      null,
      undefined,
    ]) {
      expect(fromDatabaseError(error)).toBeNull();
    }
  });

  it("stops on a cause cycle", () => {
    const a = new Error("a") as Error & { cause?: unknown };
    const b = new Error("b", { cause: a });
    a.cause = b;
    expect(hasDatabaseErrorCode(a, new Set(["22021"]))).toBe(false);
  });
});
