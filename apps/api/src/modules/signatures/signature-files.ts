import type { Database, Executor } from "../../db/client";
import type { Principal } from "../../lib/access";
import type { FilesService } from "../files";
import { jobRecords } from "../tax-preparation";
import {
  signatureRequestsRepository as requests,
  type SignatureRequestRow,
} from "./signature-requests.repository";
import { assertReleased } from "./signer-access";

/** The PDF a professional uploaded to be signed. */
export const SIGNATURE_ORIGINAL_PURPOSE = "signature-original";
/** A request's sealed signed PDF. */
export const SIGNATURE_SIGNED_PURPOSE = "signature-signed";
/** A signer's hand-signed page (PDF, JPG or PNG) waiting for or accepted by the professional. */
export const SIGNATURE_PAPER_PURPOSE = "signature-paper";

/** The two people of the request's job: its professional and its taxpayer. */
export async function jobSidesOf(
  executor: Executor,
  request: SignatureRequestRow,
): Promise<{ expertUserId: number; taxpayerUserId: number | null }> {
  const parties = await jobRecords.parties(executor, request.quoteId);
  return { expertUserId: request.expertUserId, taxpayerUserId: parties?.taxpayerUserId ?? null };
}

/**
 * A request's original, its signed file and the hand-signed pages are the job's: both its sides may
 * download them through the files calls, the taxpayer once the professional released the request
 * (held until paid, as the signer's link is). A spouse without an account reads the signed file
 * through their link instead.
 */
export function registerSignatureFilePolicies(files: FilesService, db: Database): void {
  const jobSide = async (principal: Principal | null, fileId: number) => {
    if (!principal) return false;
    const request = await requests.requestOfFile(db, fileId);
    if (!request) return false;
    const sides = await jobSidesOf(db, request);
    if (principal.userId === sides.expertUserId) return true;
    if (principal.userId !== sides.taxpayerUserId) return false;
    await assertReleased(db, request);
    return true;
  };
  for (const purpose of [SIGNATURE_ORIGINAL_PURPOSE, SIGNATURE_SIGNED_PURPOSE, SIGNATURE_PAPER_PURPOSE]) {
    files.registerAccessPolicy(purpose, (principal, file) => jobSide(principal, file.id));
  }
}
