import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type DocumentStatusId,
  endpointRoutes,
  REQUESTED_DOCUMENT_FILE_FIELD,
  type UploadDocumentKind,
} from "@taxlane/contract";
import { call, callBlob } from "../../lib/api-call";
import { bundleDocumentIds } from "./document-model";

/** Every documents query's key starts with this; both sides' lists of a job sit under it. */
const documentsKey = ["documents"] as const;

export const documentsKeys = {
  taxpayer: (quoteId: number) => [...documentsKey, "taxpayer", quoteId] as const,
  expert: (quoteId: number) => [...documentsKey, "expert", quoteId] as const,
};

/** GET /taxpayer/GetTaxPreparationDocuments: the job's documents as its taxpayer sees them. */
export function taxpayerDocumentsQuery(quoteId: number) {
  return queryOptions({
    queryKey: documentsKeys.taxpayer(quoteId),
    queryFn: ({ signal }) =>
      call(endpointRoutes.taxpayer.getTaxPreparationDocuments, { query: { quoteId } }, { signal }),
  });
}

/** GET /Accountant/GetTaxPreparationDocuments: the job's documents as its professional sees them. */
export function expertDocumentsQuery(quoteId: number) {
  return queryOptions({
    queryKey: documentsKeys.expert(quoteId),
    queryFn: ({ signal }) =>
      call(endpointRoutes.accountant.getTaxPreparationDocuments, { query: { quoteId } }, { signal }),
  });
}

function useDocumentsChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: documentsKey });
}

export interface DocumentRequestInput {
  quoteId: number;
  title: string;
  note?: string;
  forSpouse: boolean;
  kind?: UploadDocumentKind;
}

/** POST /Accountant/RequestDocument: the professional asks for a document. */
export function useRequestDocument() {
  const changed = useDocumentsChanged();
  return useMutation({
    mutationFn: (input: DocumentRequestInput) =>
      call(endpointRoutes.accountant.requestDocument, { body: input }),
    onSuccess: changed,
  });
}

/** POST /taxpayer/UploadRequestedDocument: the taxpayer gives the file asked for. */
export function useUploadRequestedDocument() {
  const changed = useDocumentsChanged();
  return useMutation({
    mutationFn: ({ quoteId, documentId, file }: { quoteId: number; documentId: string; file: File }) => {
      const form = new FormData();
      form.append("quoteId", String(quoteId));
      form.append("documentId", documentId);
      form.append(REQUESTED_DOCUMENT_FILE_FIELD, file);
      return call(endpointRoutes.taxpayer.uploadRequestedDocument, { body: form });
    },
    onSuccess: changed,
  });
}

/** POST /taxpayer/UploadDocument: the taxpayer gives the job a document nobody asked for, of a kind they pick. */
export function useUploadOwnDocument() {
  const changed = useDocumentsChanged();
  return useMutation({
    mutationFn: (input: { quoteId: number; kind: UploadDocumentKind; forSpouse: boolean; file: File }) => {
      const form = new FormData();
      form.append("quoteId", String(input.quoteId));
      form.append("kind", input.kind);
      form.append("forSpouse", String(input.forSpouse));
      form.append(REQUESTED_DOCUMENT_FILE_FIELD, input.file);
      return call(endpointRoutes.taxpayer.uploadDocument, { body: form });
    },
    onSuccess: changed,
  });
}

export type ReviewStatusId = typeof DocumentStatusId.accepted | typeof DocumentStatusId.needsReplacement;

/** POST /Accountant/ReviewDocument: accept a provided document or send it back with a note. */
export function useReviewDocument() {
  const changed = useDocumentsChanged();
  return useMutation({
    mutationFn: (input: { quoteId: number; documentId: string; statusId: ReviewStatusId; note?: string }) =>
      call(endpointRoutes.accountant.reviewDocument, { body: input }),
    onSuccess: changed,
  });
}

/** GET /Accountant/DownloadFilesInPdf: the chosen documents (every provided one when none) as one PDF. */
export function fetchDocumentsPdf(quoteId: number, selected: readonly string[]): Promise<Blob> {
  return callBlob(endpointRoutes.accountant.downloadFilesInPdf, {
    query: { quoteId, documentIds: bundleDocumentIds(selected) },
  });
}
