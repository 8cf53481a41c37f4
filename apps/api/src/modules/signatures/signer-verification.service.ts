import type {
  IdentityCheckRequest,
  SignatureRequest,
  SigningView,
  verifySignerRequestSchema,
} from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { z } from "zod";
import type { Principal } from "../../lib/access";
import { conflict } from "../../lib/app-error";
import { auditRecords } from "../audit";
import { lockOwnSigner, requestViewFor } from "./professional-signer";
import { signerStateOf } from "./request-view";
import {
  type SignatureRequestRow,
  type SignatureSignerRow,
  signatureRequestsRepository,
} from "./signature-requests.repository";
import type { SignaturesDeps } from "./signatures.deps";
import { linkNotFound, reachSigner } from "./signer-access";
import { actorOf, type SigningService } from "./signing.service";
import { assertSignerMayAct, identityConfirmed, identityTriesUsedUp } from "./signing-view";

type VerifySignerRequest = z.infer<typeof verifySignerRequestSchema>;

/** Refuses an identity try that cannot be taken, each in words saying what to do instead (409s). */
function assertTryOpen(request: SignatureRequestRow, signer: SignatureSignerRow, now: Date): void {
  assertSignerMayAct(request, signer, now);
  if (!request.identityRequired) throw conflict(t("signing.identityNotAsked"));
  // A second check of a confirmed signer is refused rather than ignored: it would use a try for nothing.
  if (identityConfirmed(signer)) throw conflict(t("signing.identityAlreadyConfirmed"));
  if (identityTriesUsedUp(signer)) throw conflict(t("signing.identityNoTriesLeft"));
  if (signerStateOf(signer) === "paper-uploaded") throw conflict(t("signing.paperWaiting"));
}

/** The signer's identity check (two tries) and the professional's check in person or by video. */
export function createSignerVerificationService(deps: SignaturesDeps, signing: SigningService) {
  const { db, clock, identityCheck, files } = deps;

  return {
    /**
     * One try: the provider decides; only the outcome, its name and reference are kept (never what
     * was typed). A provider that does not answer refuses before a try is counted.
     */
    async checkIdentity(
      principal: Principal | null,
      signerId: number,
      body: IdentityCheckRequest,
      from: string,
    ): Promise<SigningView> {
      const reached = await reachSigner(db, signerId, body.key, principal);
      assertTryOpen(reached.request, reached.signer, clock.now());
      const outcome = await identityCheck.check(
        { name: reached.signer.name, email: reached.signer.email },
        { fullName: body.fullName, dateOfBirth: body.dateOfBirth, idNumberLast4: body.idNumberLast4 },
      );
      await db.transaction(async (tx) => {
        const request = await signatureRequestsRepository.lockRequest(tx, reached.request.id);
        const signer = await signatureRequestsRepository.lockSigner(tx, signerId);
        if (!request || !signer) throw linkNotFound();
        const now = clock.now();
        // Another try may have finished while the provider answered this one.
        assertTryOpen(request, signer, now);
        await signatureRequestsRepository.updateSigner(tx, signer.id, {
          identityTries: signer.identityTries + 1,
          identityStatus: outcome.passed ? "passed" : "failed",
          identityMethod: identityCheck.name,
          identityReference: outcome.reference,
          identityCheckedAt: now,
        });
        await auditRecords.record(tx, {
          at: now,
          actor: actorOf(principal),
          action: "signatures.identity-checked",
          subjectUserId: signer.userId,
          subject: `signature-request:${request.id}`,
          from,
          detail: { signerId: signer.id, passed: outcome.passed, provider: identityCheck.name },
        });
      });
      return signing.viewOf(signerId);
    },

    /**
     * The professional saw the signer's photo ID in person or on a video call: the signer may sign
     * without (more) online tries. Only for a request that asks for identity, before it is confirmed.
     */
    async verifySigner(
      caller: Principal,
      body: VerifySignerRequest,
      from: string,
    ): Promise<SignatureRequest> {
      const now = clock.now();
      const requestId = await db.transaction(async (tx) => {
        const { request, signer } = await lockOwnSigner(tx, caller, body.signerId, now);
        if (!request.identityRequired) throw conflict(t("signing.verifyNotAsked"));
        if (identityConfirmed(signer)) throw conflict(t("signing.verifyNotNeeded"));
        await signatureRequestsRepository.updateSigner(tx, signer.id, {
          identityStatus: body.method,
          identityMethod: t(
            body.method === "video" ? "signing.certificateVideoMethod" : "signing.certificateInPersonMethod",
          ),
          identityReference: null,
          identityCheckedAt: now,
          verifiedByUserId: caller.userId,
          verifiedNote: body.note,
        });
        await auditRecords.record(tx, {
          at: now,
          actor: actorOf(caller),
          action: "signatures.signer-verified",
          subjectUserId: signer.userId,
          subject: `signature-request:${request.id}`,
          from,
          detail: { signerId: signer.id, method: body.method },
        });
        return request.id;
      });
      return requestViewFor(db, files, caller, requestId, now);
    },
  };
}

export type SignerVerificationService = ReturnType<typeof createSignerVerificationService>;
