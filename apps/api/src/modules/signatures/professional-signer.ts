import type { SignatureRequest } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Executor } from "../../db/client";
import type { Principal } from "../../lib/access";
import { conflict, notFound } from "../../lib/app-error";
import type { FilesService } from "../files";
import { requestStatusOf, signatureRequestViews } from "./request-view";
import {
  type SignatureRequestRow,
  type SignatureSignerRow,
  signatureRequestsRepository,
} from "./signature-requests.repository";

/**
 * A signer of one of the caller's own requests, request and signer locked for a change; 404 in words
 * for anyone else's. The request must still wait for signatures and the signer not have signed.
 */
export async function lockOwnSigner(
  tx: Executor,
  caller: Principal,
  signerId: number,
  now: Date,
): Promise<{ request: SignatureRequestRow; signer: SignatureSignerRow }> {
  const found = await signatureRequestsRepository.findSigner(tx, signerId);
  const request = found ? await signatureRequestsRepository.lockRequest(tx, found.requestId) : null;
  const signer = request ? await signatureRequestsRepository.lockSigner(tx, signerId) : null;
  if (!request || !signer || request.expertUserId !== caller.userId || request.status === "draft") {
    throw notFound(t("signing.signerNotFound"));
  }
  if (requestStatusOf(request, now) !== "sent") throw conflict(t("signing.requestNotWaiting"));
  if (signer.signedAt) throw conflict(t("signing.signerAlreadySigned"));
  return { request, signer };
}

/** The request as the professional's job page shows it, after their change. */
export async function requestViewFor(
  executor: Executor,
  files: FilesService,
  caller: Principal,
  requestId: number,
  now: Date,
): Promise<SignatureRequest> {
  const request = await signatureRequestsRepository.findRequest(executor, requestId);
  if (!request) throw notFound(t("signing.signerNotFound"));
  const [view] = await signatureRequestViews(executor, files, [request], caller.userId, now);
  if (!view) throw notFound(t("signing.signerNotFound"));
  return view;
}
