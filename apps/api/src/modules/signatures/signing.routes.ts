import { endpoints } from "@taxlane/contract";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint";
import { readFormData } from "../../lib/form-data";
import { contentDisposition, type StoredFile } from "../files";
import type { PaperSignaturesService } from "./paper-signatures.service";
import type { SignerVerificationService } from "./signer-verification.service";
import type { SigningService } from "./signing.service";

export interface SigningRoutesOptions {
  signing: SigningService;
  verification: SignerVerificationService;
  paper: PaperSignaturesService;
}

function sendPdf(reply: FastifyReply, { file, bytes }: { file: StoredFile; bytes: Buffer }) {
  return reply
    .header("Content-Type", file.contentType)
    .header("Content-Length", bytes.length)
    .header("Content-Disposition", contentDisposition(file.name))
    .header("Cache-Control", "private, no-store")
    .send(bytes);
}

/** The signer's own link (open by key or their own session) and the professional's checks of signers. */
export const signingRoutes: FastifyPluginAsyncZod<SigningRoutesOptions> = async (
  app,
  { signing, verification, paper },
) => {
  const tags = ["Signing"];
  route(app, endpoints.signing.getSigning, { tags }, (request) =>
    signing.view(request.principal, request.params.signerId, request.query.key),
  );
  route(app, endpoints.signing.getSigningDocument, { tags }, async (request, reply) =>
    sendPdf(
      reply,
      await signing.document(request.principal, request.params.signerId, request.query.key, request.ip),
    ),
  );
  route(app, endpoints.signing.getSignedDocument, { tags }, async (request, reply) =>
    sendPdf(
      reply,
      await signing.signedDocument(request.principal, request.params.signerId, request.query.key, request.ip),
    ),
  );
  route(app, endpoints.signing.checkIdentity, { tags }, (request) =>
    verification.checkIdentity(request.principal, request.params.signerId, request.body, request.ip),
  );
  route(app, endpoints.signing.signDocument, { tags }, (request) =>
    signing.sign(request.principal, request.params.signerId, request.body, request.ip),
  );
  route(app, endpoints.signing.uploadPaperPage, { tags }, async (request) =>
    paper.upload(request.principal, request.params.signerId, await readFormData(request), request.ip),
  );
  route(app, endpoints.accountant.verifySigner, { tags }, (request) =>
    verification.verifySigner(request.principal, request.body, request.ip),
  );
  route(app, endpoints.accountant.acceptPaperSignature, { tags }, (request) =>
    paper.accept(request.principal, request.body.signerId, request.ip),
  );
  route(app, endpoints.accountant.rejectPaperSignature, { tags }, (request) =>
    paper.reject(request.principal, request.body, request.ip),
  );
};
