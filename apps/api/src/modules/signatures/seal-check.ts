import { createHash, verify } from "node:crypto";
import forge from "node-forge";

/** What a signed file's seal says about it. */
export interface SealCheck {
  /** The signature is a valid signature of the signed bytes by the certificate it carries. */
  intact: boolean;
  /** The signed bytes are the whole file but the signature itself (nothing appended after signing). */
  coversWholeFile: boolean;
  /** The signing certificate's common name. */
  signedBy: string;
  /** The certificate, PEM, to compare with the one the operator's key holds. */
  certificatePem: string;
}

const oids = { messageDigest: "1.2.840.113549.1.9.4" };

/**
 * Reads the last signature of a PDF signed with a detached PKCS#7 (as `signPdf` writes it) and checks it:
 * the SHA-256 of the byte ranges against the signed message digest, and the RSA signature over the
 * signed attributes against the embedded certificate. Returns undefined when the file has no signature.
 */
export function checkSeal(bytes: Uint8Array): SealCheck | undefined {
  const file = Buffer.from(bytes);
  const text = file.toString("latin1");
  const matches = [...text.matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)];
  const last = matches.at(-1);
  if (!last) return undefined;
  const [start, firstLength, secondStart, secondLength] = last.slice(1, 5).map(Number) as [
    number,
    number,
    number,
    number,
  ];
  const contents = text.slice(start + firstLength, secondStart);
  const hex = /^<([0-9a-fA-F]+)>$/.exec(contents)?.[1];
  if (!hex) return undefined;
  const signed = Buffer.concat([
    file.subarray(start, start + firstLength),
    file.subarray(secondStart, secondStart + secondLength),
  ]);
  const coversWholeFile = start === 0 && secondStart + secondLength === file.length;

  try {
    return { coversWholeFile, ...verifySignedData(withoutPadding(Buffer.from(hex, "hex")), signed) };
  } catch {
    // A signature that cannot even be read is as broken as one that does not match.
    return { intact: false, coversWholeFile, signedBy: "", certificatePem: "" };
  }
}

/** Checks a detached PKCS#7 SignedData against the bytes it claims to sign; throws when unreadable. */
function verifySignedData(der: Buffer, signed: Buffer): Omit<SealCheck, "coversWholeFile"> {
  const signedData = asn1Children(asn1Children(forge.asn1.fromDer(der.toString("binary"), false))[1])[0];
  const parts = asn1Children(signedData);
  const certificates = parts
    .filter((part) => part.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && part.type === 0)
    .flatMap(asn1Children)
    .map((node) => forge.pki.certificateFromAsn1(node));
  const signerInfo = asn1Children(parts.at(-1))[0];
  const fields = asn1Children(signerInfo);
  const attributes = fields.find((f) => f.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && f.type === 0);
  const signature = fields.at(-1);
  const serial = asn1Children(fields[1])[1];
  const certificate = certificates.find(
    (cert) => serial !== undefined && forge.util.bytesToHex(String(serial.value)) === cert.serialNumber,
  );
  if (!attributes || !signature || !certificate) throw new Error("incomplete PKCS#7 signer");

  const digestAttribute = asn1Children(attributes).find(
    (attribute) =>
      forge.asn1.derToOid(String(asn1Children(attribute)[0]?.value ?? "")) === oids.messageDigest,
  );
  const signedDigest = String(asn1Children(asn1Children(digestAttribute)[1])[0]?.value ?? "");
  const digestMatches = Buffer.from(signedDigest, "binary").equals(
    createHash("sha256").update(signed).digest(),
  );
  // The signature covers the attributes encoded as a SET, not with the [0] tag they carry in SignerInfo.
  const attributeSet = forge.asn1.create(
    forge.asn1.Class.UNIVERSAL,
    forge.asn1.Type.SET,
    true,
    asn1Children(attributes),
  );
  const certificatePem = forge.pki.certificateToPem(certificate);
  const signatureValid = verify(
    "sha256",
    Buffer.from(forge.asn1.toDer(attributeSet).getBytes(), "binary"),
    certificatePem,
    Buffer.from(String(signature.value), "binary"),
  );
  const commonName = certificate.subject.getField("CN") as { value?: unknown } | null;
  return {
    intact: digestMatches && signatureValid,
    signedBy: typeof commonName?.value === "string" ? commonName.value : "",
    certificatePem,
  };
}

/**
 * The PKCS#7 without the zeros that fill the rest of the placeholder, cut at the length its outer
 * SEQUENCE header gives.
 */
export function withoutPadding(contents: Buffer): Buffer {
  const first = contents[1] ?? 0;
  if (first < 0x80) return contents.subarray(0, 2 + first);
  const lengthBytes = first & 0x7f;
  let length = 0;
  for (let i = 0; i < lengthBytes; i += 1) length = length * 256 + (contents[2 + i] ?? 0);
  return contents.subarray(0, 2 + lengthBytes + length);
}

function asn1Children(node: forge.asn1.Asn1 | undefined): forge.asn1.Asn1[] {
  return node && Array.isArray(node.value) ? node.value : [];
}
