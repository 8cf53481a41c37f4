import { createHash } from "node:crypto";
import path from "node:path";
import type { AppConfig } from "../../config";
import { type BlobStore, createDiskBlobStore } from "./blob-store";
import { createS3BlobStore } from "./s3-blob-store";

export interface ConfiguredBlobStore extends BlobStore {
  /**
   * The store's own name for its orphan sweep when every process sharing the database may share it
   * (a bucket); `undefined` for a data folder's, which only that folder's processes can sweep.
   */
  sweepName: string | undefined;
  close(): void;
}

/** The store the configuration names: the S3-compatible bucket when S3_BUCKET is set, else the data folder. */
export async function createBlobStore(
  config: Pick<AppConfig, "s3" | "dataDir">,
): Promise<ConfiguredBlobStore> {
  if (!config.s3) {
    return { ...createDiskBlobStore(path.join(config.dataDir, "files")), sweepName: undefined, close() {} };
  }
  const { endpoint, bucket, prefix } = config.s3;
  // A queue name stays short and plain whatever the bucket and prefix are called.
  const place = createHash("sha256")
    .update(`${endpoint ?? "aws"}\n${bucket}\n${prefix}`)
    .digest("hex")
    .slice(0, 16);
  return { ...(await createS3BlobStore(config.s3)), sweepName: `s3-${place}` };
}
