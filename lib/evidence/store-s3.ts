import "server-only";
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { notFound, serviceUnavailable } from "@/lib/errors";
import { env } from "@/lib/env";
import type { EvidenceStore, StoredObject } from "./store";

/** Presigned downloads live five minutes: long enough to start, too short to pass around. */
export const PRESIGNED_SECONDS = 300;

export const evidenceKey = (companyId: string, evidenceId: string) => `evidence/${companyId}/${evidenceId}`;

type S3Settings = { bucket: string; endpoint?: string; region: string; accessKeyId?: string; secretAccessKey?: string; forcePathStyle: boolean };

function settings(): S3Settings {
  const bucket = env.S3_BUCKET;
  if (!bucket) throw serviceUnavailable("S3 storage is not configured (S3_BUCKET)");
  return {
    bucket,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}

let cached: { key: string; client: S3Client } | undefined;

/** One client per configuration (tests and a changed environment get a new one). */
function client(s: S3Settings): S3Client {
  const key = JSON.stringify(s);
  if (cached?.key === key) return cached.client;
  cached?.client.destroy();
  const client = new S3Client({
    region: s.region,
    endpoint: s.endpoint,
    forcePathStyle: s.forcePathStyle,
    // Explicit keys when given, else the SDK's usual chain (instance roles and the like).
    credentials: s.accessKeyId && s.secretAccessKey ? { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey } : undefined,
    // Checksums only where S3 requires them: S3-compatible servers do not all read the newer trailers.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  cached = { key, client };
  return client;
}

function keyOf(file: StoredObject): string {
  return file.storageKey ?? evidenceKey(file.companyId, file.id);
}

/** Objects under `evidence/{companyId}/{evidenceId}` in S3_BUCKET (any S3-compatible service: S3_ENDPOINT, S3_FORCE_PATH_STYLE). */
export function s3Store(): EvidenceStore {
  const s = settings();
  const s3 = client(s);
  return {
    kind: "s3",
    async put(_tx, file) {
      const key = evidenceKey(file.companyId, file.id);
      await s3.send(
        new PutObjectCommand({ Bucket: s.bucket, Key: key, Body: file.bytes, ContentType: file.contentType, ContentLength: file.bytes.byteLength }),
      );
      return key;
    },
    async read(file) {
      try {
        const object = await s3.send(new GetObjectCommand({ Bucket: s.bucket, Key: keyOf(file) }));
        if (!object.Body) throw notFound("Evidence file not found in storage");
        return Buffer.from(await object.Body.transformToByteArray());
      } catch (e) {
        if ((e as { name?: string }).name === "NoSuchKey") throw notFound("Evidence file not found in storage");
        throw e;
      }
    },
    async remove(file) {
      await s3.send(new DeleteObjectCommand({ Bucket: s.bucket, Key: keyOf(file) }));
    },
    async downloadUrl(file, disposition) {
      const command = new GetObjectCommand({
        Bucket: s.bucket,
        Key: keyOf(file),
        ResponseContentDisposition: disposition,
        ResponseContentType: file.contentType,
      });
      return getSignedUrl(s3, command, { expiresIn: PRESIGNED_SECONDS });
    },
  };
}
