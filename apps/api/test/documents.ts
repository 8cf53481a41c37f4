import type { JobDocument } from "@taxlane/contract";
import type { FastifyInstance } from "fastify";
import { bearer, type TestUser } from "./factories";
import { getAs } from "./marketplace";
import { multipart } from "./uploads";

export const taxpayerDocuments = (app: FastifyInstance, user: TestUser, quoteId: number | string) =>
  getAs<JobDocument[]>(app, user, `taxpayer/GetTaxPreparationDocuments?quoteId=${quoteId}`);

export const professionalDocuments = (app: FastifyInstance, user: TestUser, quoteId: number | string) =>
  getAs<JobDocument[]>(app, user, `Accountant/GetTaxPreparationDocuments?quoteId=${quoteId}`);

export function requestDocument(
  app: FastifyInstance,
  user: TestUser,
  body: { quoteId: number; title: string; note?: string; forSpouse?: boolean; kind?: string },
) {
  return app.inject({
    method: "POST",
    url: "/api/Accountant/RequestDocument",
    headers: bearer(user),
    payload: body,
  });
}

export function uploadRequested(
  app: FastifyInstance,
  user: TestUser,
  quoteId: number,
  documentId: string,
  file: [Buffer, string],
) {
  return app.inject({
    method: "POST",
    url: "/api/taxpayer/UploadRequestedDocument",
    headers: bearer(user),
    body: multipart({ quoteId: String(quoteId), documentId }, { file }),
  });
}

/** The taxpayer's upload of a document nobody asked for; `fields` holds `kind` and maybe `forSpouse`. */
export function uploadOwn(
  app: FastifyInstance,
  user: TestUser,
  quoteId: number,
  fields: Record<string, string | undefined>,
  file?: [Buffer, string],
) {
  return app.inject({
    method: "POST",
    url: "/api/taxpayer/UploadDocument",
    headers: bearer(user),
    body: multipart({ quoteId: String(quoteId), ...fields }, file ? { file } : {}),
  });
}

export function reviewDocument(
  app: FastifyInstance,
  user: TestUser,
  body: { quoteId: number; documentId: string; statusId: number; note?: string },
) {
  return app.inject({
    method: "POST",
    url: "/api/Accountant/ReviewDocument",
    headers: bearer(user),
    payload: body,
  });
}

export function downloadPdf(app: FastifyInstance, user: TestUser, query: string) {
  return app.inject({
    method: "GET",
    url: `/api/Accountant/DownloadFilesInPdf?${query}`,
    headers: bearer(user),
  });
}
