import { RoleId } from "../codes-profile";
import {
  correctDocumentKindSchema,
  decideReadValueSchema,
  documentReadingSchema,
  documentReadingsQuerySchema,
} from "../document-readings";
import {
  downloadFilesInPdfQuerySchema,
  jobDocumentSchema,
  jobDocumentsQuerySchema,
  requestDocumentSchema,
  reviewDocumentSchema,
  uploadDocumentFieldsSchema,
  uploadRequestedDocumentFieldsSchema,
} from "../documents";
import type { EndpointGroup } from "./define";
import { documentReadingListSchema } from "./schemas-document-readings";
import { jobDocumentListSchema } from "./schemas-documents";

/** The job's documents as its professional reads, requests, reviews and downloads them. */
export const accountantDocumentsEndpoints = {
  getTaxPreparationDocuments: {
    method: "GET",
    path: "/Accountant/GetTaxPreparationDocuments",
    module: "documents",
    access: { roles: [RoleId.expert], practice: "documents" },
    summary: "The job's documents: organizer files and requested documents, with status and owner",
    query: jobDocumentsQuerySchema,
    response: jobDocumentListSchema,
  },
  requestDocument: {
    method: "POST",
    path: "/Accountant/RequestDocument",
    module: "documents",
    access: { roles: [RoleId.expert], practice: "documents" },
    summary: "Ask the taxpayer for a document (title, note, taxpayer or spouse); the taxpayer is notified",
    body: requestDocumentSchema,
    response: jobDocumentSchema,
  },
  reviewDocument: {
    method: "POST",
    path: "/Accountant/ReviewDocument",
    module: "documents",
    access: { roles: [RoleId.expert], practice: "documents" },
    summary: "Accept a provided document or ask for a replacement with a note",
    body: reviewDocumentSchema,
    response: jobDocumentSchema,
  },
  downloadFilesInPdf: {
    method: "GET",
    path: "/Accountant/DownloadFilesInPdf",
    module: "documents",
    access: { roles: [RoleId.expert], practice: "documents" },
    summary: "One PDF of the chosen documents (documentIds comma-joined; none: every provided one)",
    query: downloadFilesInPdfQuerySchema,
  },
  getDocumentReadings: {
    method: "GET",
    path: "/Accountant/GetDocumentReadings",
    module: "documents",
    access: { roles: [RoleId.expert], practice: "documents" },
    summary:
      "What reading the job's documents found: kind, status and the values read (sensitive ones masked)",
    query: documentReadingsQuerySchema,
    response: documentReadingListSchema,
  },
  correctDocumentKind: {
    method: "POST",
    path: "/Accountant/CorrectDocumentKind",
    module: "documents",
    access: { roles: [RoleId.expert], practice: "documents" },
    summary: "Say what kind of document a file of the job is; a later reading keeps it",
    body: correctDocumentKindSchema,
    response: documentReadingSchema,
  },
} as const satisfies EndpointGroup;

/** The job's documents as its taxpayer reads and provides them. */
export const taxpayerDocumentsEndpoints = {
  getTaxPreparationDocuments: {
    method: "GET",
    path: "/taxpayer/GetTaxPreparationDocuments",
    module: "documents",
    access: { roles: [RoleId.taxpayer] },
    summary: "The job's documents and what the professional still asks for",
    query: jobDocumentsQuerySchema,
    response: jobDocumentListSchema,
  },
  uploadRequestedDocument: {
    method: "POST",
    path: "/taxpayer/UploadRequestedDocument",
    module: "documents",
    access: { roles: [RoleId.taxpayer] },
    summary: "Provide a requested document (multipart: quoteId, documentId, file)",
    multipart: { fields: uploadRequestedDocumentFieldsSchema, files: ["file"] },
    response: jobDocumentSchema,
  },
  uploadDocument: {
    method: "POST",
    path: "/taxpayer/UploadDocument",
    module: "documents",
    access: { roles: [RoleId.taxpayer] },
    summary: "Give the job a document nobody asked for (multipart: quoteId, kind, forSpouse?, file)",
    multipart: { fields: uploadDocumentFieldsSchema, files: ["file"] },
    response: jobDocumentSchema,
  },
  getDocumentReadings: {
    method: "GET",
    path: "/taxpayer/GetDocumentReadings",
    module: "documents",
    access: { roles: [RoleId.taxpayer] },
    summary:
      "What reading the job's documents found: kind, status and the values read (sensitive ones masked)",
    query: documentReadingsQuerySchema,
    response: documentReadingListSchema,
  },
  correctDocumentKind: {
    method: "POST",
    path: "/taxpayer/CorrectDocumentKind",
    module: "documents",
    access: { roles: [RoleId.taxpayer] },
    summary: "Say what kind of document a file of the job is; a later reading keeps it",
    body: correctDocumentKindSchema,
    response: documentReadingSchema,
  },
  decideReadValue: {
    method: "POST",
    path: "/taxpayer/DecideReadValue",
    module: "documents",
    access: { roles: [RoleId.taxpayer] },
    summary:
      "Confirm, edit or reject a value read from a document; a confirmed or edited one becomes the organizer's answer",
    body: decideReadValueSchema,
    response: documentReadingSchema,
  },
} as const satisfies EndpointGroup;
