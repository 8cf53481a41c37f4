import type { FastifyInstance } from "fastify";
import { engagementLetterRoutes } from "./engagement-letters.routes";
import { createEngagementLettersService } from "./engagement-letters.service";
import { signatureRequestsRoutes } from "./signature-requests.routes";
import { createSignatureRequestsService } from "./signature-requests.service";
import type { SignaturesDeps } from "./signatures.deps";

/**
 * Signed documents: the engagement letter signed when a quote is chosen, and signature requests on
 * any PDF with each signer's identity check, sealed into a tamper-evident PDF.
 */
export function createSignaturesModule(deps: SignaturesDeps) {
  const letters = createEngagementLettersService(deps);
  const signatureRequests = createSignatureRequestsService(deps);
  return {
    name: "signatures",
    signatureRequests,
    registerRoutes: async (api: FastifyInstance) => {
      await api.register(engagementLetterRoutes, { letters });
      await api.register(signatureRequestsRoutes, { signatureRequests });
    },
  };
}
