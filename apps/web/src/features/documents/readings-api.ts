import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { endpointRoutes, type ReadDocumentKind } from "@taxlane/contract";
import { call } from "../../lib/api-call";

export type ReadingSide = "taxpayer" | "expert";

/**
 * Every readings query's key starts with this, under the documents' own key: an upload, which changes
 * the documents, starts a reading too, so the same invalidation asks for the readings again.
 */
const readingsKey = ["documents", "readings"] as const;

/** GET …/GetDocumentReadings: what reading the job's documents found, as one side sees it. */
export function readingsQuery(side: ReadingSide, quoteId: number) {
  const endpoint =
    side === "taxpayer"
      ? endpointRoutes.taxpayer.getDocumentReadings
      : endpointRoutes.accountant.getDocumentReadings;
  return queryOptions({
    queryKey: [...readingsKey, side, quoteId] as const,
    queryFn: ({ signal }) => call(endpoint, { query: { quoteId } }, { signal }),
    // A reading is done in the background shortly after the upload: look again while one is pending.
    refetchInterval: (query) =>
      (query.state.data ?? []).some((reading) => reading.status === "pending") ? 2000 : false,
  });
}

function useReadingsChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: readingsKey });
}

/** POST …/CorrectDocumentKind: either person says what kind a document is. */
export function useCorrectKind(side: ReadingSide) {
  const changed = useReadingsChanged();
  const endpoint =
    side === "taxpayer"
      ? endpointRoutes.taxpayer.correctDocumentKind
      : endpointRoutes.accountant.correctDocumentKind;
  return useMutation({
    mutationFn: (body: { quoteId: number; fileId: number; kind: ReadDocumentKind }) =>
      call(endpoint, { body }),
    onSuccess: changed,
  });
}

export type ReadValueDecision = "confirm" | "edit" | "reject";

/** POST /taxpayer/DecideReadValue: the taxpayer confirms, edits or rejects a value read. */
export function useDecideReadValue() {
  const changed = useReadingsChanged();
  return useMutation({
    mutationFn: (body: { quoteId: number; valueId: number; decision: ReadValueDecision; value?: string }) =>
      call(endpointRoutes.taxpayer.decideReadValue, { body }),
    onSuccess: changed,
  });
}
