import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InitialQuestionsRequest } from "@taxlane/organizer";
import { clearDraft, onboardingKeys, submitInitialQuestions } from "../../entities/questionnaire";

/**
 * Sends a finished questionnaire. Once the server has it the stored answers are removed, so they
 * are never sent twice; on failure they stay, ready for another try.
 */
export function useSubmitQuestionnaire() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: InitialQuestionsRequest) => submitInitialQuestions(request),
    onSuccess: async () => {
      clearDraft();
      await queryClient.invalidateQueries({ queryKey: onboardingKeys.waitingRequests });
    },
  });
}
