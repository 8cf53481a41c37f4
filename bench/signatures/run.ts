// What sealing a signed document costs: a generated 10-page letter, two drawn and typed signatures and a
// date stamped on it, the certificate page added and the whole signed with Taxlane's P12 (signPdf), against
// a raw anchor that only loads the same PDF with pdf-lib and saves it again. Prints the median time of
// BENCH_ROUNDS (default 9) runs each after two warm-ups, taken in turns, and each side's output size.
// BENCH_SIGNED_OUT=<file> also keeps the last signed file, to open it in a PDF reader or render its pages.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PDFDocument } from "@cantoo/pdf-lib";
import { systemClock } from "../../apps/api/src/lib/clock";
import { checkSeal } from "../../apps/api/src/modules/signatures/seal-check";
import { signPdf } from "../../apps/api/src/modules/signatures/signed-pdf";
import { loadOrCreateSigningKey } from "../../apps/api/src/modules/signatures/signing-key";
import type { SignatureMark } from "../../apps/api/src/modules/signatures/stamp-marks";
import { drawnSignaturePng, generatedPdf } from "../../apps/api/test/signed-pdfs";

const rounds = Number(process.env.BENCH_ROUNDS ?? 9);
const dir = await mkdtemp(path.join(tmpdir(), "taxlane-bench-signatures-"));

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

try {
  const original = await generatedPdf(10);
  const keyStarted = performance.now();
  const key = await loadOrCreateSigningKey(path.join(dir, "keys"));
  const keyMs = performance.now() - keyStarted;
  const marks: SignatureMark[] = [
    { kind: "signature", drawing: drawnSignaturePng(), page: 9, x: 72, y: 90, width: 200, height: 60 },
    { kind: "signature", typed: "Marcus Ortega", page: 9, x: 330, y: 90, width: 200, height: 60 },
    { kind: "date", text: "December 2, 2026", page: 9, x: 72, y: 60, width: 140, height: 20 },
  ];
  const signers = ["Dana Whitfield", "Marcus Ortega"].map((name, index) => ({
    name,
    email: `signer${index}@example.com`,
    identity: { method: "E-mail code", result: "passed" },
    signedAt: new Date(),
    ip: `203.0.113.${index + 10}`,
  }));

  const sign = () =>
    signPdf({ original, title: "Engagement letter", marks, signers, key, clock: systemClock });
  const anchor = async () => (await PDFDocument.load(original)).save();

  const signedTimes: number[] = [];
  const anchorTimes: number[] = [];
  let signedBytes = 0;
  let lastSigned: Uint8Array | null = null;
  let anchorBytes = 0;
  for (let round = -2; round < rounds; round += 1) {
    let started = performance.now();
    const signed = await sign();
    const signedMs = performance.now() - started;
    started = performance.now();
    const saved = await anchor();
    const anchorMs = performance.now() - started;
    if (round < 0) continue;
    signedTimes.push(signedMs);
    anchorTimes.push(anchorMs);
    signedBytes = signed.bytes.byteLength;
    lastSigned = signed.bytes;
    anchorBytes = saved.byteLength;
    if (!checkSeal(signed.bytes)?.intact) throw new Error("the signed file's seal does not verify");
  }
  const keep = process.env.BENCH_SIGNED_OUT;
  if (keep && lastSigned) await writeFile(keep, lastSigned);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(`bench/signatures: 10-page PDF of ${kb(original.byteLength)}, median of ${rounds} runs`);
  console.log(`signing key made on first use: ${ms(keyMs)}`);
  console.log(`signPdf (stamp, certificate page, seal)   ${ms(median(signedTimes))}   ${kb(signedBytes)}`);
  console.log(`anchor (pdf-lib load + save)              ${ms(median(anchorTimes))}   ${kb(anchorBytes)}`);
  console.log(
    `ratio signed / anchor: time ${(median(signedTimes) / median(anchorTimes)).toFixed(2)}×, size ${(signedBytes / anchorBytes).toFixed(2)}×`,
  );
} finally {
  await rm(dir, { recursive: true, force: true });
}
