import {
  type SendSignatureRequest,
  SIGNATURE_DOCUMENT_FILE_FIELD,
  type SignatureRequest,
  type SignatureToSign,
  signatureRequestDraftFieldsSchema,
} from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Executor } from "../../db/client";
import type { Principal } from "../../lib/access";
import { conflict, fieldError, notFound } from "../../lib/app-error";
import { type FormData, parseFormFields, singleFile } from "../../lib/form-data";
import { hashLinkToken, newLinkToken } from "../../lib/tokens";
import { auditRecords } from "../audit";
import { saveFormFile } from "../files";
import { peopleRecords } from "../identity";
import { isJobParticipant, isJobProfessional, jobRecords } from "../tax-preparation";
import { readablePdf } from "./pdf-checks";
import { requestStatusOf, signatureRequestViews } from "./request-view";
import { checkFields, plannedSigners } from "./send-checks";
import { SIGNATURE_ORIGINAL_PURPOSE } from "./signature-files";
import { dayOf, signatureRequestMail, signingLink } from "./signature-requests.mail";
import {
  signatureRequestsRepository as requests,
  type SignatureRequestRow,
} from "./signature-requests.repository";
import type { SignaturesDeps } from "./signatures.deps";
import { sha256Hex } from "./signed-pdf";
import { signerRecipient, signerRecipients } from "./signer-recipients";

/** Documents for signing stay under this size even where other uploads may be larger. */
export const MAX_SIGNING_PDF_BYTES = 25 * 1024 * 1024;

const dayMs = 24 * 60 * 60 * 1000;
const jobNotFound = () => notFound(t("signatureRequests.jobNotFound"));
const requestNotFound = () => notFound(t("signatureRequests.requestNotFound"));
const signerNotFound = () => notFound(t("signatureRequests.signerNotFound"));
const expiredRefusal = (request: SignatureRequestRow) =>
  conflict(t("signatureRequests.expired", { date: request.expiresAt ? dayOf(request.expiresAt) : "" }));
const statusWords = {
  completed: "statusCompleted",
  withdrawn: "statusWithdrawn",
  sent: "statusSent",
} as const;

async function nameOf(executor: Executor, userId: number) {
  const person = (await peopleRecords.byIds(executor, [userId])).get(userId);
  return {
    name: person ? `${person.firstName} ${person.lastName}`.trim() : "",
    email: person?.email ?? "",
  };
}

