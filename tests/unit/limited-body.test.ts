import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/errors";
import { readLimitedBody } from "@/lib/api/limited-body";

const MiB = 1024 * 1024;

/** A chunked request body of `total` bytes, made 256 KiB at a time as the reader pulls. */
function streamed(total: number) {
  const pulled = { bytes: 0 };
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled.bytes >= total) return controller.close();
        const chunk = new Uint8Array(Math.min(256 * 1024, total - pulled.bytes)).fill(7);
        pulled.bytes += chunk.byteLength;
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
  const req = new Request("http://localhost/upload", { method: "POST", body, duplex: "half" } as RequestInit & { duplex: "half" });
  return { req, pulled };
}

describe("readLimitedBody", () => {
  it("returns a body within the limit whole", async () => {
    const { req } = streamed(3 * MiB + 5);
    const body = await readLimitedBody(req, 4 * MiB, "too large");
    expect(body.byteLength).toBe(3 * MiB + 5);
    expect(body[3 * MiB + 4]).toBe(7);
  });

  it("stops reading a chunked body once it passes the limit", async () => {
    const { req, pulled } = streamed(100 * MiB);
    const error = await readLimitedBody(req, MiB, "too large").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, detail: "too large" });
    expect(pulled.bytes).toBeLessThan(3 * MiB);
  });

  it("trusts a declared length that is already too large without reading", async () => {
    const req = new Request("http://localhost/upload", { method: "POST", body: "x", headers: { "content-length": String(50 * MiB) } });
    await expect(readLimitedBody(req, MiB, "too large")).rejects.toMatchObject({ status: 413 });
  });
});
