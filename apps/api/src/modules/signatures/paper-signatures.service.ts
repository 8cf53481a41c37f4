import {
  paperPageFieldsSchema,
  type rejectPaperRequestSchema,
  SIGNING_PAPER_FILE_FIELD,
  type SignatureRequest,
  type SigningView,
} from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { z } from "zod";
import type { Executor } from "../../db/client";
import type { Principal } from "../../lib/access";
import { conflict, fieldError } from "../../lib/app-error";
import { type FormData, parseFormFields, singleFile } from "../../lib/form-data";
import { plainMailTo } from "../../plugins/mail/plain-mail";
import { auditRecords } from "../audit";
import { saveFormFile } from "../files";
import type { NotificationOutbox } from "../notifications";
import { lockOwnSigner, requestViewFor } from "./professional-signer";
import type { RequestSealing } from "./request-sealing";
import { signerStateOf } from "./request-view";
import { jobSidesOf, SIGNATURE_PAPER_PURPOSE } from "./signature-files";
import {
  type SignatureRequestRow,
  type SignatureSignerRow,
  signatureRequestsRepository,
} from "./signature-requests.repository";
import type { SignaturesDeps } from "./signatures.deps";
import { linkNotFound, reachSigner } from "./signer-access";
import { newSignerLink } from "./signer-links";
import { signerRecipient } from "./signer-recipients";
import { actorOf, type SigningService } from "./signing.service";
import { assertSignerMayAct, identityTriesUsedUp, professionalNameOf } from "./signing-view";

type RejectPaperRequest = z.infer<typeof rejectPaperRequestSchema>;

/** A hand-signed page may be a PDF or a photo or scan of the page. */
const paperContentTypes: readonly string[] = ["application/pdf", "image/jpeg", "image/png"];

/**
 * The way round a failed identity check: the signer prints, signs and uploads the page; the
 * professional accepts it as their signature (which may complete and seal the request) or sends it back.
 */
