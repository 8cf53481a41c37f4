import { createHash } from "node:crypto";
import type { PDFDocument } from "@cantoo/pdf-lib";
import type { Clock } from "../../lib/clock";
import { addCertificatePage, type Signer } from "./certificate-page";
import { readablePdf } from "./pdf-checks";
import { addSignaturePlaceholder, signPlaceholder } from "./seal-pdf";
import type { SigningKey } from "./signing-key";
import { type SignatureMark, stampMarks } from "./stamp-marks";

export interface SignPdfInput {
  original: Uint8Array;
  /** The document's name, printed on the certificate page. */
  title: string;
  marks: readonly SignatureMark[];
  signers: readonly Signer[];
  key: SigningKey;
  clock: Clock;
  /** The largest original accepted; 25 MB unless given. */
  maxBytes?: number;
  /** Adds pages after the original's and before the certificate (a signer's hand-signed page). */
  appendPages?: (doc: PDFDocument) => Promise<void>;
}

export interface SignedPdf {
  bytes: Uint8Array;
  originalSha256: string;
  signedSha256: string;
}

const defaultMaxBytes = 25 * 1024 * 1024;

export const sha256Hex = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/**
 * The tamper-evident signed file: the original with every mark stamped at its place, a certificate page
 * naming the signers and the original's SHA-256, and Taxlane's PKCS#7 signature over all of it, so any
 * later change to the file shows as a broken signature in a PDF reader.
 */
export async function signPdf(input: SignPdfInput): Promise<SignedPdf> {
  const originalSha256 = sha256Hex(input.original);
  const doc = await readablePdf(input.original, input.maxBytes ?? defaultMaxBytes);
  const originalPages = doc.getPageCount();
  await stampMarks(doc, input.marks);
  await input.appendPages?.(doc);
  const signingTime = input.clock.now();
  await addCertificatePage(doc, {
    title: input.title,
    originalSha256,
    originalPages,
    sealedAt: signingTime,
    signers: input.signers,
    sealName: input.key.name,
  });
  addSignaturePlaceholder(doc, input.key, signingTime);
  const prepared = await doc.save({ updateFieldAppearances: false });
  const bytes = await signPlaceholder(prepared, input.key, signingTime);
  return { bytes: new Uint8Array(bytes), originalSha256, signedSha256: sha256Hex(bytes) };
}
