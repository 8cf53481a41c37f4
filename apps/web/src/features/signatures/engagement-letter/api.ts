import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { type EngagementLetter, endpointRoutes, type SignEngagementLetterRequest } from "@taxlane/contract";
import { useEffect } from "react";
import { marketplaceKey } from "../../../entities/marketplace";
import { onboardingKeys } from "../../../entities/questionnaire";
import { taxPreparationKey } from "../../../entities/tax-preparation";
import { call } from "../../../lib/api-call";
import { isApiError } from "../../../lib/api-client";

const letterKey = ["engagement-letter"] as const;
const templateKey = ["engagement-template"] as const;

/** GET /TaxPreparation/EngagementLetter: a quote's letter, for either side, before and after hiring. */
export const engagementLetterQuery = (quoteId: number) =>
  queryOptions({
    queryKey: [...letterKey, quoteId],
    queryFn: ({ signal }) =>
      call(endpointRoutes.taxPreparation.getEngagementLetter, { query: { quoteId } }, { signal }),
  });

/**
 * A letter that cannot be read means its quote moved on (declined, its request deleted) while the
 * quotes page was behind: the quotes are read again so the page catches up.
 */
export function useQuotesCatchUp(letterFailed: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (letterFailed) void queryClient.invalidateQueries({ queryKey: marketplaceKey });
  }, [letterFailed, queryClient]);
}

/**
 * Signs the letter as read and chooses the quote. Afterwards quotes, requests and jobs may all have
 * moved; after a refusal too, since a 409 means the page was behind (a changed letter, a quote taken).
 */
export function useSignEngagementLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SignEngagementLetterRequest) =>
      call(endpointRoutes.taxpayer.signEngagementLetter, { body: request }),
    onSuccess: (letter: EngagementLetter) => queryClient.setQueryData([...letterKey, letter.quoteId], letter),
    onError: (error, request) => {
      if (isApiError(error) && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: [...letterKey, request.quoteId] });
      }
    },
    onSettled: () =>
      Promise.all(
        [marketplaceKey, taxPreparationKey, onboardingKeys.waitingRequests].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

/** POST /Accountant/ChangeEngagementLetter: a new version of one job's letter. */
export function useChangeEngagementLetter(quoteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      call(endpointRoutes.accountant.changeEngagementLetter, { body: { quoteId, body } }),
    onSuccess: (letter) => queryClient.setQueryData([...letterKey, quoteId], letter),
  });
}

/** GET /Accountant/EngagementTemplate: the professional's letter with placeholders (ours until saved). */
export const engagementTemplateQuery = () =>
  queryOptions({
    queryKey: templateKey,
    queryFn: ({ signal }) => call(endpointRoutes.accountant.getEngagementTemplate, {}, { signal }),
  });

export function useSaveEngagementTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => call(endpointRoutes.accountant.saveEngagementTemplate, { body: { body } }),
    onSuccess: (template) => queryClient.setQueryData(templateKey, template),
  });
}
