import type { SignDocumentRequest, SigningView } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Principal } from "../../lib/access";
import { conflict } from "../../lib/app-error";
import { hashLinkToken } from "../../lib/tokens";
import { auditRecords } from "../audit";
import type { StoredFile } from "../files";
import type { RequestSealing } from "./request-sealing";
import { signerStateOf } from "./request-view";
import { signatureRequestsRepository } from "./signature-requests.repository";
import type { SignaturesDeps } from "./signatures.deps";
import { linkNotFound, type ReachedSigner, reachSigner } from "./signer-access";
import { assertDrawingReadable, sealMark } from "./signer-marks";
import { assertSignerMayAct, identityConfirmed, identityTriesUsedUp, signingViewOf } from "./signing-view";

/** Who acted, as the audit log keeps it: the signed-in person, or nobody for a link without a session. */
export const actorOf = (principal: Principal | null) =>
  principal ? { userId: principal.userId, roleId: principal.roleId } : null;

/** What the signer's link opens: the view, the original, the signed copy, and signing itself. */
export function createSigningService(deps: SignaturesDeps, sealing: RequestSealing) {
  const { db, clock, files, keyring, identityCheck } = deps;
  const subjectOf = (reached: ReachedSigner) => `signature-request:${reached.request.id}`;

  async function fileBytes(fileId: number | null): Promise<{ file: StoredFile; bytes: Buffer }> {
    const file = fileId === null ? null : await files.find(fileId);
    if (!file) throw linkNotFound();
    return { file, bytes: await files.bytesOf(file) };
  }

  /** A file of the signer's request, its reading recorded in the audit log. */
  async function auditedBytes(
    reached: ReachedSigner,
    principal: Principal | null,
    from: string,
    action: "signatures.document-viewed" | "signatures.signed-downloaded",
    fileId: number | null,
  ) {
    const read = await fileBytes(fileId);
    await auditRecords.record(db, {
      at: clock.now(),
      actor: actorOf(principal),
      action,
      subjectUserId: reached.signer.userId,
      subject: subjectOf(reached),
      from,
      detail: { signerId: reached.signer.id },
    });
    return read;
  }

  async function viewOf(signerId: number): Promise<SigningView> {
    const signer = await signatureRequestsRepository.findSigner(db, signerId);
    const request = signer ? await signatureRequestsRepository.findRequest(db, signer.requestId) : null;
    if (!signer || !request) throw linkNotFound();
    return signingViewOf(db, request, signer, identityCheck, clock.now());
  }

  return {
    /** The signer's page; the first opening is kept as when they viewed it. */
    async view(principal: Principal | null, signerId: number, key: string | undefined): Promise<SigningView> {
      const { request, signer } = await reachSigner(db, signerId, key, principal);
      if (signer.viewedAt === null) {
        const viewedAt = clock.now();
        await signatureRequestsRepository.updateSigner(db, signer.id, { viewedAt });
        signer.viewedAt = viewedAt;
      }
      return signingViewOf(db, request, signer, identityCheck, clock.now());
    },

    /** The original PDF to read before signing; each reading is in the audit log. */
    async document(principal: Principal | null, signerId: number, key: string | undefined, from: string) {
      const reached = await reachSigner(db, signerId, key, principal);
      if (reached.request.status === "withdrawn") throw conflict(t("signing.requestWithdrawn"));
      return auditedBytes(
        reached,
        principal,
        from,
        "signatures.document-viewed",
        reached.request.originalFileId,
      );
    },

    /** The sealed signed PDF, once every signer is done. */
    async signedDocument(
      principal: Principal | null,
      signerId: number,
      key: string | undefined,
      from: string,
    ) {
      const reached = await reachSigner(db, signerId, key, principal);
      if (reached.request.status !== "completed" || reached.request.signedFileId === null) {
        throw conflict(t("signing.signedCopyNotReady"));
      }
      return auditedBytes(
        reached,
        principal,
        from,
        "signatures.signed-downloaded",
        reached.request.signedFileId,
      );
    },

    /**
     * Signs every field of the signer's with what they gave, sealed; tells the professional; the last
     * signature seals the file in the same transaction.
     */
    async sign(
      principal: Principal | null,
      signerId: number,
      body: SignDocumentRequest,
      from: string,
    ): Promise<SigningView> {
      const reached = await reachSigner(db, signerId, body.key, principal);
      await assertDrawingReadable(body.signature);
      const outbox = deps.notifications.outbox();
      await files.removingOnFailure((saved) =>
        db.transaction(async (tx) => {
          const request = await signatureRequestsRepository.lockRequest(tx, reached.request.id);
          const signer = await signatureRequestsRepository.lockSigner(tx, signerId);
          if (!request || !signer) throw linkNotFound();
          const now = clock.now();
          assertSignerMayAct(request, signer, now);
          if (request.identityRequired && !identityConfirmed(signer)) {
            throw conflict(
              t(identityTriesUsedUp(signer) ? "signing.identityNoTriesLeft" : "signing.identityFirst"),
            );
          }
          if (signerStateOf(signer) === "paper-uploaded") throw conflict(t("signing.paperWaiting"));
          await signatureRequestsRepository.updateSigner(tx, signer.id, {
            signedAt: now,
            signedFrom: from,
            signatureKind: body.signature.kind,
            markSealed: sealMark(keyring, { signature: body.signature, initials: body.initials }),
          });
          await auditRecords.record(tx, {
            at: now,
            actor: actorOf(principal),
            action: "signatures.signed",
            subjectUserId: signer.userId,
            subject: subjectOf(reached),
            from,
            detail: { signerId: signer.id, kind: body.signature.kind },
          });
          const words = { signer: signer.name, title: request.title };
          await outbox.add(tx, {
            userId: request.expertUserId,
            title: () => t("signing.signedTitle", words),
            description: () => t("signing.signedText", words),
            link: `expert/tax_preparation/${request.quoteId}?tab=signatures`,
          });
          const keyGiven = body.key !== undefined && hashLinkToken(body.key) === signer.keyHash;
          await sealing.sealIfComplete(tx, request.id, {
            saved,
            outbox,
            ...(keyGiven && body.key ? { actingSignerKey: { signerId: signer.id, key: body.key } } : {}),
          });
        }),
      );
      await outbox.deliver();
      return viewOf(signerId);
    },

    viewOf,
  };
}

export type SigningService = ReturnType<typeof createSigningService>;
