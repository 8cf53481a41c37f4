import type { Database, Executor } from "../../db/client";
import type { Principal } from "../../lib/access";
import type { FilesService } from "../files";
import { jobRecordsService } from "../tax-preparation";
import { type SignatureRequestRow, signatureRequestsRepository } from "./signature-requests.repository";

/** A request's sealed signed PDF. */
export const SIGNED_DOCUMENT_PURPOSE = "signature-signed";
/** A signer's hand-signed page (PDF, JPG or PNG) waiting for or accepted by the professional. */
export const SIGNATURE_PAPER_PURPOSE = "signature-paper";

/** The two people of the request's job: its professional and its taxpayer. */
export async function jobSidesOf(
  executor: Executor,
  request: SignatureRequestRow,
): Promise<{ expertUserId: number; taxpayerUserId: number | null }> {
  const parties = await jobRecordsService.parties(executor, request.quoteId);
  return { expertUserId: request.expertUserId, taxpayerUserId: parties?.taxpayerUserId ?? null };
}

/**
 * The signed file and the hand-signed pages are the job's: both its sides may download them through
 * the files calls. A spouse without an account reads the signed file through their link instead.
 */
export function registerSignatureFilePolicies(files: FilesService, db: Database): void {
  const jobSide = async (principal: Principal | null, fileId: number) => {
    if (!principal) return false;
    const request = await signatureRequestsRepository.requestOfFile(db, fileId);
    if (!request) return false;
    const sides = await jobSidesOf(db, request);
    return principal.userId === sides.expertUserId || principal.userId === sides.taxpayerUserId;
  };
  files.registerAccessPolicy(SIGNED_DOCUMENT_PURPOSE, (principal, file) => jobSide(principal, file.id));
  files.registerAccessPolicy(SIGNATURE_PAPER_PURPOSE, (principal, file) => jobSide(principal, file.id));
}
