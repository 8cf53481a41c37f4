import { endpoints } from "@taxlane/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint";
import { readFormData } from "../../lib/form-data";
import { sendMadePdf } from "../files";
import type { DocumentReadingsService } from "./document-readings.service";
import type { DocumentsService } from "./documents.service";
import type { createDocumentsBundle } from "./documents-bundle";

/** The job's documents: both sides' lists, the professional's requests and reviews, the PDF bundle. */
export const documentsRoutes: FastifyPluginAsyncZod<{
  documents: DocumentsService;
  bundle: ReturnType<typeof createDocumentsBundle>;
  readings: DocumentReadingsService;
}> = async (app, { documents, bundle, readings }) => {
  const tags = ["Documents"];
  route(app, endpoints.taxpayer.getTaxPreparationDocuments, { tags }, (request) =>
    documents.list(request.principal, request.query.quoteId, "taxpayer"),
  );
  route(app, endpoints.accountant.getTaxPreparationDocuments, { tags }, (request) =>
    documents.list(request.principal, request.query.quoteId, "expert", request.ip),
  );
  route(app, endpoints.accountant.requestDocument, { tags }, (request) =>
    documents.request(request.principal, request.body),
  );
  route(app, endpoints.taxpayer.uploadRequestedDocument, { tags }, async (request) =>
    documents.upload(request.principal, await readFormData(request), request.ip),
  );
  route(app, endpoints.taxpayer.uploadDocument, { tags }, async (request) =>
    documents.uploadOwn(request.principal, await readFormData(request)),
  );
  route(app, endpoints.accountant.reviewDocument, { tags }, (request) =>
    documents.review(request.principal, request.body),
  );
  route(app, endpoints.taxpayer.getDocumentReadings, { tags }, (request) =>
    readings.list(request.principal, request.query.quoteId, "taxpayer"),
  );
  route(app, endpoints.accountant.getDocumentReadings, { tags }, (request) =>
    readings.list(request.principal, request.query.quoteId, "expert", request.ip),
  );
  route(app, endpoints.taxpayer.correctDocumentKind, { tags }, (request) =>
    readings.correctKind(request.principal, request.body, "taxpayer"),
  );
  route(app, endpoints.accountant.correctDocumentKind, { tags }, (request) =>
    readings.correctKind(request.principal, request.body, "expert"),
  );
  route(app, endpoints.taxpayer.decideReadValue, { tags }, (request) =>
    readings.decide(request.principal, request.body),
  );
  route(app, endpoints.accountant.downloadFilesInPdf, { tags }, async (request, reply) =>
    sendMadePdf(reply, await bundle(request.principal, request.query, request.ip)),
  );
};
