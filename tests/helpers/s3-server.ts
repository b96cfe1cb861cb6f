import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
// s3rver ships no types; what the tests use of it is typed here.
// @ts-expect-error -- untyped CommonJS package
import S3rver from "s3rver";

type S3rverInstance = { run(): Promise<{ port: number }>; close(): Promise<void> };
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

/** s3rver's fixed credentials (it checks signatures against them). */
export const S3RVER_CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } as const;

export type LocalS3 = {
  endpoint: string;
  bucket: string;
  /** The S3_* settings that point the app at this server. */
  env: Record<string, string>;
  stop(): Promise<void>;
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * An S3-compatible server (the npm package s3rver) in this process, on a free port of 127.0.0.1,
 * keeping its objects in a fresh temporary directory, with `bucket` created. Never the internet.
 */
export async function startLocalS3(bucket = "evidence-test"): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(tmpdir(), "s3rver-"));
  const port = await freePort();
  const server = new (S3rver as S3rverClass)({
    address: "127.0.0.1",
    port,
    silent: true,
    directory,
    // Path-style URLs only: no bucket subdomains of 127.0.0.1.
    vhostBuckets: false,
    configureBuckets: [{ name: bucket }],
  });
  await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: "true",
    },
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
