import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { hashLinkToken, newLinkToken } from "../src/lib/tokens";
import { sha256Hex } from "../src/modules/signatures";
import { signatureRequestsRepository } from "../src/modules/signatures/signature-requests.repository";
import { bearer, type TestUser } from "./factories";
import { startedJob } from "./marketplace";
import { generatedPdf } from "./signed-pdfs";

export interface TestSigner {
  id: number;
  key: string;
  name: string;
  email: string;
}

const day = 24 * 60 * 60 * 1000;

/**
 * A sent signature request on a started job, made straight in the tables as sending would leave it:
 * a 2-page original saved through files, the taxpayer (and, with `spouse`, a spouse without an
 * account) each with their own link key, and each with a signature, initials and date field.
 */
export async function sentSignatureRequest(
  app: FastifyInstance,
  options: { identityRequired?: boolean; spouse?: boolean; expiresInDays?: number } = {},
) {
  const job = await startedJob(app);
  const { db, files, clock } = app.services;
  const original = await generatedPdf(2);
  const file = await files.save({
    bytes: Buffer.from(original),
    name: "form-8879.pdf",
    purpose: "signature-original-test",
    ownerUserId: job.expert.id,
    allow: "pdf",
  });
  const now = clock.now();
  const request = await signatureRequestsRepository.insertRequest(db, {
    quoteId: job.quoteId,
    expertUserId: job.expert.id,
    title: "Form 8879 for 2025",
    originalFileId: file.id,
    originalSha256: sha256Hex(original),
    pageSizes: [
      { width: 612, height: 792 },
      { width: 612, height: 792 },
    ],
    identityRequired: options.identityRequired ?? false,
    status: "sent",
    createdAt: now,
    sentAt: now,
    expiresAt: new Date(now.getTime() + (options.expiresInDays ?? 14) * day),
  });
  const people = [
    { role: "taxpayer", userId: job.taxpayer.id, name: "Dana Whitfield", email: job.taxpayer.email },
    ...(options.spouse
      ? [
          {
            role: "spouse",
            userId: null,
            name: "Marcus Ortega",
            email: `spouse-${randomUUID()}@example.test`,
          },
        ]
      : []),
  ];
  const keys = people.map(() => newLinkToken());
  const rows = await signatureRequestsRepository.insertSigners(
    db,
    people.map((person, index) => ({
      ...person,
      requestId: request.id,
      keyHash: hashLinkToken(keys[index] ?? ""),
    })),
  );
  await signatureRequestsRepository.insertFields(
    db,
    rows.flatMap((signer, index) => [
      {
        requestId: request.id,
        signerId: signer.id,
        kind: "signature",
        page: 2,
        x: 72 + index * 260,
        y: 120,
        width: 200,
        height: 50,
      },
      {
        requestId: request.id,
        signerId: signer.id,
        kind: "initials",
        page: 1,
        x: 72 + index * 260,
        y: 60,
        width: 60,
        height: 30,
      },
      {
        requestId: request.id,
        signerId: signer.id,
        kind: "date",
        page: 2,
        x: 72 + index * 260,
        y: 80,
        width: 120,
        height: 20,
      },
    ]),
  );
  const signers: TestSigner[] = rows.map((row, index) => ({
    id: row.id,
    key: keys[index] ?? "",
    name: row.name,
    email: row.email,
  }));
  const [taxpayerSigner, spouseSigner] = signers;
  if (!taxpayerSigner) throw new Error("no signer inserted");
  return { ...job, request, original, taxpayerSigner, spouseSigner, signers };
}

/** The signer's calls, by link key (or as a signed-in person with `as`, with or without the key). */
export function signingCalls(app: FastifyInstance) {
  const headers = (as?: TestUser | null) => (as ? bearer(as) : {});
  const keyQuery = (key?: string) => (key === undefined ? "" : `?key=${encodeURIComponent(key)}`);
  return {
    view: (signerId: number, key?: string, as?: TestUser | null) =>
      app.inject({ method: "GET", url: `/api/Signing/${signerId}${keyQuery(key)}`, headers: headers(as) }),
    document: (signerId: number, key?: string, as?: TestUser | null) =>
      app.inject({
        method: "GET",
        url: `/api/Signing/${signerId}/Document${keyQuery(key)}`,
        headers: headers(as),
      }),
    signedDocument: (signerId: number, key?: string, as?: TestUser | null) =>
      app.inject({
        method: "GET",
        url: `/api/Signing/${signerId}/SignedDocument${keyQuery(key)}`,
        headers: headers(as),
      }),
    checkIdentity: (signerId: number, key: string | undefined, idNumberLast4: string, as?: TestUser | null) =>
      app.inject({
        method: "POST",
        url: `/api/Signing/${signerId}/IdentityCheck`,
        headers: headers(as),
        payload: { key, fullName: "Dana Whitfield", dateOfBirth: "1984-03-17", idNumberLast4 },
      }),
    sign: (
      signerId: number,
      key: string | undefined,
      payload: Record<string, unknown> = {},
      as?: TestUser | null,
    ) =>
      app.inject({
        method: "POST",
        url: `/api/Signing/${signerId}/Sign`,
        headers: headers(as),
        payload: { key, signature: { kind: "typed", text: "Dana Whitfield" }, initials: "DW", ...payload },
      }),
  };
}
