import type { Readable } from "node:stream";
import type { FastifyReply } from "fastify";
import { contentDisposition } from "./files.routes";

/** A PDF made for the caller as they download it (a bundle of a job's files): its name and bytes. */
export interface MadePdf {
  fileName: string;
  stream: Readable;
}

/** Streams a PDF made for the caller as a download, never cached; its length is unknown until written. */
export function sendMadePdf(reply: FastifyReply, pdf: MadePdf): FastifyReply {
  return reply
    .header("Content-Type", "application/pdf")
    .header("Content-Disposition", contentDisposition(pdf.fileName))
    .header("Cache-Control", "private, no-store")
    .send(pdf.stream);
}
