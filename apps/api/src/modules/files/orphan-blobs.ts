import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import type { Clock } from "../../lib/clock";
import type { BlobStore, ListedBlob } from "../../plugins/files/blob-store";
import { filesRepository } from "./files.repository";

/**
 * A blob no row names yet may be an upload whose transaction has still to commit; past this age it
 * can only be left over from a write that failed (a crash between the bytes and the row).
 */
export const orphanBlobAgeMs = 60 * 60 * 1000;

/** How often the sweep runs after the one at start. */
export const orphanBlobSweepEveryMs = 60 * 60 * 1000;

const batchSize = 500;
/** How many orphans are held back, at most, while the database has named none of the blobs seen. */
const maxHeldBack = 10_000;

export interface OrphanBlobSweep {
  db: Database;
  blobs: BlobStore;
  clock: Clock;
  log: FastifyBaseLogger;
}

/**
 * Removes the blobs older than an hour that no file row names (`stored_files.storage_key` is the only
 * column naming a blob), and half-written ones of the same age. Answers how many went.
 *
 * A database naming none of the store's blobs is more likely the wrong database (a mistyped
 * DATABASE_URL) than a store of nothing but orphans, so finished blobs are only removed once the
 * database has been seen to name one of them.
 */
export async function sweepOrphanBlobs({ db, blobs, clock, log }: OrphanBlobSweep): Promise<number> {
  const cutoff = clock.now().getTime() - orphanBlobAgeMs;
  let removed = 0;
  let databaseNamesSome = false;
  let batch: ListedBlob[] = [];
  let heldBack: ListedBlob[] = [];

  const settle = async () => {
    const keys = batch.flatMap((blob) => (blob.key === null ? [] : [blob.key]));
    const named = await filesRepository.namedStorageKeys(db, keys);
    if (named.size > 0) databaseNamesSome = true;
    for (const blob of batch) {
      if (blob.modifiedAt.getTime() > cutoff) continue;
      if (blob.key === null) {
        await blob.remove();
        removed += 1;
      } else if (!named.has(blob.key)) {
        heldBack.push(blob);
      }
    }
    batch = [];
    if (!databaseNamesSome) return;
    for (const blob of heldBack) await blob.remove();
    removed += heldBack.length;
    heldBack = [];
  };

  // Fresh blobs are looked up too: one the database names shows it is the store's database.
  for await (const blob of blobs.list()) {
    batch.push(blob);
    if (batch.length < batchSize) continue;
    await settle();
    if (heldBack.length > maxHeldBack) break;
  }
  await settle();

  if (heldBack.length > 0) {
    log.warn(
      { kept: heldBack.length },
      "file blobs kept: the database names none of the stored files; is DATABASE_URL the right database?",
    );
  }
  if (removed > 0) log.info({ removed }, "removed file blobs that no row names");
  return removed;
}
