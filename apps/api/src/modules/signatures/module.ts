import type { FastifyInstance } from "fastify";
import { engagementLetterRoutes } from "./engagement-letters.routes";
import { createEngagementLettersService } from "./engagement-letters.service";
import { createPaperSignaturesService } from "./paper-signatures.service";
import { createRequestSealing } from "./request-sealing";
import { registerSignatureFilePolicies } from "./signature-files";
import { signatureRequestsRoutes } from "./signature-requests.routes";
import { createSignatureRequestsService } from "./signature-requests.service";
import type { SignaturesDeps } from "./signatures.deps";
import { createSignerVerificationService } from "./signer-verification.service";
import { signingRoutes } from "./signing.routes";
import { createSigningService } from "./signing.service";

/**
 * Signed documents: the engagement letter signed when a quote is chosen, and signature requests on
 * any PDF with each signer's identity check, sealed into a tamper-evident PDF.
 */
export function createSignaturesModule(deps: SignaturesDeps) {
  const letters = createEngagementLettersService(deps);
  registerSignatureFilePolicies(deps.files, deps.db);
  const signatureRequests = createSignatureRequestsService(deps);
  // The signer's side: their link, identity check, signature or paper page, and the sealing.
  const sealing = createRequestSealing(deps);
  const signing = createSigningService(deps, sealing);
  const verification = createSignerVerificationService(deps, signing);
  const paper = createPaperSignaturesService(deps, signing, sealing);
  return {
    name: "signatures",
    signatureRequests,
    sealing,
    registerRoutes: async (api: FastifyInstance) => {
      await api.register(engagementLetterRoutes, { letters });
      await api.register(signatureRequestsRoutes, { signatureRequests });
      await api.register(signingRoutes, { signing, verification, paper });
    },
  };
}
