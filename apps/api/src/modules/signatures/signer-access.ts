import { timingSafeEqual } from "node:crypto";
import { t } from "@taxlane/contract/i18n";
import type { Executor } from "../../db/client";
import type { Principal } from "../../lib/access";
import { AppError, conflict, notFound } from "../../lib/app-error";
import { hashLinkToken } from "../../lib/tokens";
import { peopleRecords } from "../identity";
import { releaseHoldOf } from "../payments";
import {
  type SignatureRequestRow,
  type SignatureSignerRow,
  signatureRequestsRepository,
} from "./signature-requests.repository";

export interface ReachedSigner {
  signer: SignatureSignerRow;
  request: SignatureRequestRow;
}

/** Same answer for a signer that does not exist and a wrong key: the link's owner stays unknown. */
export const linkNotFound = () => notFound(t("signing.linkNotFound"));

function keyMatches(key: string | undefined, keyHash: string): boolean {
  if (!key) return false;
  const given = Buffer.from(hashLinkToken(key), "utf8");
  const stored = Buffer.from(keyHash, "utf8");
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/**
 * Whether the signed-in person is someone other than the signer: another account than the signer's,
 * or, for a signer without an account (a spouse), an account under another e-mail address.
 */
async function isSomeoneElse(
  executor: Executor,
  principal: Principal,
  signer: SignatureSignerRow,
): Promise<boolean> {
  if (signer.userId !== null) return signer.userId !== principal.userId;
  const person = (await peopleRecords.byIds(executor, [principal.userId])).get(principal.userId);
  return person?.email.toLowerCase() !== signer.email.toLowerCase();
}

/**
 * The signer a link reaches: by its key, or by the session of the taxpayer who is the signer. A
 * session of someone else is refused even with the right key (the shared-computer case: one spouse
 * must not sign in the other's name). A wrong or missing key without the signer's own session is the
 * same 404 as a signer that does not exist; so is a draft's signer, which has no link yet.
 */
export async function reachSigner(
  executor: Executor,
  signerId: number,
  key: string | undefined,
  principal: Principal | null,
): Promise<ReachedSigner> {
  const signer = await signatureRequestsRepository.findSigner(executor, signerId);
  if (!signer) throw linkNotFound();
  const ownSession = principal !== null && signer.userId !== null && signer.userId === principal.userId;
  if (!ownSession && !keyMatches(key, signer.keyHash)) throw linkNotFound();
  if (principal && !ownSession && (await isSomeoneElse(executor, principal, signer))) {
    throw new AppError("FORBIDDEN", t("signing.otherSession", { name: signer.name }));
  }
  const request = await signatureRequestsRepository.findRequest(executor, signer.requestId);
  if (!request || request.status === "draft") throw linkNotFound();
  await assertReleased(executor, request);
  return { signer, request };
}

/**
 * Refuses, in words, a request the professional holds until paid. Nothing marks a request as Form
 * 8879 itself; the identity check it requires does (the 8879 is what needs one), so every request of
 * the job that requires an identity check waits while the job's invoice is due and the professional
 * releases on payment. Signers are the taxpayer's side only: the professional is never held. A 409
 * (the job's state), not the 403 the signing page reads as someone else's session.
 */
export async function assertReleased(
  executor: Executor,
  request: Pick<SignatureRequestRow, "quoteId" | "identityRequired">,
): Promise<void> {
  if (!request.identityRequired) return;
  const hold = await releaseHoldOf(executor, request.quoteId);
  if (hold) throw conflict(hold.signatureHeld);
}
