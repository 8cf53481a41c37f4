import { PDFDocument } from "@cantoo/pdf-lib";
import type { SignatureInput } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { AppError } from "../../lib/app-error";
import type { Keyring } from "../../lib/keyring";
import type { SignatureFieldRow } from "./signature-requests.repository";
import type { SignatureMark } from "./stamp-marks";

/** What a signer gave when signing, kept sealed with the keyring until the file is sealed. */
export interface GivenMark {
  signature: SignatureInput;
  initials: string;
}

export const sealMark = (keyring: Keyring, mark: GivenMark) => keyring.encryptText(JSON.stringify(mark));
export const openMark = (keyring: Keyring, sealed: string) =>
  JSON.parse(keyring.decryptText(sealed)) as GivenMark;

/** A drawn signature's PNG bytes: the pad's base64, with or without a `data:` prefix. */
export const drawingBytes = (png: string) => Buffer.from(png.slice(png.indexOf(",") + 1), "base64");

/**
 * Refuses a drawn signature that is not a PNG when it is given, with the stamping's own words,
 * rather than when the last signer's signature seals the file.
 */
export async function assertDrawingReadable(signature: SignatureInput): Promise<void> {
  if (signature.kind !== "drawn") return;
  const scratch = await PDFDocument.create();
  try {
    await scratch.embedPng(drawingBytes(signature.png));
  } catch {
    throw new AppError("BAD_REQUEST", t("signatures.drawingNotPng"));
  }
}

/** "12/02/2026": the signing day in UTC, as US forms write a date. */
export function usDate(at: Date): string {
  const two = (value: number) => String(value).padStart(2, "0");
  return `${two(at.getUTCMonth() + 1)}/${two(at.getUTCDate())}/${at.getUTCFullYear()}`;
}

/** Each of the signer's fields filled: signature and initials as given, the date they signed. */
export function marksOf(
  fields: readonly SignatureFieldRow[],
  mark: GivenMark,
  signedAt: Date,
): SignatureMark[] {
  return fields.map((field) => {
    // The table counts pages from 1, as people do; the PDF library from 0.
    const place = { page: field.page - 1, x: field.x, y: field.y, width: field.width, height: field.height };
    if (field.kind === "date") return { ...place, kind: "date", text: usDate(signedAt) };
    if (field.kind === "initials") return { ...place, kind: "initials", typed: mark.initials };
    return mark.signature.kind === "drawn"
      ? { ...place, kind: "signature", drawing: drawingBytes(mark.signature.png) }
      : { ...place, kind: "signature", typed: mark.signature.text };
  });
}