/** Signature requests from the professional's side, and what both sides of a job read of them. */
export function createSignatureRequestsService(deps: SignaturesDeps) {
  const { db, clock, files, notifications, mail, publicUrl } = deps;
  const maxBytes = Math.min(files.maxBytes, MAX_SIGNING_PDF_BYTES);

  async function professionalsJob(executor: Executor, caller: Principal, quoteId: number) {
    const job = await jobRecords.parties(executor, quoteId);
    if (!job || !isJobProfessional(caller, job)) throw jobNotFound();
    return job;
  }

  /** The caller's request, locked for a change; anyone else's reads as not found. */
  async function ownRequest(tx: Executor, caller: Principal, requestId: number, missing = requestNotFound) {
    const request = await requests.lockRequest(tx, requestId);
    const job = request ? await jobRecords.parties(tx, request.quoteId) : null;
    if (!request || !job || !isJobProfessional(caller, job)) throw missing();
    return { request, job };
  }

  async function viewOf(executor: Executor, request: SignatureRequestRow, viewer: Principal) {
    const [view] = await signatureRequestViews(executor, files, [request], viewer.userId, clock.now());
    if (!view) throw new Error(`signature request ${request.id} has no view`);
    return view;
  }

  const audit = (
    tx: Executor,
    caller: Principal,
    action: "signatures.request-sent" | "signatures.request-withdrawn" | "signatures.signer-reminded",
    request: SignatureRequestRow,
    taxpayerUserId: number,
    from: string | null,
    detail: Record<string, string | number> = {},
  ) =>
    auditRecords.record(tx, {
      at: clock.now(),
      actor: caller,
      action,
      subjectUserId: taxpayerUserId,
      subject: `signature-request:${request.id}`,
      from,
      detail,
    });

  return {
    /** A PDF uploaded for signing on one of the professional's jobs: stored, its pages measured. */
    async createDraft(caller: Principal, form: FormData): Promise<SignatureRequest> {
      const { quoteId, title, efileAuthorization } = parseFormFields(
        signatureRequestDraftFieldsSchema,
        form.fields,
      );
      const upload = singleFile(form, SIGNATURE_DOCUMENT_FILE_FIELD);
      if (!upload) throw fieldError(SIGNATURE_DOCUMENT_FILE_FIELD, t("signatureRequests.attachDocument"));
      await professionalsJob(db, caller, quoteId);
      const bytes = await upload.bytes();
      const pdf = await readablePdf(bytes, maxBytes);
      const pageSizes = pdf.getPages().map((page) => {
        const box = page.getCropBox();
        return { width: box.width, height: box.height };
      });
      const created = await files.removingOnFailure((saved) =>
        db.transaction(async (tx) => {
          await professionalsJob(tx, caller, quoteId);
          const file = await saveFormFile(files, upload, {
            purpose: SIGNATURE_ORIGINAL_PURPOSE,
            ownerUserId: caller.userId,
            allow: "pdf",
            executor: tx,
          });
          saved.push(file);
          return requests.insertRequest(tx, {
            quoteId,
            expertUserId: caller.userId,
            title,
            efileAuthorization: efileAuthorization ?? false,
            originalFileId: file.id,
            originalSha256: sha256Hex(bytes),
            pageSizes,
            status: "draft",
            createdAt: clock.now(),
          });
        }),
      );
      return viewOf(db, created, caller);
    },

    /** Names the signers, places the fields, and mails each signer their own link. */
    async send(
      caller: Principal,
      input: SendSignatureRequest,
      from: string | null,
    ): Promise<SignatureRequest> {
      const outbox = notifications.outbox();
      const sent = await db.transaction(async (tx) => {
        const { request, job } = await ownRequest(tx, caller, input.requestId);
        const status = requestStatusOf(request, clock.now());
        if (status === "expired") throw expiredRefusal(request);
        if (status !== "draft")
          throw conflict(
            t("signatureRequests.notDraft", { status: t(`signatureRequests.${statusWords[status]}`) }),
          );
        const taxpayer = await nameOf(tx, job.taxpayerUserId);
        const planned = plannedSigners(input.signers, { userId: job.taxpayerUserId, ...taxpayer });
        checkFields(input.fields, planned, request.pageSizes);
        const now = clock.now();
        const keys = planned.map(() => newLinkToken());
        const signers = await requests.insertSigners(
          tx,
          planned.map((signer, index) => ({
            requestId: request.id,
            ...signer,
            keyHash: hashLinkToken(keys[index] ?? ""),
          })),
        );
        await requests.insertFields(
          tx,
          input.fields.map(({ signer, ...field }) => ({
            requestId: request.id,
            signerId: signers[signer]?.id ?? 0,
            ...field,
          })),
        );
        const expiresAt = new Date(now.getTime() + input.expiresInDays * dayMs);
        const change = { status: "sent", sentAt: now, expiresAt, identityRequired: input.identityRequired };
        await requests.updateRequest(tx, request.id, change);
        const professional = (await nameOf(tx, caller.userId)).name;
        const mailed = { title: request.title, professional, expiresAt };
        const recipientOf = await signerRecipients(tx, signers, job.taxpayerUserId);
        await mail.enqueue(
          tx,
          ...signers.map((signer, index) =>
            signatureRequestMail.signLink(
              { ...mailed, to: recipientOf(signer), name: signer.name },
              signingLink(publicUrl, signer.id, keys[index] ?? ""),
            ),
          ),
        );
        await outbox.add(tx, {
          userId: job.taxpayerUserId,
          title: () => t("signatureRequests.sentTitle", { title: request.title }),
          description: () =>
            t("signatureRequests.sentText", {
              professional,
              title: request.title,
              date: dayOf(expiresAt),
            }),
          link: `user/tax_preparation/${job.quoteId}`,
          kind: "signatures",
        });
        await audit(tx, caller, "signatures.request-sent", request, job.taxpayerUserId, from, {
          signers: signers.length,
        });
        return { ...request, ...change };
      });
      await outbox.deliver();
      return viewOf(db, sent, caller);
    },

    /** A job's requests for either side; its taxpayer sees no drafts. */
    async list(caller: Principal, quoteId: number): Promise<SignatureRequest[]> {
      const job = await jobRecords.parties(db, quoteId);
      if (!job || !isJobParticipant(caller, job)) throw jobNotFound();
      const rows = await requests.listForQuote(db, quoteId, isJobProfessional(caller, job));
      return signatureRequestViews(db, files, rows, caller.userId, clock.now());
    },

    /** What waits for the signed-in taxpayer's signature, soonest due first. */
    async toSign(caller: Principal): Promise<SignatureToSign[]> {
      const now = clock.now();
      const rows = await requests.waitingSigners(db, now, caller.userId);
      const people = await peopleRecords.byIds(
        db,
        rows.map((row) => row.request.expertUserId),
      );
      return rows.map(({ signer, request }) => {
        const professional = people.get(request.expertUserId);
        return {
          requestId: request.id,
          signerId: signer.id,
          quoteId: request.quoteId,
          title: request.title,
          professionalName: professional ? `${professional.firstName} ${professional.lastName}`.trim() : "",
          sentAt: (request.sentAt ?? request.createdAt).toISOString(),
          expiresAt: (request.expiresAt ?? now).toISOString(),
        };
      });
    },

    /** A draft is discarded with its file; a sent request stops waiting and its signers are told. */
    async withdraw(caller: Principal, requestId: number, from: string | null): Promise<void> {
      const outbox = notifications.outbox();
      const blobs = await db.transaction(async (tx): Promise<string[]> => {
        const { request, job } = await ownRequest(tx, caller, requestId);
        const now = clock.now();
        const status = requestStatusOf(request, now);
        if (status === "withdrawn") return [];
        if (status === "completed") throw conflict(t("signatureRequests.alreadyCompleted"));
        if (status === "draft") {
          await requests.deleteRequest(tx, request.id);
          return request.originalFileId === null ? [] : files.removeRecords([request.originalFileId], tx);
        }
        await requests.updateRequest(tx, request.id, { status: "withdrawn", withdrawnAt: now });
        const professional = (await nameOf(tx, caller.userId)).name;
        const waiting = (await requests.signersOf(tx, [request.id])).filter((signer) => !signer.signedAt);
        const recipientOf = await signerRecipients(tx, waiting, job.taxpayerUserId);
        await mail.enqueue(
          tx,
          ...waiting.map((signer) =>
            signatureRequestMail.withdrawn({
              to: recipientOf(signer),
              name: signer.name,
              title: request.title,
              professional,
            }),
          ),
        );
        await outbox.add(tx, {
          userId: job.taxpayerUserId,
          title: () => t("signatureRequests.withdrawnTitle", { title: request.title }),
          description: () => t("signatureRequests.withdrawnText", { title: request.title, professional }),
          link: `user/tax_preparation/${job.quoteId}`,
        });
        await audit(tx, caller, "signatures.request-withdrawn", request, job.taxpayerUserId, from);
        return [];
      });
      await files.removeBlobs(blobs);
      await outbox.deliver();
    },

    /** Mails a waiting signer a new link; the one before stops working. */
    async remind(caller: Principal, signerId: number, from: string | null): Promise<void> {
      await db.transaction(async (tx) => {
        const found = await requests.findSigner(tx, signerId);
        if (!found) throw signerNotFound();
        // The request first, then the signer: the order signing takes its locks in.
        const { request, job } = await ownRequest(tx, caller, found.requestId, signerNotFound);
        const signer = await requests.lockSigner(tx, signerId);
        if (!signer) throw signerNotFound();
        const now = clock.now();
        const status = requestStatusOf(request, now);
        if (status === "expired") throw expiredRefusal(request);
        if (status === "completed" || status === "withdrawn")
          throw conflict(
            t("signatureRequests.requestClosed", { status: t(`signatureRequests.${statusWords[status]}`) }),
          );
        if (status === "draft") throw signerNotFound();
        if (signer.signedAt) throw conflict(t("signatureRequests.signerSigned", { name: signer.name }));
        const key = newLinkToken();
        await requests.updateSigner(tx, signer.id, { keyHash: hashLinkToken(key), lastRemindedAt: now });
        const professional = (await nameOf(tx, caller.userId)).name;
        await mail.enqueue(
          tx,
          signatureRequestMail.reminder(
            {
              to: await signerRecipient(tx, signer, job.taxpayerUserId),
              name: signer.name,
              title: request.title,
              professional,
              expiresAt: request.expiresAt ?? now,
            },
            signingLink(publicUrl, signer.id, key),
          ),
        );
        await audit(tx, caller, "signatures.signer-reminded", request, job.taxpayerUserId, from, {
          role: signer.role,
        });
      });
    },
  };
}

export type SignatureRequestsService = ReturnType<typeof createSignatureRequestsService>;
