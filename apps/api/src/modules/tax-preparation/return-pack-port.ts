import type { Executor } from "../../db/client";

/** A filed job as the modules that add to its return pack read it. */
export interface PackedJob {
  quoteId: number;
  taxYear: number;
  taxpayerUserId: number;
  expertUserId: number;
}

/**
 * One part of a return pack: a stored file (read as the caller, through its purpose's access policy,
 * when the PDF reaches it) or a PDF made when the PDF reaches it (the filings page, a receipt).
 */
export type ReturnPackPart =
  | { title: string; storedFileId: number }
  | { title: string; made: () => Promise<Uint8Array> };

/** What one module puts in a filed job's return pack, in order. */
export type ReturnPackParts = (executor: Executor, job: PackedJob) => Promise<ReturnPackPart[]>;

/**
 * The pack's parts after the return, bound in this order, given by the composition: signatures'
 * `signedDocumentsPackParts`, filing's `filingsPackParts`, payments' `receiptsPackParts` (each of them
 * reads jobs, so jobs cannot import them).
 */
export interface ReturnPackSources {
  signedDocuments: ReturnPackParts;
  filings: ReturnPackParts;
  receipts: ReturnPackParts;
}