export function createPaperSignaturesService(
  deps: SignaturesDeps,
  signing: SigningService,
  sealing: RequestSealing,
) {
  const { db, clock, files, notifications } = deps;

  /**
   * Tells the signer about their page: a notice to an account, or a mail with a new link to a spouse.
   * The words are composed in the signer's language (the return's taxpayer's, for a spouse).
   */
  async function tellSigner(
    tx: Executor,
    outbox: NotificationOutbox,
    request: SignatureRequestRow,
    signer: SignatureSignerRow,
    words: { title: () => string; description: () => string; mailText: (url: string) => string },
  ): Promise<void> {
    if (signer.userId !== null) {
      await outbox.add(tx, {
        userId: signer.userId,
        title: words.title,
        description: words.description,
        link: `sign/${signer.id}`,
        kind: "signatures",
      });
      return;
    }
    const key = await newSignerLink(tx, signer.id);
    const url = `${deps.publicUrl}/sign/${signer.id}#key=${key}`;
    const to = await signerRecipient(tx, signer, (await jobSidesOf(tx, request)).taxpayerUserId);
    await deps.mail.enqueue(
      tx,
      plainMailTo(to, () => [
        words.title(),
        [t("signing.mailGreeting", { name: signer.name }), words.mailText(url)],
      ]),
    );
  }

  return {
    /** The signer's hand-signed page, once both online tries did not pass; the professional is told. */
    async upload(
      principal: Principal | null,
      signerId: number,
      form: FormData,
      from: string,
    ): Promise<SigningView> {
      const fields = parseFormFields(paperPageFieldsSchema, form.fields);
      const reached = await reachSigner(db, signerId, fields.key, principal);
      const page = singleFile(form, SIGNING_PAPER_FILE_FIELD);
      if (!page) throw fieldError(SIGNING_PAPER_FILE_FIELD, t("signing.paperFileRequired"));
      const outbox = notifications.outbox();
      await files.removingOnFailure((saved) =>
        db.transaction(async (tx) => {
          const request = await signatureRequestsRepository.lockRequest(tx, reached.request.id);
          const signer = await signatureRequestsRepository.lockSigner(tx, signerId);
          if (!request || !signer) throw linkNotFound();
          const now = clock.now();
          assertSignerMayAct(request, signer, now);
          if (signerStateOf(signer) === "paper-uploaded") throw conflict(t("signing.paperWaiting"));
          if (!request.identityRequired || !identityTriesUsedUp(signer))
            throw conflict(t("signing.paperNotYet"));
          const stored = await saveFormFile(files, page, {
            purpose: SIGNATURE_PAPER_PURPOSE,
            ownerUserId: signer.userId ?? request.expertUserId,
            allow: "documents",
            executor: tx,
          });
          saved.push(stored);
          if (!paperContentTypes.includes(stored.contentType)) {
            throw fieldError(SIGNING_PAPER_FILE_FIELD, t("signing.paperFileRequired"));
          }
          await signatureRequestsRepository.updateSigner(tx, signer.id, {
            paperFileId: stored.id,
            paperUploadedAt: now,
            paperRejectedAt: null,
            paperNote: null,
            // Where the page came from stands for where it was signed, on the certificate.
            signedFrom: from,
          });
          await auditRecords.record(tx, {
            at: now,
            actor: actorOf(principal),
            action: "signatures.paper-uploaded",
            subjectUserId: signer.userId,
            subject: `signature-request:${request.id}`,
            from,
            detail: { signerId: signer.id, fileId: stored.id },
          });
          const words = { signer: signer.name, title: request.title };
          await outbox.add(tx, {
            userId: request.expertUserId,
            title: () => t("signing.paperUploadedTitle", words),
            description: () => t("signing.paperUploadedText", words),
            link: `expert/tax_preparation/${request.quoteId}?tab=signatures`,
          });
        }),
      );
      await outbox.deliver();
      return signing.viewOf(signerId);
    },

    /** The professional takes the page as the signer's signature; the last one seals the request. */
    async accept(caller: Principal, signerId: number, from: string): Promise<SignatureRequest> {
      const outbox = notifications.outbox();
      const now = clock.now();
      const requestId = await files.removingOnFailure((saved) =>
        db.transaction(async (tx) => {
          const { request, signer } = await lockOwnSigner(tx, caller, signerId, now);
          if (signerStateOf(signer) !== "paper-uploaded") throw conflict(t("signing.noPaperWaiting"));
          await signatureRequestsRepository.updateSigner(tx, signer.id, {
            signedAt: now,
            signatureKind: "paper",
            paperAcceptedAt: now,
          });
          await auditRecords.record(tx, {
            at: now,
            actor: actorOf(caller),
            action: "signatures.paper-accepted",
            subjectUserId: signer.userId,
            subject: `signature-request:${request.id}`,
            from,
            detail: { signerId: signer.id },
          });
          if (signer.userId !== null) {
            const words = { title: request.title, professional: await professionalNameOf(tx, request) };
            await outbox.add(tx, {
              userId: signer.userId,
              title: () => t("signing.paperAcceptedTitle", words),
              description: () => t("signing.paperAcceptedText", words),
              link: `sign/${signer.id}`,
            });
          }
          await sealing.sealIfComplete(tx, request.id, { saved, outbox });
          return request.id;
        }),
      );
      await outbox.deliver();
      return requestViewFor(db, files, caller, requestId, clock.now());
    },

    /** The professional sends the page back with what is wrong; the signer may upload another. */
    async reject(caller: Principal, body: RejectPaperRequest, from: string): Promise<SignatureRequest> {
      const outbox = notifications.outbox();
      const now = clock.now();
      const requestId = await db.transaction(async (tx) => {
        const { request, signer } = await lockOwnSigner(tx, caller, body.signerId, now);
        if (signerStateOf(signer) !== "paper-uploaded") throw conflict(t("signing.noPaperWaiting"));
        await signatureRequestsRepository.updateSigner(tx, signer.id, {
          paperRejectedAt: now,
          paperNote: body.note,
        });
        await auditRecords.record(tx, {
          at: now,
          actor: actorOf(caller),
          action: "signatures.paper-rejected",
          subjectUserId: signer.userId,
          subject: `signature-request:${request.id}`,
          from,
          detail: { signerId: signer.id },
        });
        const words = {
          title: request.title,
          professional: await professionalNameOf(tx, request),
          note: body.note,
        };
        await tellSigner(tx, outbox, request, signer, {
          title: () => t("signing.paperRejectedTitle", words),
          description: () => t("signing.paperRejectedText", words),
          mailText: (url) => t("signing.paperRejectedMailText", { ...words, url }),
        });
        return request.id;
      });
      await outbox.deliver();
      return requestViewFor(db, files, caller, requestId, clock.now());
    },
  };
}

export type PaperSignaturesService = ReturnType<typeof createPaperSignaturesService>;
