import { mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import forge from "node-forge";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fixedClock } from "../../lib/clock";
import { bagTypes, generatedSealName, loadOrCreateSigningKey, selfSignedP12 } from "./signing-key";

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "taxlane-seal-"));
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

function certificateOf(p12: Buffer, passphrase: string): forge.pki.Certificate {
  const parsed = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(p12.toString("binary")), false, passphrase);
  const bag = parsed.getBags({ bagType: bagTypes.certificate })[bagTypes.certificate]?.[0];
  if (!bag?.cert) throw new Error("no certificate");
  return bag.cert;
}

describe("loadOrCreateSigningKey", () => {
  it("makes an owner-only P12 and passphrase on first use and reads the same ones after", async () => {
    const keys = path.join(folder, "keys");
    const clock = fixedClock(new Date("2026-12-02T08:00:00Z"));
    const first = await loadOrCreateSigningKey(keys, undefined, clock);
    expect(first.name).toBe(generatedSealName);
    const files = (await readdir(keys)).sort();
    expect(files).toEqual(["document-seal.p12", "document-seal.passphrase"]);
    for (const file of files) expect((await stat(path.join(keys, file))).mode & 0o777).toBe(0o600);
    expect((await stat(keys)).mode & 0o777).toBe(0o700);
    expect(await readFile(path.join(keys, "document-seal.passphrase"), "utf8")).toBe(first.passphrase);

    const certificate = certificateOf(first.p12, first.passphrase);
    expect(certificate.subject.getField("CN").value).toBe("Taxlane document seal");
    expect(certificate.issuer.getField("CN").value).toBe("Taxlane document seal");
    expect(certificate.validity.notAfter.toISOString()).toBe("2036-12-02T08:00:00.000Z");
    expect((certificate.publicKey as forge.pki.rsa.PublicKey).n.bitLength()).toBe(2048);
    expect(certificate.verify(certificate)).toBe(true);

    const again = await loadOrCreateSigningKey(keys);
    expect(again.p12.equals(first.p12)).toBe(true);
    expect(again.passphrase).toBe(first.passphrase);
  });

  it("gives one key to callers starting at the same moment", async () => {
    const keys = path.join(folder, "keys");
    const [a, b] = await Promise.all([loadOrCreateSigningKey(keys), loadOrCreateSigningKey(keys)]);
    expect(a.p12.equals(b.p12)).toBe(true);
    expect((await readdir(keys)).filter((name) => name.endsWith(".tmp"))).toEqual([]);
  });

  it("uses the operator's P12 when one is configured, and refuses a wrong passphrase", async () => {
    const given = path.join(folder, "operator.p12");
    await writeFile(given, selfSignedP12("operator passphrase", new Date()));
    const key = await loadOrCreateSigningKey(path.join(folder, "keys"), {
      path: given,
      passphrase: "operator passphrase",
    });
    expect(key.p12.equals(await readFile(given))).toBe(true);
    await expect(readdir(path.join(folder, "keys"))).rejects.toThrow();
    await expect(loadOrCreateSigningKey(folder, { path: given, passphrase: "wrong" })).rejects.toThrow();
  });
});
