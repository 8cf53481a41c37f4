import type { Executor } from "../../db/client";
import { hashLinkToken, newLinkToken } from "../../lib/tokens";
import { signatureRequestsRepository } from "./signature-requests.repository";

/**
 * A new link key for a signer, mailed by the caller; the link before it stops working. Only its
 * SHA-256 is kept, so a key can be mailed only when it is made.
 */
export async function newSignerLink(executor: Executor, signerId: number): Promise<string> {
  const key = newLinkToken();
  await signatureRequestsRepository.updateSigner(executor, signerId, { keyHash: hashLinkToken(key) });
  return key;
}
