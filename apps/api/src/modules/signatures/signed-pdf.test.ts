import { execFileSync, spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PDFDocument } from "@cantoo/pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drawnSignaturePng, generatedPdf } from "../../../test/signed-pdfs";
import { AppError } from "../../lib/app-error";
import { fixedClock } from "../../lib/clock";
import type { Signer } from "./certificate-page";
import { checkSeal, withoutPadding } from "./seal-check";
import { sha256Hex, signPdf } from "./signed-pdf";
import { loadOrCreateSigningKey, type SigningKey } from "./signing-key";
import type { SignatureMark } from "./stamp-marks";

const w2Path = path.join(import.meta.dirname, "../../../test/fixtures/irs-forms/w2.pdf");
const clock = fixedClock(new Date("2026-12-02T09:30:00Z"));
const signers: Signer[] = [
  {
    name: "Dana Whitfield",
    email: "dana@example.com",
    identity: { method: "E-mail code", result: "passed" },
    signedAt: new Date("2026-12-02T09:12:45Z"),
    ip: "203.0.113.24",
  },
  {
    name: "Marcus Ortega, EA",
    email: "marcus@example.com",
    identity: { method: "Passkey", result: "passed" },
    signedAt: new Date("2026-12-02T09:29:03Z"),
    ip: "2001:db8::7",
  },
];

let folder: string;
let key: SigningKey;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "taxlane-signed-"));
  key = await loadOrCreateSigningKey(path.join(folder, "keys"));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** What openssl thinks of the signature: the file's signed byte ranges against the PKCS#7 in /Contents. */
async function opensslVerifies(bytes: Uint8Array, name: string): Promise<boolean> {
  const text = Buffer.from(bytes).toString("latin1");
  const range = /\/ByteRange\s*\[(\d+) (\d+) (\d+) (\d+)\]/.exec(text)?.slice(1).map(Number) ?? [];
  const [a = 0, b = 0, c = 0, d = 0] = range;
  const signed = Buffer.concat([
    Buffer.from(bytes.subarray(a, a + b)),
    Buffer.from(bytes.subarray(c, c + d)),
  ]);
  const signature = withoutPadding(Buffer.from(text.slice(a + b + 1, c - 1), "hex"));
  await writeFile(path.join(folder, `${name}.data`), signed);
  await writeFile(path.join(folder, `${name}.p7s`), signature);
  const run = spawnSync("openssl", [
    "cms",
    "-verify",
    "-binary",
    "-inform",
    "DER",
    "-noverify",
    "-in",
    path.join(folder, `${name}.p7s`),
    "-content",
    path.join(folder, `${name}.data`),
    "-out",
    "/dev/null",
  ]);
  return run.status === 0;
}

function lastPageText(file: string, pages: number): string {
  return execFileSync("pdftotext", ["-layout", "-f", String(pages), "-l", String(pages), file, "-"], {
    encoding: "utf8",
  });
}

