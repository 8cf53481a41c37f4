import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type AccountantFeedback,
  type CancelJobRequest,
  endpointRoutes,
  type MoveJobRequest,
  type ReviewDraftRequest,
  TAX_RETURN_FILE_FIELD,
} from "@taxlane/contract";
import { marketplaceKey } from "../../entities/marketplace";
import { practiceKey } from "../../entities/practice";
import { profileQueriesKey } from "../../entities/profile";
import { jobBillingKey, taxPreparationKey } from "../../entities/tax-preparation";
import { call, callBlob } from "../../lib/api-call";
import { isApiError } from "../../lib/api-client";
import { useRealtimeRefetch } from "../../lib/realtime/use-realtime-refetch";

/** While jobs are shown, a notification from the server (a job moved on) refetches every job query. */
export function useJobsRealtimeRefetch() {
  useRealtimeRefetch("notification", taxPreparationKey);
}

export const taxPreparationKeys = {
  taxpayerJobs: [...taxPreparationKey, "taxpayer"] as const,
  expertJobs: [...taxPreparationKey, "expert"] as const,
  detail: (quoteId: number) => [...taxPreparationKey, "detail", quoteId] as const,
  hasFeedback: (accountantId: number) => [...taxPreparationKey, "has-feedback", accountantId] as const,
};

/** GET /Taxpayer/GetTaxpayerTaxPreparations: the signed-in taxpayer's jobs. */
export function taxpayerJobsQuery() {
  return queryOptions({
    queryKey: taxPreparationKeys.taxpayerJobs,
    queryFn: ({ signal }) => call(endpointRoutes.taxpayer.getTaxpayerTaxPreparations, {}, { signal }),
  });
}

/** GET /Accountant/GetAccountantTaxPreparations: the signed-in expert's jobs. */
export function expertJobsQuery() {
  return queryOptions({
    queryKey: taxPreparationKeys.expertJobs,
    queryFn: ({ signal }) => call(endpointRoutes.accountant.getAccountantTaxPreparations, {}, { signal }),
  });
}

/** GET /TaxPreparation/GetTaxPreparation: one job with the request behind it, for either participant. */
export function jobDetailQuery(quoteId: number) {
  return queryOptions({
    queryKey: taxPreparationKeys.detail(quoteId),
    queryFn: ({ signal }) =>
      call(endpointRoutes.taxPreparation.getTaxPreparation, { query: { quoteId } }, { signal }),
  });
}

/** A job that is not there, or not this person's: either way, there is no such job to show them. */
export function isMissingJob(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 403);
}

/** GET /Taxpayer/HasTheAccountantFeedback: whether the taxpayer has already reviewed this professional. */
export function hasFeedbackQuery(accountantId: number) {
  return queryOptions({
    queryKey: taxPreparationKeys.hasFeedback(accountantId),
    queryFn: ({ signal }) =>
      call(endpointRoutes.taxpayer.hasTheAccountantFeedback, { query: { accountantId } }, { signal }),
  });
}

/** After a job changes, every list and page that shows it. */
function useJobChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: taxPreparationKey }),
      queryClient.invalidateQueries({ queryKey: marketplaceKey }),
    ]);
}

/** POST /Accountant/MoveTaxPreparationJob: the professional moves the job to another stage. */
export function useMoveJob() {
  const changed = useJobChanged();
  return useMutation({
    mutationFn: (request: MoveJobRequest) =>
      call(endpointRoutes.accountant.moveTaxPreparationJob, { body: request }),
    onSuccess: changed,
  });
}

/** POST /Practice/AssignJobs: an owner gives jobs of the practice to a member (the members' counts change too). */
export function useAssignJobs(quoteIds: readonly number[]) {
  const changed = useJobChanged();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) =>
      call(endpointRoutes.practice.assignJobs, { body: { quoteIds: [...quoteIds], userId } }),
    onSuccess: () => Promise.all([changed(), queryClient.invalidateQueries({ queryKey: practiceKey })]),
  });
}

/** POST /Taxpayer/ReviewDraftReturn: the taxpayer approves the draft return or asks for changes. */
export function useReviewDraft() {
  const changed = useJobChanged();
  return useMutation({
    mutationFn: (request: ReviewDraftRequest) =>
      call(endpointRoutes.taxpayer.reviewDraftReturn, { body: request }),
    onSuccess: changed,
  });
}

/** POST /Taxpayer/CancelJob: the taxpayer cancels a job before work starts; its billing changes with it. */
export function useCancelJob() {
  const changed = useJobChanged();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CancelJobRequest) => call(endpointRoutes.taxpayer.cancelJob, { body: request }),
    onSuccess: (_answer, request) =>
      Promise.all([
        changed(),
        queryClient.invalidateQueries({ queryKey: [...jobBillingKey, request.quoteId] }),
      ]),
  });
}

/** POST /Accountant/UploadTaxReturnFile: the expert shares the return as the job's draft for review. */
export function useUploadTaxReturn() {
  const changed = useJobChanged();
  return useMutation({
    mutationFn: ({ quoteId, file }: { quoteId: number; file: File }) => {
      const form = new FormData();
      form.append("quoteId", String(quoteId));
      form.append(TAX_RETURN_FILE_FIELD, file);
      return call(endpointRoutes.accountant.uploadTaxReturnFile, { body: form });
    },
    onSuccess: changed,
  });
}

/** POST /Taxpayer/SendAccountantFeedback; the professional's profile shows the review, so it refreshes too. */
export function useSendFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (feedback: AccountantFeedback) =>
      call(endpointRoutes.taxpayer.sendAccountantFeedback, { body: feedback }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: taxPreparationKey }),
        queryClient.invalidateQueries({ queryKey: profileQueriesKey }),
      ]),
  });
}

/** GET /User/DownloadReturnPack: a filed job's return, signed documents, filings and receipts as one PDF. */
export function fetchReturnPack(quoteId: number): Promise<Blob> {
  return callBlob(endpointRoutes.user.downloadReturnPack, { query: { quoteId } });
}
