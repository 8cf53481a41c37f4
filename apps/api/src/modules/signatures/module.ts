import type { FastifyInstance } from "fastify";
import type { SignaturesDeps } from "./signatures.deps";

/**
 * Signed documents: the engagement letter signed when a quote is chosen, and signature requests on
 * any PDF with each signer's identity check, sealed into a tamper-evident PDF.
 */
export function createSignaturesModule(_deps: SignaturesDeps) {
  return {
    name: "signatures",
    registerRoutes: async (_api: FastifyInstance) => {},
  };
}
