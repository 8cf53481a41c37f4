import { createHash, sign } from "node:crypto";
import { P12Signer } from "@signpdf/signer-p12";
import forge from "node-forge";
import type { SigningKey } from "./signing-key";

const { asn1 } = forge;
const oids = {
  signedData: "1.2.840.113549.1.7.2",
  data: "1.2.840.113549.1.7.1",
  sha256: "2.16.840.1.101.3.4.2.1",
  rsaEncryption: "1.2.840.113549.1.1.1",
  contentType: "1.2.840.113549.1.9.3",
  signingTime: "1.2.840.113549.1.9.5",
  messageDigest: "1.2.840.113549.1.9.4",
};

const universal = (type: number, constructed: boolean, value: string | forge.asn1.Asn1[]) =>
  asn1.create(asn1.Class.UNIVERSAL, type, constructed, value);
const oid = (id: string) => universal(asn1.Type.OID, false, asn1.oidToDer(id).getBytes());
const sequence = (...items: forge.asn1.Asn1[]) => universal(asn1.Type.SEQUENCE, true, items);
const set = (...items: forge.asn1.Asn1[]) => universal(asn1.Type.SET, true, items);
const algorithm = (id: string) => sequence(oid(id), universal(asn1.Type.NULL, false, ""));
const attribute = (id: string, value: forge.asn1.Asn1) => sequence(oid(id), set(value));
const der = (node: forge.asn1.Asn1) => Buffer.from(asn1.toDer(node).getBytes(), "binary");

/**
 * A detached PKCS#7 SignedData (adbe.pkcs7.detached) over the bytes signpdf hands over, in the same shape
 * as `@signpdf/signer-p12` makes: SHA-256, signed attributes content type, signing time and message
 * digest, every certificate of the key file embedded. It hashes and signs with Node's crypto on the key
 * opened once, where the P12 signer opens the PKCS#12 again and hashes in JavaScript on every call
 * (see bench/signatures). It extends that signer only because signpdf accepts instances of its Signer.
 */
export class SealSigner extends P12Signer {
  constructor(private readonly key: SigningKey) {
    super(key.p12, { passphrase: key.passphrase });
  }

  override async sign(signedBytes: Buffer, signingTime?: Date): Promise<Buffer> {
    const digest = createHash("sha256").update(signedBytes).digest();
    const attributes = [
      attribute(oids.contentType, oid(oids.data)),
      attribute(
        oids.signingTime,
        universal(asn1.Type.UTCTIME, false, asn1.dateToUtcTime(signingTime ?? new Date())),
      ),
      attribute(oids.messageDigest, universal(asn1.Type.OCTETSTRING, false, digest.toString("binary"))),
    ]
      // DER orders a SET OF by its members' encodings, and verifiers hash the attributes that way.
      .map((node) => ({ node, encoded: der(node) }))
      .sort((a, b) => Buffer.compare(a.encoded, b.encoded))
      .map(({ node }) => node);
    const signature = sign("sha256", der(set(...attributes)), this.key.privateKey);
    const { certificate } = this.key;
    const signerInfo = sequence(
      universal(asn1.Type.INTEGER, false, String.fromCharCode(1)),
      sequence(
        forge.pki.distinguishedNameToAsn1(certificate.issuer),
        universal(asn1.Type.INTEGER, false, forge.util.hexToBytes(certificate.serialNumber)),
      ),
      algorithm(oids.sha256),
      asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, attributes),
      algorithm(oids.rsaEncryption),
      universal(asn1.Type.OCTETSTRING, false, signature.toString("binary")),
    );
    const signedData = sequence(
      universal(asn1.Type.INTEGER, false, String.fromCharCode(1)),
      set(algorithm(oids.sha256)),
      sequence(oid(oids.data)),
      asn1.create(
        asn1.Class.CONTEXT_SPECIFIC,
        0,
        true,
        this.key.certificates.map((cert) => forge.pki.certificateToAsn1(cert)),
      ),
      set(signerInfo),
    );
    return der(
      sequence(oid(oids.signedData), asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [signedData])),
    );
  }
}