describe("signPdf", () => {
  it("stamps, certifies and seals a 10-page document so that any changed byte breaks the seal", async () => {
    const original = await generatedPdf(10);
    const marks: SignatureMark[] = [
      { kind: "signature", drawing: drawnSignaturePng(), page: 9, x: 72, y: 90, width: 200, height: 60 },
      { kind: "signature", typed: "Marcus Ortega", page: 9, x: 330, y: 90, width: 200, height: 60 },
      { kind: "initials", typed: "DW", page: 0, x: 520, y: 30, width: 60, height: 30 },
      { kind: "date", text: "December 2, 2026", page: 9, x: 72, y: 60, width: 140, height: 20 },
    ];
    const signed = await signPdf({ original, title: "Engagement letter 2026", marks, signers, key, clock });

    expect(signed.originalSha256).toBe(sha256Hex(original));
    expect(signed.signedSha256).toBe(sha256Hex(signed.bytes));
    const seal = checkSeal(signed.bytes);
    expect(seal).toMatchObject({ intact: true, coversWholeFile: true, signedBy: "Taxlane document seal" });
    expect(await opensslVerifies(signed.bytes, "ten")).toBe(true);

    // One byte changed in the first signed range, then in the second: both checks fail.
    for (const at of [200, signed.bytes.length - 20]) {
      const tampered = Uint8Array.from(signed.bytes);
      tampered[at] = (tampered[at] ?? 0) ^ 0x01;
      expect(checkSeal(tampered)?.intact).toBe(false);
      expect(await opensslVerifies(tampered, `tampered-${at}`)).toBe(false);
    }

    // A changed byte inside the signature itself is a broken seal too, not a failure to read it.
    const signedText = Buffer.from(signed.bytes).toString("latin1");
    const hexStart = signedText.indexOf("/Contents <") + "/Contents <".length;
    const hex = signedText.slice(hexStart, signedText.indexOf(">", hexStart));
    // 20 hex digits before the end of the PKCS#7: inside the RSA signature value.
    const contentsAt = hexStart + withoutPadding(Buffer.from(hex, "hex")).length * 2 - 20;
    const brokenSignature = Uint8Array.from(signed.bytes);
    brokenSignature[contentsAt] = (brokenSignature[contentsAt] ?? 0) === 0x30 ? 0x31 : 0x30;
    expect(checkSeal(brokenSignature)?.intact).toBe(false);

    const reopened = await PDFDocument.load(signed.bytes);
    expect(reopened.getPageCount()).toBe(11);
    const file = path.join(folder, "ten.pdf");
    await writeFile(file, signed.bytes);
    const certificate = lastPageText(file, 11);
    expect(certificate).toContain("Signature certificate");
    expect(certificate).toContain("Document: Engagement letter 2026");
    expect(certificate).toContain(sha256Hex(original));
    for (const expected of [
      "Dana Whitfield",
      "E-mail: dana@example.com",
      "Identity check: E-mail code, passed",
      "Signed: 2026-12-02 09:12:45 UTC",
      "IP address: 203.0.113.24",
      "Marcus Ortega, EA",
      "Identity check: Passkey, passed",
      "IP address: 2001:db8::7",
      "Taxlane's digital signature",
      "The original has 10 pages",
      "Sealed: 2026-12-02 09:30:00 UTC",
    ])
      expect(certificate).toContain(expected);
    // The typed signature and the date are on the last page of the original.
    const lastOriginal = lastPageText(file, 10);
    expect(lastOriginal).toContain("Marcus Ortega");
    expect(lastOriginal).toContain("December 2, 2026");
  });

  it("seals the official W-2, its form kept", async () => {
    const original = await readFile(w2Path);
    const pages = (await PDFDocument.load(original)).getPageCount();
    const signed = await signPdf({
      original,
      title: "Form W-2 (2026)",
      marks: [
        { kind: "signature", drawing: drawnSignaturePng(), page: 0, x: 40, y: 40, width: 150, height: 40 },
      ],
      signers: signers.slice(0, 1),
      key,
      clock,
    });
    expect(checkSeal(signed.bytes)).toMatchObject({ intact: true, coversWholeFile: true });
    expect(await opensslVerifies(signed.bytes, "w2")).toBe(true);
    // The form's own fields are still there, and the seal is one more (signature) field.
    const fieldsBefore = (await PDFDocument.load(original)).getForm().getFields().length;
    const fieldsAfter = (await PDFDocument.load(signed.bytes)).getForm().getFields();
    expect(fieldsBefore).toBeGreaterThan(0);
    expect(fieldsAfter).toHaveLength(fieldsBefore + 1);
    expect(fieldsAfter.at(-1)?.constructor.name).toBe("PDFSignature");
    const file = path.join(folder, "w2.pdf");
    await writeFile(file, signed.bytes);
    expect(lastPageText(file, pages + 1)).toContain(sha256Hex(original));
  });

  it("continues the certificate on further pages when the signers do not fit on one", async () => {
    const many = Array.from(
      { length: 10 },
      (_, index) => ({ ...signers[0], name: `Signer number ${index + 1}` }) as Signer,
    );
    const signed = await signPdf({
      original: await generatedPdf(1),
      title: "Letter",
      marks: [],
      signers: many,
      key,
      clock,
    });
    const file = path.join(folder, "many.pdf");
    await writeFile(file, signed.bytes);
    expect((await PDFDocument.load(signed.bytes)).getPageCount()).toBe(3);
    const second = lastPageText(file, 3);
    expect(second).toContain("Signature certificate (continued)");
    expect(second).toContain("Signer number 10");
    expect(checkSeal(signed.bytes)?.intact).toBe(true);
  });

  it("refuses marks off the page or a drawing that is not a PNG, and files that cannot be signed", async () => {
    const original = await generatedPdf(2);
    const sign = (marks: SignatureMark[], bytes: Uint8Array = original, maxBytes?: number) =>
      signPdf({ original: bytes, title: "Letter", marks, signers, key, clock, maxBytes });
    const base = { page: 1, x: 72, y: 72, width: 100, height: 40 };
    await expect(sign([{ ...base, kind: "date", text: "today", x: 600 }])).rejects.toThrow(
      /outside the page/,
    );
    await expect(sign([{ ...base, kind: "date", text: "today", page: 2 }])).rejects.toThrow(/has 2 pages/);
    await expect(sign([{ ...base, kind: "signature", drawing: Buffer.from("GIF89a") }])).rejects.toThrow(
      /PNG/,
    );
    await expect(sign([{ ...base, kind: "initials", typed: "  " }])).rejects.toThrow(/empty/);
    await expect(sign([], Buffer.from("hello"))).rejects.toBeInstanceOf(AppError);
    await expect(sign([], original, 100)).rejects.toThrow(/at most/);
  });
});
