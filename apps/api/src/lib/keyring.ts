import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { t } from "@taxlane/contract/i18n";
import { openFile, openFileChunks, type PlainSource, sealedFileSize, sealFileChunks } from "./file-sealing";

const algorithm = "aes-256-gcm";
const ivLength = 12;
const tagLength = 16;

/** A cipher's output: GCM's `final()` adds nothing, so the output is not copied again to join it. */
const joined = (head: Buffer, tail: Buffer) => (tail.length === 0 ? head : Buffer.concat([head, tail]));

/**
 * AES-256-GCM with a key id kept beside each value, so keys can rotate: new values use the current
 * key, old values still open with the key they were written with.
 */
export class Keyring {
  private readonly keys: Map<string, Buffer>;

  constructor(
    readonly currentKeyId: string,
    keys: Map<string, Buffer>,
  ) {
    for (const [id, key] of keys) {
      if (key.length !== 32) throw new Error(t("operator.encryptionKeyLength", { id }));
    }
    if (!keys.has(currentKeyId)) throw new Error(t("operator.encryptionKeyMissing", { id: currentKeyId }));
    this.keys = keys;
  }

  /** Returns iv ‖ tag ‖ ciphertext. */
  encrypt(plain: Buffer): { keyId: string; sealed: Buffer } {
    const iv = randomBytes(ivLength);
    const cipher = createCipheriv(algorithm, this.key(this.currentKeyId), iv);
    const body = joined(cipher.update(plain), cipher.final());
    return { keyId: this.currentKeyId, sealed: Buffer.concat([iv, cipher.getAuthTag(), body]) };
  }

  decrypt(keyId: string, sealed: Buffer): Buffer {
    const iv = sealed.subarray(0, ivLength);
    const tag = sealed.subarray(ivLength, ivLength + tagLength);
    const decipher = createDecipheriv(algorithm, this.key(keyId), iv);
    decipher.setAuthTag(tag);
    return joined(decipher.update(sealed.subarray(ivLength + tagLength)), decipher.final());
  }

  /** A short text field (an SSN, an account number) as `keyId:base64`. */
  encryptText(plain: string): string {
    const { keyId, sealed } = this.encrypt(Buffer.from(plain, "utf8"));
    return `${keyId}:${sealed.toString("base64")}`;
  }

  decryptText(stored: string): string {
    const separator = stored.indexOf(":");
    if (separator < 1) throw new Error(t("operator.encryptedValueWithoutKey"));
    return this.decrypt(
      stored.slice(0, separator),
      Buffer.from(stored.slice(separator + 1), "base64"),
    ).toString("utf8");
  }

  /**
   * A file sealed in chunks under the current key (`file-sealing.ts`): the pieces, read from `source`
   * as they are taken, and their length in all.
   */
  sealFile(source: PlainSource): {
    keyId: string;
    sealed: { pieces: AsyncIterable<Buffer>; length: number };
  } {
    const pieces = sealFileChunks(this.key(this.currentKeyId), source);
    return { keyId: this.currentKeyId, sealed: { pieces, length: sealedFileSize(source.size) } };
  }

  openFile(keyId: string, sealed: Buffer): Buffer {
    return openFile(this.key(keyId), sealed);
  }

  /** A file sealed in chunks, opened a checked chunk at a time as `source` gives it. */
  openFileChunks(keyId: string, source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
    return openFileChunks(this.key(keyId), source);
  }

  private key(id: string): Buffer {
    const key = this.keys.get(id);
    if (!key) throw new Error(t("operator.encryptionKeyUnknown", { id }));
    return key;
  }
}
