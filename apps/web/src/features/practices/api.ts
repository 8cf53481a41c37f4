import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type ChangeMemberRole,
  endpointRoutes,
  type InviteMember,
  type LeavePractice,
  PRACTICE_LOG_PAGE,
  type PracticeAnswer,
  type PracticeDetails,
  type RemoveMember,
} from "@taxlane/contract";
import { practiceKey } from "../../entities/practice";
import { call } from "../../lib/api-call";

export { practiceQuery } from "../../entities/practice";

const practiceLogKey = [...practiceKey, "log"] as const;

/** GET /Practice/GetPracticeLog: an owner's log of the practice, a page at a time ("Load more"). */
export function practiceLogQuery() {
  return infiniteQueryOptions({
    queryKey: practiceLogKey,
    queryFn: ({ pageParam, signal }) =>
      call(
        endpointRoutes.practice.getPracticeLog,
        {
          query:
            pageParam === null
              ? { limit: PRACTICE_LOG_PAGE }
              : { before: pageParam, limit: PRACTICE_LOG_PAGE },
        },
        { signal },
      ),
    initialPageParam: null as number | null,
    getNextPageParam: (lastPage) => lastPage.nextBefore,
  });
}

/** GET /Practice/GetInvitation: what an invitation's link shows, signed in or not. */
export function invitationQuery(token: string) {
  return queryOptions({
    queryKey: ["practice-invitation", token] as const,
    queryFn: ({ signal }) =>
      call(
        endpointRoutes.practice.getInvitation,
        { query: { token } },
        { signal, redirectOnUnauthorized: false },
      ),
    retry: false,
  });
}

/** A change to the practice: its answer is the practice as it now is, kept as the query's data. */
function usePracticeChange<V>(send: (values: V) => Promise<PracticeAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      queryClient.setQueryData(practiceKey, answer);
      // The change is in the log now: an owner's log card shows it.
      void queryClient.invalidateQueries({ queryKey: practiceLogKey });
    },
  });
}

export const useCreatePractice = () =>
  usePracticeChange((body: PracticeDetails) => call(endpointRoutes.practice.createPractice, { body }));

export const useUpdatePractice = () =>
  usePracticeChange((body: PracticeDetails) => call(endpointRoutes.practice.updatePractice, { body }));

export const useInviteMember = () =>
  usePracticeChange((body: InviteMember) => call(endpointRoutes.practice.inviteMember, { body }));

export const useRevokeInvitation = () =>
  usePracticeChange((invitationId: number) =>
    call(endpointRoutes.practice.revokeInvitation, { body: { invitationId } }),
  );

export const useChangeMemberRole = () =>
  usePracticeChange((body: ChangeMemberRole) => call(endpointRoutes.practice.changeMemberRole, { body }));

export const useRemoveMember = () =>
  usePracticeChange((body: RemoveMember) => call(endpointRoutes.practice.removeMember, { body }));

export const useLeavePractice = () =>
  usePracticeChange((body: LeavePractice) => call(endpointRoutes.practice.leavePractice, { body }));

export const useAcceptInvitation = () =>
  usePracticeChange((token: string) => call(endpointRoutes.practice.acceptInvitation, { body: { token } }));
