import path from "node:path";
import { Readable } from "node:stream";
import { t } from "@taxlane/contract/i18n";
import type { Database, Executor } from "../../db/client";
import { type Principal, requireSignedIn } from "../../lib/access";
import { AppError, notFound } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import { type PlainSource, plainSourceOf } from "../../lib/file-sealing";
import type { Keyring } from "../../lib/keyring";
import { type BlobStore, newStorageKey } from "../../plugins/files/blob-store";
import {
  type AllowList,
  allowedKinds,
  contentTypes,
  type FileKind,
  SNIFF_BYTES,
  sniffFileKind,
} from "../../plugins/files/sniff";
import { auditRecords } from "../audit";
import { filesRepository, type StoredFile } from "./files.repository";

export type { StoredFile };

/** `stored_files.sealing` of a file sealed in chunks (`lib/file-sealing.ts`); 1 is sealed whole. */
const CHUNKED_SEALING = 2;

/** A file as responses carry it: never a server path, always an access-checked URL. */
export interface FileRef {
  id: number;
  name: string;
  createdDate: string;
  size: number;
  contentType: string;
  url: string;
}

export type UploadInput = (
  | { bytes: Buffer }
  /** A file read a piece at a time as it is sealed (a form file put aside on disk). */
  | { content: PlainSource }
) & {
  /** The name the person gave it; kept for download, never used as a path. */
  name: string;
  purpose: string;
  ownerUserId: number | null;
  allow: AllowList;
};

/**
 * Decides whether a caller may read a file uploaded for a purpose; modules register their own. The
 * principal is null for a caller who is not signed in (public files, such as experts' photos).
 */
export type FileAccessPolicy = (principal: Principal | null, file: StoredFile) => Promise<boolean> | boolean;

const kindLabels: Record<AllowList, string> = {
  documents: t("files.acceptedDocuments"),
  images: t("files.acceptedImages"),
  pdf: t("files.acceptedPdf"),
  pdfOrPhoto: t("files.acceptedPdfOrPhoto"),
};

const officeExtensions: Record<string, string> = {
  ".doc": "application/msword",
  ".xls": "application/vnd.ms-excel",
  ".ppt": "application/vnd.ms-powerpoint",
};

const heifExtensions: Record<string, string> = { ".heic": "image/heic", ".avif": "image/avif" };

function contentTypeFor(kind: FileKind, name: string): string {
  if (kind === "ole") return officeExtensions[path.extname(name).toLowerCase()] ?? "application/octet-stream";
  if (kind === "heif") return heifExtensions[path.extname(name).toLowerCase()] ?? contentTypes.heif;
  return contentTypes[kind];
}

/** Keeps what a person would recognise of a name and drops anything that could act as a path or header. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes.
  const cleaned = base.replace(/[\u0000-\u001f\u007f"<>|:*?]/g, "").trim();
  return (cleaned || "file").slice(0, 200);
}

export function toFileRef(file: StoredFile): FileRef {
  return {
    id: file.id,
    name: file.name,
    createdDate: file.createdAt.toISOString(),
    size: file.sizeBytes,
    contentType: file.contentType,
    url: `/api/files/${file.id}`,
  };
}

/** The reference of a file that may be missing (an optional attachment). */
export function toFileRefOrNull(file: StoredFile | null): FileRef | null {
  return file ? toFileRef(file) : null;
}

export interface FilesService {
  /** Checks size and type, encrypts and stores the bytes, and records the file; within `executor` when given. */
  save(input: UploadInput, executor?: Executor): Promise<StoredFile>;
  /** The file's bytes for a caller the file's purpose lets read it. */
  read(principal: Principal | null, fileId: number): Promise<{ file: StoredFile; bytes: Buffer }>;
  /**
   * `read` for the download calls: a signed-in person's download is recorded in the audit log (who,
   * which file, whose, from where); anonymous reads (public photos) are not.
   */
  download(
    principal: Principal | null,
    fileId: number,
    from: string,
  ): Promise<{ file: StoredFile; body: Readable }>;
  /** The file's record, without access checks: for building references in responses; within `executor` when given. */
  find(fileId: number, executor?: Executor): Promise<StoredFile | null>;
  /** The records of these files by id (null ids and missing files left out), for lists that show them. */
  findMany(fileIds: Iterable<number | null>, executor?: Executor): Promise<Map<number, StoredFile>>;
  /** Removes the record and the bytes. */
  remove(fileId: number, executor?: Executor): Promise<void>;
  /**
   * Runs a write that saves files (pushing each into `saved`); if it fails, their bytes go too, so a
   * rolled-back transaction leaves no file behind.
   */
  removingOnFailure<T>(write: (saved: StoredFile[]) => Promise<T>): Promise<T>;
  registerAccessPolicy(purpose: string, policy: FileAccessPolicy): void;
  /** The files a person uploaded (their data export; what closing leaves to dispose of). */
  ownedBy(userId: number, executor?: Executor): Promise<StoredFile[]>;
  /** The bytes of a file the caller already decided may be read (a person's own data export). */
  bytesOf(file: StoredFile): Promise<Buffer>;
  /**
   * Removes the records within `executor`; answers the blobs, to remove with `removeBlobs` once the
   * transaction committed (a rolled-back removal then keeps its bytes).
   */
  removeRecords(fileIds: Iterable<number>, executor: Executor): Promise<string[]>;
  removeBlobs(storageKeys: readonly string[]): Promise<void>;
  readonly maxBytes: number;
}

