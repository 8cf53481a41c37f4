import { Readable } from "node:stream";
import { t } from "@taxlane/contract/i18n";
import type { BlobStore } from "./blob-store";
import { storageKeyPattern } from "./blob-store";

export interface S3StoreConfig {
  bucket: string;
  /** Every blob's object key starts with it (`files/`), so the bucket can hold other things too. */
  prefix: string;
  region: string;
  /** An S3-compatible server's address (MinIO, R2, …); AWS's own when unset. */
  endpoint: string | undefined;
  /** `https://host/bucket/key` rather than `https://bucket.host/key`; most S3-compatible servers want it. */
  forcePathStyle: boolean;
  /** Unset: the SDK's own chain (AWS_* variables, the instance's role, …). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/**
 * Sealed blobs as objects in an S3-compatible bucket: one object per storage key, under `prefix`. A
 * PutObject is all or nothing, so no half-written blob is ever listed; objects under the prefix that
 * are not named like a storage key are not ours and are never listed (nor swept).
 */
export async function createS3BlobStore(config: S3StoreConfig): Promise<BlobStore & { close(): void }> {
  // Loaded only when a bucket is configured: the SDK takes a noticeable part of a start to load.
  const { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } =
    await import("@aws-sdk/client-s3");
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // The SDK's default checksums (CRC32 headers and trailers) are not understood by every
    // S3-compatible server; TLS and our own AES-GCM tag already guard the bytes.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const { bucket, prefix } = config;
  const objectKey = (key: string) => {
    if (!storageKeyPattern.test(key)) throw new Error(t("operator.invalidStorageKey"));
    return `${prefix}${key}`;
  };
  const remove = async (key: string) => {
    // Deleting an object that is not there succeeds, as removing a missing file does on disk.
    await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
  };
  return {
    async put(key, body) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: objectKey(key),
          Body: Buffer.isBuffer(body) ? body : Readable.from(body.pieces),
          ContentLength: body.length,
          ContentType: "application/octet-stream",
        }),
      );
    },
    async get(key) {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
      if (!object.Body) throw new Error(t("operator.blobWithoutBody", { key }));
      // The body arrives as a stream; its chunks are gathered once and the buffer is not copied again.
      const bytes = await object.Body.transformToByteArray();
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    async stream(key) {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
      // In Node the SDK answers the body as a readable stream of buffers.
      if (!(object.Body instanceof Readable)) throw new Error(t("operator.blobWithoutBody", { key }));
      return object.Body;
    },
    delete: remove,
    async *list() {
      let continuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: continuationToken }),
        );
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(prefix.length) ?? "";
          if (!storageKeyPattern.test(name) || object.Key !== `${prefix}${name}`) continue;
          // An object whose age is not told cannot be judged old enough to sweep.
          if (!object.LastModified) continue;
          yield {
            key: name,
            modifiedAt: object.LastModified,
            remove: () => remove(name),
          };
        }
        continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (continuationToken);
    },
    close: () => client.destroy(),
  };
}
