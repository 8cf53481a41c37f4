export type { Signer } from "./certificate-page";
export { jobSigningRecords } from "./job-signing-records";
export { fieldFits, type PdfField, readablePdf } from "./pdf-checks";
export { signedDocumentsPackParts } from "./return-pack-parts";
export { checkSeal, type SealCheck } from "./seal-check";
export {
  SIGNATURE_ORIGINAL_PURPOSE,
  SIGNATURE_SIGNED_PURPOSE,
  signatureFileRecords,
} from "./signature-files";
export { signatureReminderRecords, type WaitingSignature } from "./signature-reminder-records";
export { type SignedPdf, type SignPdfInput, sha256Hex, signPdf } from "./signed-pdf";
export { type ConfiguredSigningKey, loadOrCreateSigningKey, type SigningKey } from "./signing-key";
export type { SignatureMark } from "./stamp-marks";
export { signaturesToDoSource } from "./todo-items";