export function createFilesService(deps: {
  db: Database;
  blobs: BlobStore;
  keyring: Keyring;
  clock: Clock;
  maxBytes: number;
}): FilesService {
  const policies = new Map<string, FileAccessPolicy>();
  const maxMegabytes = Math.round(deps.maxBytes / (1024 * 1024));

  /** The file, when `principal` may read it: its owner, or whom its purpose's policy lets. */
  async function readable(principal: Principal | null, fileId: number): Promise<StoredFile> {
    const file = await filesRepository.findById(deps.db, fileId);
    const policy = file ? policies.get(file.purpose) : undefined;
    const allowed =
      file !== null &&
      ((principal !== null && file.ownerUserId === principal.userId) ||
        (policy ? await policy(principal, file) : false));
    if (!file || !allowed) {
      // Not signed in: sign in first. Signed in: someone else's file looks exactly like a missing one.
      requireSignedIn(principal);
      throw notFound(t("files.fileNotFound"));
    }
    return file;
  }

  async function bytesOf(file: StoredFile): Promise<Buffer> {
    const sealed = await deps.blobs.get(file.storageKey);
    return file.sealing === CHUNKED_SEALING
      ? deps.keyring.openFile(file.keyId, sealed)
      : deps.keyring.decrypt(file.keyId, sealed);
  }

  /** The bytes as a download sends them: a checked chunk at a time; a file sealed whole, whole. */
  async function downloadStream(file: StoredFile): Promise<Readable> {
    if (file.sealing !== CHUNKED_SEALING) return Readable.from([await bytesOf(file)]);
    return Readable.from(deps.keyring.openFileChunks(file.keyId, await deps.blobs.stream(file.storageKey)));
  }

  return {
    maxBytes: deps.maxBytes,

    registerAccessPolicy(purpose, policy) {
      policies.set(purpose, policy);
    },

    async save(input, executor = deps.db) {
      const content = "content" in input ? input.content : plainSourceOf(input.bytes);
      if (content.size > deps.maxBytes) {
        throw new AppError("PAYLOAD_TOO_LARGE", t("files.fileTooLarge", { megabytes: String(maxMegabytes) }));
      }
      if (content.size === 0) throw new AppError("UNPROCESSABLE", t("files.fileEmpty"));
      const kind = sniffFileKind(await content.read(0, Math.min(content.size, SNIFF_BYTES)));
      const allowed: readonly FileKind[] = allowedKinds[input.allow];
      if (!kind || !allowed.includes(kind)) {
        throw new AppError(
          "UNSUPPORTED_MEDIA_TYPE",
          t("files.typeNotAccepted", { accepted: kindLabels[input.allow] }),
        );
      }
      const name = cleanFileName(input.name);
      const storageKey = newStorageKey();
      // Sealed and stored a chunk at a time: a form file put aside is never whole in memory.
      const { keyId, sealed } = deps.keyring.sealFile(content);
      await deps.blobs.put(storageKey, sealed);
      try {
        return await filesRepository.insert(executor, {
          storageKey,
          keyId,
          sealing: CHUNKED_SEALING,
          name,
          contentType: contentTypeFor(kind, name),
          sizeBytes: content.size,
          purpose: input.purpose,
          ownerUserId: input.ownerUserId,
          createdAt: deps.clock.now(),
        });
      } catch (error) {
        // No row, no bytes: a failed upload leaves nothing behind.
        await deps.blobs.delete(storageKey);
        throw error;
      }
    },

    async read(principal, fileId) {
      const file = await readable(principal, fileId);
      return { file, bytes: await bytesOf(file) };
    },

    async download(principal, fileId, from) {
      const file = await readable(principal, fileId);
      const body = await downloadStream(file);
      if (principal) {
        await auditRecords
          .record(deps.db, {
            at: deps.clock.now(),
            actor: principal,
            action: "files.download",
            subjectUserId: file.ownerUserId,
            subject: `file:${file.id}`,
            from,
            detail: { purpose: file.purpose },
          })
          .catch((error: unknown) => {
            // Not sent, so closed here: the stored file stays open until a stream is read or ended.
            body.destroy();
            throw error;
          });
      }
      return { file, body };
    },

    find: (fileId, executor = deps.db) => filesRepository.findById(executor, fileId),

    async findMany(fileIds, executor = deps.db) {
      const ids = [...new Set([...fileIds].filter((id): id is number => id !== null))];
      const rows = await filesRepository.listByIds(executor, ids);
      return new Map(rows.map((row) => [row.id, row]));
    },

    async removingOnFailure(write) {
      const saved: StoredFile[] = [];
      try {
        return await write(saved);
      } catch (error) {
        for (const file of saved) await deps.blobs.delete(file.storageKey);
        throw error;
      }
    },

    ownedBy: (userId, executor = deps.db) => filesRepository.listOwnedBy(executor, userId),

    bytesOf,

    removeRecords: (fileIds, executor) => filesRepository.deleteMany(executor, [...new Set(fileIds)]),

    async removeBlobs(storageKeys) {
      for (const key of storageKeys) await deps.blobs.delete(key);
    },

    async remove(fileId, executor = deps.db) {
      const file = await filesRepository.findById(executor, fileId);
      if (!file) return;
      await filesRepository.delete(executor, fileId);
      await deps.blobs.delete(file.storageKey);
    },
  };
}
