import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { type AnswerFilterMode, endpointRoutes } from "@taxlane/contract";
import { taxPreparationKey } from "../../entities/tax-preparation";
import { call, callBlob } from "../../lib/api-call";
import { isApiError } from "../../lib/api-client";

/** Every organizer query's key starts with this (answers on both sides, reveals, the job's facts). */
const organizerKey = ["organizer"] as const;

export const organizerKeys = {
  answers: (quoteId: number) => [...organizerKey, "answers", quoteId] as const,
  review: (quoteId: number, forSpouse: boolean, filter: AnswerFilterMode) =>
    [...organizerKey, "review", quoteId, forSpouse, filter] as const,
  reveals: (quoteId: number) => [...organizerKey, "reveals", quoteId] as const,
  allForProfessional: (quoteId: number) => [...organizerKey, "review", quoteId, "all"] as const,
  opened: (quoteId: number) => [...organizerKey, "opened", quoteId] as const,
  prefill: (quoteId: number) => [...organizerKey, "prefill", quoteId] as const,
  job: (quoteId: number) => [...taxPreparationKey, "organizer-job", quoteId] as const,
};

/** GET /taxPayer/GetOrganizerQuestionAnswers: the taxpayer's own answers, in full. */
export function taxpayerAnswersQuery(quoteId: number) {
  return queryOptions({
    queryKey: organizerKeys.answers(quoteId),
    queryFn: ({ signal }) =>
      call(endpointRoutes.taxpayer.getOrganizerQuestionAnswers, { query: { quoteId } }, { signal }),
  });
}

/** GET /Accountant/GetOrganizerQuestionAnswers: the professional's read, sensitive answers masked. */
export function reviewAnswersQuery(quoteId: number, forSpouse: boolean, filter: AnswerFilterMode) {
  return queryOptions({
    queryKey: organizerKeys.review(quoteId, forSpouse, filter),
    queryFn: ({ signal }) =>
      call(
        endpointRoutes.accountant.getOrganizerQuestionAnswers,
        { query: { quoteId, forSpouse, filter } },
        { signal },
      ),
  });
}

/** GET /Accountant/GetOrganizerQuestionAnswers with no filter: every answer, for the organizer's progress. */
export function professionalAllAnswersQuery(quoteId: number) {
  return queryOptions({
    queryKey: organizerKeys.allForProfessional(quoteId),
    queryFn: ({ signal }) =>
      call(endpointRoutes.accountant.getOrganizerQuestionAnswers, { query: { quoteId } }, { signal }),
  });
}

/**
 * POST /Accountant/OpenOrganizerReview, once per visit of the job's page: records this opening and
 * answers the one before it. Kept for the visit (never refetched), so switching tabs or filters
 * keeps the marks of what changed since the professional last looked.
 */
export function reviewOpenedQuery(quoteId: number) {
  return queryOptions({
    queryKey: organizerKeys.opened(quoteId),
    queryFn: ({ signal }) =>
      call(endpointRoutes.accountant.openOrganizerReview, { body: { quoteId } }, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 10 * 60_000,
    retry: false,
  });
}

/** GET /Accountant/DownloadOrganizerAnswersPdf: the answers shown (person and filter) as a PDF. */
export function fetchAnswersPdf(
  quoteId: number,
  forSpouse: boolean,
  filter: AnswerFilterMode,
): Promise<Blob> {
  return callBlob(endpointRoutes.accountant.downloadOrganizerAnswersPdf, {
    query: { quoteId, forSpouse, filter },
  });
}

/** GET /taxPayer/GetOrganizerPrefill: answers about the person from their latest other organizer, and the profile. */
export function prefillQuery(quoteId: number) {
  return queryOptions({
    queryKey: organizerKeys.prefill(quoteId),
    queryFn: ({ signal }) =>
      call(endpointRoutes.taxpayer.getOrganizerPrefill, { query: { quoteId } }, { signal }),
    // Read once when the organizer opens: it only fills questions not answered yet.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** GET /taxPayer/GetOrganizerReveals: who read which sensitive answer in full. */
export function revealsQuery(quoteId: number) {
  return queryOptions({
    queryKey: organizerKeys.reveals(quoteId),
    queryFn: ({ signal }) =>
      call(endpointRoutes.taxpayer.getOrganizerReveals, { query: { quoteId } }, { signal }),
  });
}

/** GET /TaxPreparation/GetTaxPreparation: the job the organizer belongs to (its year, its request). */
export function organizerJobQuery(quoteId: number) {
  return queryOptions({
    queryKey: organizerKeys.job(quoteId),
    queryFn: ({ signal }) =>
      call(endpointRoutes.taxPreparation.getTaxPreparation, { query: { quoteId } }, { signal }),
  });
}

/** A job that is not there, or not this person's. */
export function isMissingJob(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 403);
}

/** POST taxpayer/AddAnswerToOrganizerQuestions with a built multipart body. */
export function useSaveAnswers(quoteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) =>
      call(endpointRoutes.taxpayer.addAnswerToOrganizerQuestions, { body: form }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizerKeys.answers(quoteId) }),
  });
}

/**
 * POST /Taxpayer/CompleteOrganizer: the taxpayer pressed Finish on the last step. It may start the job,
 * so the job's pages are read again.
 */
export function useCompleteOrganizer(quoteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(endpointRoutes.taxpayer.completeOrganizer, { body: { quoteId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taxPreparationKey }),
  });
}

/** POST /taxpayer/DeleteFileFromOrganizerQuestion. */
export function useDeleteFile(quoteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: number) =>
      call(endpointRoutes.taxpayer.deleteFileFromOrganizerQuestion, { body: { fileId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizerKeys.answers(quoteId) }),
  });
}

/** POST /Accountant/RevealOrganizerAnswer: the full text of one masked answer (the reveal is recorded). */
export function useRevealAnswer(quoteId: number) {
  return useMutation({
    mutationFn: (answerId: number) =>
      call(endpointRoutes.accountant.revealOrganizerAnswer, { body: { quoteId, answerId } }),
  });
}
