import { t } from "@taxlane/contract/i18n";
import type { Executor } from "../../db/client";
import { plainMailTo } from "../../plugins/mail/plain-mail";
import type { StoredFile } from "../files";
import type { NotificationOutbox } from "../notifications";
import type { Signer } from "./certificate-page";
import { appendPaperPages, type PaperPage } from "./paper-pages";
import { jobSidesOf, SIGNATURE_SIGNED_PURPOSE } from "./signature-files";
import { type SignatureSignerRow, signatureRequestsRepository } from "./signature-requests.repository";
import type { SignaturesDeps } from "./signatures.deps";
import { signPdf } from "./signed-pdf";
import { newSignerLink } from "./signer-links";
import { marksOf, openMark } from "./signer-marks";
import { signerRecipients } from "./signer-recipients";
import { professionalNameOf } from "./signing-view";

export interface SealingOptions {
  /** Files saved in the caller's `files.removingOnFailure`: the signed file joins them. */
  saved?: StoredFile[];
  /** The caller's outbox; the notices of completion join its transaction. */
  outbox?: NotificationOutbox;
  /**
   * The link key of the signer whose signature completed the request, when they gave it: their mail
   * carries the link they hold, instead of a new one that would stop the page they have open.
   */
  actingSignerKey?: { signerId: number; key: string };
}

export interface RequestSealing {
  /**
   * Seals the request once every signer has signed (on screen, or on paper accepted): the signed PDF
   * with every mark, the hand-signed pages and the certificate, saved as the job's file; the request
   * completed; both sides told, a spouse mailed. Answers whether it sealed. Runs in `tx`, which
   * should hold the request's lock or take it here.
   */
  sealIfComplete(tx: Executor, requestId: number, options?: SealingOptions): Promise<boolean>;
}

/** How each signer's identity was checked, as the certificate says it. */
function identityOf(
  signer: SignatureSignerRow,
  identityRequired: boolean,
  professional: string,
): Signer["identity"] {
  if (signer.signatureKind === "paper") {
    return {
      method: t("signing.certificatePaperMethod"),
      result: t("signing.certificatePaperResult", { professional }),
    };
  }
  if (signer.identityStatus === "in-person" || signer.identityStatus === "video") {
    return {
      method: t(
        signer.identityStatus === "video"
          ? "signing.certificateVideoMethod"
          : "signing.certificateInPersonMethod",
      ),
      result: t("signing.certificateVerifiedBy", { professional }),
    };
  }
  if (!identityRequired || signer.identityStatus !== "passed") {
    return { method: t("signing.certificateNoCheckMethod"), result: t("signing.certificateNoCheckResult") };
  }
  return { method: signer.identityMethod ?? "", result: t("signing.certificatePassed") };
}

export function createRequestSealing(deps: SignaturesDeps): RequestSealing {
  const { files, keyring, clock } = deps;

  async function paperPagesOf(tx: Executor, signers: readonly SignatureSignerRow[]): Promise<PaperPage[]> {
    const stored = await files.findMany(
      signers.map((signer) => signer.paperFileId),
      tx,
    );
    const pages: PaperPage[] = [];
    for (const signer of signers) {
      const file = signer.paperFileId === null ? undefined : stored.get(signer.paperFileId);
      if (!file) throw new Error(`the hand-signed page of signer ${signer.id} is missing`);
      pages.push({ bytes: await files.bytesOf(file), contentType: file.contentType });
    }
    return pages;
  }

  return {
    async sealIfComplete(tx, requestId, options = {}) {
      const request = await signatureRequestsRepository.lockRequest(tx, requestId);
      if (request?.status !== "sent") return false;
      const signers = await signatureRequestsRepository.signersOf(tx, [requestId]);
      if (signers.length === 0 || signers.some((signer) => signer.signedAt === null)) return false;
      const original = request.originalFileId === null ? null : await files.find(request.originalFileId, tx);
      if (!original) throw new Error(`the original of signature request ${requestId} is missing`);
      const fields = await signatureRequestsRepository.fieldsOf(tx, [requestId]);
      const onScreen = signers.filter((signer) => signer.signatureKind !== "paper");
      const onPaper = signers.filter((signer) => signer.signatureKind === "paper");
      const marks = onScreen.flatMap((signer) =>
        signer.markSealed && signer.signedAt
          ? marksOf(
              fields.filter((field) => field.signerId === signer.id),
              openMark(keyring, signer.markSealed),
              signer.signedAt,
            )
          : [],
      );
      const professional = await professionalNameOf(tx, request);
      const paperPages = await paperPagesOf(tx, onPaper);
      const signed = await signPdf({
        original: new Uint8Array(await files.bytesOf(original)),
        title: request.title,
        marks,
        signers: signers.map((signer) => ({
          name: signer.name,
          email: signer.email,
          identity: identityOf(signer, request.identityRequired, professional),
          signedAt: signer.signedAt ?? clock.now(),
          ip: signer.signedFrom ?? t("signing.certificateIpUnknown"),
        })),
        key: await deps.signingKey(),
        clock,
        appendPages: (doc) => appendPaperPages(doc, paperPages),
      });
      const file = await files.save(
        {
          bytes: Buffer.from(signed.bytes),
          name: `${request.title}.pdf`,
          purpose: SIGNATURE_SIGNED_PURPOSE,
          ownerUserId: request.expertUserId,
          allow: "pdf",
        },
        tx,
      );
      options.saved?.push(file);
      const now = clock.now();
      await signatureRequestsRepository.updateRequest(tx, requestId, {
        status: "completed",
        completedAt: now,
        signedFileId: file.id,
        signedSha256: signed.signedSha256,
      });

      const sides = await jobSidesOf(tx, request);
      const words = { title: request.title };
      const outbox = options.outbox ?? deps.notifications.outbox();
      const tellSides = [sides.expertUserId, sides.taxpayerUserId].flatMap((userId) =>
        userId === null
          ? []
          : [
              {
                userId,
                title: () => t("signing.completedTitle", words),
                description: () => t("signing.completedText", words),
                link: `${userId === sides.expertUserId ? "expert" : "user"}/tax_preparation/${request.quoteId}?tab=signatures`,
              },
            ],
      );
      await outbox.add(tx, ...tellSides);
      // A signer without an account (a spouse) has only their link: mail them one that opens the copy.
      const recipientOf = await signerRecipients(tx, signers, sides.taxpayerUserId);
      for (const signer of signers) {
        if (signer.userId !== null && signer.userId === sides.taxpayerUserId) continue;
        const acting = options.actingSignerKey;
        const key = acting?.signerId === signer.id ? acting.key : await newSignerLink(tx, signer.id);
        const url = `${deps.publicUrl}/sign/${signer.id}#key=${key}`;
        await deps.mail.enqueue(
          tx,
          plainMailTo(recipientOf(signer), () => [
            t("signing.signedCopyMailSubject", words),
            [
              t("signing.mailGreeting", { name: signer.name }),
              t("signing.signedCopyMailText", { ...words, url }),
            ],
          ]),
        );
      }
      if (!options.outbox) await outbox.deliver();
      return true;
    },
  };
}
