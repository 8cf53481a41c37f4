import { createPrivateKey, type KeyObject, randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { t } from "@taxlane/contract/i18n";
import forge from "node-forge";
import { type Clock, systemClock } from "../../lib/clock";
import { createPrivateFileOnce, makePrivateDir } from "../../lib/private-files";
import { readOrCreateSecret } from "../../lib/secrets";

/** Taxlane's signing identity: a PKCS#12 file holding the private key and its certificate. */
export interface SigningKey {
  p12: Buffer;
  passphrase: string;
  /** The certificate's common name, printed on the certificate page and put in the signature. */
  name: string;
  /** The private key, opened once here so each signing skips the PKCS#12's key derivation. */
  privateKey: KeyObject;
  /** The certificate matching the private key. */
  certificate: forge.pki.Certificate;
  /** Every certificate the file holds (the signer's and any chain), embedded in each signature. */
  certificates: forge.pki.Certificate[];
}

/** A PKCS#12 file the operator gives instead of the generated one. */
export interface ConfiguredSigningKey {
  path: string;
  passphrase: string;
}

export const generatedSealName = t("signatures.sealName");
const p12File = "document-seal.p12";
const passphraseFile = "document-seal.passphrase";
const validityYears = 10;
/** PKCS#12 bag types (forge's table of OIDs is typed as possibly missing any of them). */
export const bagTypes = {
  shroudedKey: "1.2.840.113549.1.12.10.1.2",
  certificate: "1.2.840.113549.1.12.10.1.3",
};

/**
 * The operator's PKCS#12 when one is configured; otherwise the one generated on first use into
 * `keysDir` (owner-only, like the other keys), its passphrase in a file of its own beside it.
 */
export async function loadOrCreateSigningKey(
  keysDir: string,
  configured?: ConfiguredSigningKey,
  clock: Clock = systemClock,
): Promise<SigningKey> {
  if (configured) {
    const p12 = await readFile(configured.path);
    return { p12, passphrase: configured.passphrase, ...openP12(p12, configured.passphrase) };
  }
  await makePrivateDir(keysDir);
  const passphrase = await readOrCreateSecret(path.join(keysDir, passphraseFile), () =>
    randomBytes(32).toString("base64url"),
  );
  const file = path.join(keysDir, p12File);
  const kept = await readKept(file);
  const p12 = kept ?? (await createPrivateFileOnce(file, () => selfSignedP12(passphrase, clock.now())));
  return { p12, passphrase, ...openP12(p12, passphrase) };
}

async function readKept(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

/** An RSA 2048 key and a self-signed certificate valid for ten years, as a passphrase-sealed PKCS#12. */
export function selfSignedP12(passphrase: string, now: Date): Buffer {
  // forge hands RSA key generation to Node's native crypto when it can, which takes well under a second.
  const keys = forge.pki.rsa.generateKeyPair({ bits: 2048, e: 0x10001 });
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = keys.publicKey;
  // A positive serial: the leading byte's high bit clear.
  certificate.serialNumber = `01${randomBytes(15).toString("hex")}`;
  certificate.validity.notBefore = now;
  const until = new Date(now);
  until.setUTCFullYear(until.getUTCFullYear() + validityYears);
  certificate.validity.notAfter = until;
  const subject = [
    { name: "commonName", value: generatedSealName },
    { name: "organizationName", value: "Taxlane" },
  ];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  certificate.setExtensions([
    { name: "basicConstraints", cA: false },
    { name: "keyUsage", digitalSignature: true, nonRepudiation: true },
    { name: "subjectKeyIdentifier" },
  ]);
  certificate.sign(keys.privateKey, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(keys.privateKey, [certificate], passphrase, {
    algorithm: "aes256",
    friendlyName: generatedSealName,
  });
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), "binary");
}

/**
 * The private key, its certificate and its name. Opening the file at start also proves that the
 * passphrase opens it, instead of failing at the first signing.
 */
function openP12(p12: Buffer, passphrase: string): Omit<SigningKey, "p12" | "passphrase"> {
  const parsed = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(p12.toString("binary")), false, passphrase);
  const keyBags = parsed.getBags({ bagType: bagTypes.shroudedKey })[bagTypes.shroudedKey];
  const certBags = parsed.getBags({ bagType: bagTypes.certificate })[bagTypes.certificate];
  const key = keyBags?.[0]?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!key) throw new Error(t("signatures.keyFileNoPrivateKey"));
  const certificates = (certBags ?? []).flatMap((bag) => (bag.cert ? [bag.cert] : []));
  const certificate = certificates.find((cert) => {
    const publicKey = cert.publicKey as forge.pki.rsa.PublicKey;
    return publicKey.n.compareTo(key.n) === 0 && publicKey.e.compareTo(key.e) === 0;
  });
  if (!certificate) throw new Error(t("signatures.keyFileNoCertificate"));
  const commonName = certificate.subject.getField("CN") as { value?: unknown } | null;
  return {
    name: typeof commonName?.value === "string" ? commonName.value : generatedSealName,
    privateKey: createPrivateKey(forge.pki.privateKeyToPem(key)),
    certificate,
    certificates,
  };
}
