import type { FastifyInstance } from "fastify";
import { createPaperSignaturesService } from "./paper-signatures.service";
import { createRequestSealing } from "./request-sealing";
import { registerSignatureFilePolicies } from "./signature-files";
import type { SignaturesDeps } from "./signatures.deps";
import { createSignerVerificationService } from "./signer-verification.service";
import { signingRoutes } from "./signing.routes";
import { createSigningService } from "./signing.service";

/**
 * Signed documents: the engagement letter signed when a quote is chosen, and signature requests on
 * any PDF with each signer's identity check, sealed into a tamper-evident PDF.
 */
export function createSignaturesModule(deps: SignaturesDeps) {
  // The signer's side: their link, identity check, signature or paper page, and the sealing.
  registerSignatureFilePolicies(deps.files, deps.db);
  const sealing = createRequestSealing(deps);
  const signing = createSigningService(deps, sealing);
  const verification = createSignerVerificationService(deps, signing);
  const paper = createPaperSignaturesService(deps, signing, sealing);
  return {
    name: "signatures",
    sealing,
    registerRoutes: async (api: FastifyInstance) => {
      await api.register(signingRoutes, { signing, verification, paper });
    },
  };
}
