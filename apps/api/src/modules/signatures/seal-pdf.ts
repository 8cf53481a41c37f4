import {
  PDFArray,
  PDFDict,
  type PDFDocument,
  PDFHexString,
  PDFInvalidObject,
  PDFName,
  PDFNumber,
  PDFString,
} from "@cantoo/pdf-lib";
import { SignPdf } from "@signpdf/signpdf";
import { t } from "@taxlane/contract/i18n";
import { SealSigner } from "./pkcs7-seal";
import type { SigningKey } from "./signing-key";

/**
 * Room for the PKCS#7 signature, in bytes (written as twice as many hex digits). A 2048-bit signature
 * with its certificate takes about 1.5 KB; the rest leaves room for a chain when the operator gives one.
 */
const signatureLength = 4096;
const byteRangePlaceholder = "**********";
const signatureFlags = { signaturesExist: 1, appendOnly: 2 };
const printFlag = 4;

/**
 * Adds an invisible signature field whose value is an empty signature dictionary, the way
 * `@signpdf/placeholder-pdf-lib` does. That package builds its objects with `pdf-lib`'s own classes,
 * which `@cantoo/pdf-lib` documents do not recognise (names and `instanceof` checks differ), so the
 * same steps are written here with ours.
 */
export function addSignaturePlaceholder(doc: PDFDocument, key: SigningKey, signingTime: Date): void {
  const context = doc.context;
  const byteRange = PDFArray.withContext(context);
  byteRange.push(PDFNumber.of(0));
  for (let i = 0; i < 3; i += 1) byteRange.push(PDFName.of(byteRangePlaceholder));
  const signature = context.obj({
    Type: "Sig",
    Filter: "Adobe.PPKLite",
    SubFilter: "adbe.pkcs7.detached",
    ByteRange: byteRange,
    Contents: PDFHexString.of("0".repeat(signatureLength * 2)),
    Reason: PDFString.of(t("signatures.sealReason")),
    M: PDFString.fromDate(signingTime),
    Name: PDFString.of(key.name),
    Prop_Build: { Filter: { Name: "Adobe.PPKLite" }, App: { Name: "Taxlane" } },
  });
  // Written as raw bytes so the writer never packs it into a compressed object stream, where the
  // signer could not find the placeholder to fill.
  const raw = new Uint8Array(signature.sizeInBytes());
  signature.copyBytesInto(raw, 0);
  const signatureRef = context.register(PDFInvalidObject.of(raw));

  const firstPage = doc.getPage(0);
  const appearance = context.formXObject([], { BBox: [0, 0, 0, 0], Resources: {} });
  const widget = context.register(
    context.obj({
      Type: "Annot",
      Subtype: "Widget",
      FT: "Sig",
      Rect: [0, 0, 0, 0],
      V: signatureRef,
      T: PDFString.of("Taxlane seal"),
      F: printFlag,
      P: firstPage.ref,
      AP: { N: context.register(appearance) },
    }),
  );
  const annotations = firstPage.node.lookupMaybe(PDFName.of("Annots"), PDFArray) ?? context.obj([]);
  annotations.push(widget);
  firstPage.node.set(PDFName.of("Annots"), annotations);

  let form = doc.catalog.lookupMaybe(PDFName.of("AcroForm"), PDFDict);
  if (!form) {
    form = context.obj({ Fields: [] });
    doc.catalog.set(PDFName.of("AcroForm"), context.register(form));
  }
  const flags = form.lookupMaybe(PDFName.of("SigFlags"), PDFNumber)?.asNumber() ?? 0;
  form.set(
    PDFName.of("SigFlags"),
    PDFNumber.of(flags | signatureFlags.signaturesExist | signatureFlags.appendOnly),
  );
  let fields = form.lookupMaybe(PDFName.of("Fields"), PDFArray);
  if (!fields) {
    fields = context.obj([]);
    form.set(PDFName.of("Fields"), fields);
  }
  fields.push(widget);
}

/** Fills the placeholder with a detached PKCS#7 signature (SHA-256) over every byte outside it. */
export async function signPlaceholder(
  bytes: Uint8Array,
  key: SigningKey,
  signingTime: Date,
): Promise<Buffer> {
  return new SignPdf().sign(Buffer.from(bytes), new SealSigner(key), signingTime);
}
