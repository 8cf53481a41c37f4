import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  endpointRoutes,
  type JobFilings,
  type MarkRefundIssuedRequest,
  type RecordFilingAcknowledgmentRequest,
  type RecordFilingRequest,
  type RecordReturnOutcomeRequest,
} from "@taxlane/contract";
import { taxPreparationKey } from "../../entities/tax-preparation";
import { call } from "../../lib/api-call";

export const filingKeys = {
  all: ["filings"] as const,
  ofJob: (quoteId: number) => ["filings", quoteId] as const,
};

/** GET /TaxPreparation/GetFilings: the job's filings, the IRS's answers and the outcome. */
export const jobFilingsQuery = (quoteId: number) =>
  queryOptions({
    queryKey: filingKeys.ofJob(quoteId),
    queryFn: ({ signal }) =>
      call(endpointRoutes.taxPreparation.getFilings, { query: { quoteId } }, { signal }),
  });

/** Each call answers the job's filings: they replace the cached ones; a first filing moves the job too. */
function useFilingChange<R>(send: (request: R) => Promise<JobFilings>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (filings) => {
      queryClient.setQueryData(filingKeys.ofJob(filings.quoteId), filings);
      return queryClient.invalidateQueries({ queryKey: taxPreparationKey });
    },
  });
}

export const useRecordFiling = () =>
  useFilingChange((body: RecordFilingRequest) => call(endpointRoutes.accountant.recordFiling, { body }));

export const useRecordAcknowledgment = () =>
  useFilingChange((body: RecordFilingAcknowledgmentRequest) =>
    call(endpointRoutes.accountant.recordFilingAcknowledgment, { body }),
  );

export const useRecordOutcome = () =>
  useFilingChange((body: RecordReturnOutcomeRequest) =>
    call(endpointRoutes.accountant.recordReturnOutcome, { body }),
  );

export const useMarkRefundIssued = (side: "expert" | "taxpayer") =>
  useFilingChange((body: MarkRefundIssuedRequest) =>
    call(
      side === "expert"
        ? endpointRoutes.accountant.markRefundIssued
        : endpointRoutes.taxpayer.markRefundIssued,
      {
        body,
      },
    ),
  );
