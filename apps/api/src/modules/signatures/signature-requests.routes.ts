import { endpoints } from "@taxlane/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint";
import { readFormData } from "../../lib/form-data";
import { completed } from "../../lib/route-replies";
import type { SignatureRequestsService } from "./signature-requests.service";

/** Signature requests: the professional's draft, send, withdraw and remind; both sides' lists. */
export const signatureRequestsRoutes: FastifyPluginAsyncZod<{
  signatureRequests: SignatureRequestsService;
}> = async (app, { signatureRequests }) => {
  const tags = ["Signatures"];
  route(app, endpoints.taxPreparation.getSignatureRequests, { tags }, (request) =>
    signatureRequests.list(request.principal, request.query.quoteId),
  );
  route(app, endpoints.taxpayer.getSignaturesToSign, { tags }, (request) =>
    signatureRequests.toSign(request.principal),
  );
  route(app, endpoints.accountant.createSignatureRequestDraft, { tags }, async (request) =>
    signatureRequests.createDraft(request.principal, await readFormData(request)),
  );
  route(app, endpoints.accountant.sendSignatureRequest, { tags }, (request) =>
    signatureRequests.send(request.principal, request.body, request.ip),
  );
  route(app, endpoints.accountant.withdrawSignatureRequest, { tags }, (request) =>
    completed(signatureRequests.withdraw(request.principal, request.body.requestId, request.ip)),
  );
  route(app, endpoints.accountant.remindSigner, { tags }, (request) =>
    completed(signatureRequests.remind(request.principal, request.body.signerId, request.ip)),
  );
};
