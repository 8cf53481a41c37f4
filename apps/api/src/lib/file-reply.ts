import type { FastifyReply } from "fastify";
import { contentDisposition } from "../modules/files";

/** A file made for the caller: its name and bytes. */
export interface FileAnswer {
  fileName: string;
  bytes: Buffer;
}

/** Answers a file made for the caller (a receipt, an export) as a download, never cached. */
export function sendFile(reply: FastifyReply, file: FileAnswer, contentType: string): FastifyReply {
  return reply
    .header("Content-Type", contentType)
    .header("Content-Length", file.bytes.length)
    .header("Content-Disposition", contentDisposition(file.fileName))
    .header("Cache-Control", "private, no-store")
    .send(file.bytes);
}
