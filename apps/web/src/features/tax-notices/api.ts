import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { endpointRoutes, TAX_NOTICE_FILE_FIELD, type TaxNoticeKind } from "@taxlane/contract";
import { call } from "../../lib/api-call";

/** Every letters query's key starts with this; a change refreshes them all. */
const noticesKey = ["tax-notices"] as const;

/** GET /TaxPreparation/GetTaxNotices: a job's letters, for its taxpayer or its professional. */
export function jobNoticesQuery(quoteId: number) {
  return queryOptions({
    queryKey: [...noticesKey, "job", quoteId] as const,
    queryFn: ({ signal }) =>
      call(endpointRoutes.taxPreparation.getTaxNotices, { query: { quoteId } }, { signal }),
  });
}

function useNoticesChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: noticesKey });
}

export interface UploadNoticeInput {
  quoteId: number;
  kind: TaxNoticeKind;
  /** YYYY-MM-DD */
  deadline: string;
  note: string;
  file: File;
}

/** POST /Taxpayer/UploadTaxNotice: the taxpayer gives the job's professional a letter. */
export function useUploadNotice() {
  const changed = useNoticesChanged();
  return useMutation({
    mutationFn: (input: UploadNoticeInput) => {
      const form = new FormData();
      form.append("quoteId", String(input.quoteId));
      form.append("kind", input.kind);
      form.append("deadline", input.deadline);
      if (input.note.trim() !== "") form.append("note", input.note.trim());
      form.append(TAX_NOTICE_FILE_FIELD, input.file);
      return call(endpointRoutes.taxpayer.uploadTaxNotice, { body: form });
    },
    onSuccess: changed,
  });
}

/** POST /Accountant/RespondToTaxNotice: the professional marks a letter answered. */
export function useRespondToNotice() {
  const changed = useNoticesChanged();
  return useMutation({
    mutationFn: (body: { noticeId: number; note: string }) =>
      call(endpointRoutes.accountant.respondToTaxNotice, { body }),
    onSuccess: changed,
  });
}

/** POST /Accountant/QuoteTaxNotice: the professional quotes for the work on a letter. */
export function useQuoteNotice() {
  const changed = useNoticesChanged();
  return useMutation({
    mutationFn: (body: { noticeId: number; priceCents: number; message: string }) =>
      call(endpointRoutes.accountant.quoteTaxNotice, { body }),
    onSuccess: changed,
  });
}

/** POST /Taxpayer/AnswerTaxNoticeQuote: the taxpayer accepts or declines the quote. */
export function useAnswerNoticeQuote() {
  const changed = useNoticesChanged();
  return useMutation({
    mutationFn: (body: { noticeId: number; accept: boolean }) =>
      call(endpointRoutes.taxpayer.answerTaxNoticeQuote, { body }),
    onSuccess: changed,
  });
}
