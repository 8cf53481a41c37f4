import { randomBytes } from "node:crypto";
import { type FileHandle, open, unlink } from "node:fs/promises";
import path from "node:path";
import { t } from "@taxlane/contract/i18n";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { PlainSource } from "./file-sealing";
import { makePrivateDir, privateFileMode } from "./private-files";

declare module "fastify" {
  interface FastifyInstance {
    /** Where multipart forms put their files aside while a request reads them (`$DATA_DIR/uploads`). */
    formUploadsFolder: string;
  }
  interface FastifyRequest {
    /** This request's form files put aside, closed when it ends; null before it reads a form. */
    formUploads: FormUploads | null;
  }
}

export interface FormUploads {
  folder: string;
  handles: FileHandle[];
}

/** A file streamed to disk as it arrived: read back a part at a time (to seal it), or whole. */
export interface FileAside extends PlainSource {
  bytes(): Promise<Buffer>;
}

/** The request's form uploads, begun on its first file. */
export function formUploadsOf(request: FastifyRequest): FormUploads {
  if (!request.formUploads) {
    request.formUploads = { folder: request.server.formUploadsFolder, handles: [] };
  }
  return request.formUploads;
}

/** `length` bytes from `position` of a file put aside. */
async function readPart(handle: FileHandle, position: number, length: number): Promise<Buffer> {
  const bytes = Buffer.allocUnsafe(length);
  let at = 0;
  while (at < length) {
    const { bytesRead } = await handle.read(bytes, at, length - at, position + at);
    if (bytesRead === 0) throw new Error(t("operator.formFileShort"));
    at += bytesRead;
  }
  return bytes;
}

/**
 * Streams a form file to a file of its own, owner-only and unlinked as soon as it is open: its bytes
 * live as long as the request holds the handle, and a process that stops leaves nothing behind.
 * `tooLarge` throws when the multipart limit cut the file short.
 */
export async function putAside(
  uploads: FormUploads,
  source: AsyncIterable<Buffer> & { truncated?: boolean },
  tooLarge: () => never,
): Promise<FileAside> {
  const file = path.join(uploads.folder, randomBytes(16).toString("hex"));
  const handle = await open(file, "wx+", privateFileMode);
  uploads.handles.push(handle);
  await unlink(file);
  let size = 0;
  for await (const chunk of source) {
    if (source.truncated) tooLarge();
    await handle.write(chunk, 0, chunk.length, size);
    size += chunk.length;
  }
  if (source.truncated) tooLarge();
  return {
    size,
    bytes: () => readPart(handle, 0, size),
    read: (position, length) => readPart(handle, position, length),
  };
}

/** Sets up `$DATA_DIR/uploads` and closes each request's form files when it ends, answered or not. */
export const formUploadsPlugin = fp<{ folder: string }>(async (app: FastifyInstance, { folder }) => {
  await makePrivateDir(folder);
  app.decorate("formUploadsFolder", folder);
  app.decorateRequest("formUploads", null);
  // Callback hooks that close without waiting: a request that read no form pays no promise for it.
  const close = (request: FastifyRequest, done: () => void) => {
    const uploads = request.formUploads;
    if (uploads) {
      request.formUploads = null;
      for (const handle of uploads.handles) handle.close().catch(() => undefined);
    }
    done();
  };
  app.addHook("onResponse", (request, _reply, done) => close(request, done));
  app.addHook("onRequestAbort", (request, done) => close(request, done));
});
