import type { QuestionnaireKind } from "@taxlane/organizer";
import {
  emptyDraft,
  type QuestionnaireDraft,
  readDraft,
  type SendAnswersState,
} from "../../entities/questionnaire";

/** Where the sign-up continues for a visitor who finished the questionnaire. */
export const SIGN_UP_PATH = "/signup/tax-payer";

/** Whether the page was opened (after sign-up or sign-in) to send the waiting answers at once. */
export const asksToSend = (state: unknown): boolean =>
  typeof state === "object" && state !== null && (state as Partial<SendAnswersState>).sendAnswers === true;

/**
 * The draft the wizard opens with: the stored one (or a new one), switched to the type chosen on
 * the way in (`?type=`) and carrying an expert's invitation key (`?invitationkey=`).
 */
export function initialDraft(
  initialKind: QuestionnaireKind | null,
  invitationKey: string | null,
): QuestionnaireDraft {
  let draft = readDraft() ?? emptyDraft();
  if (initialKind !== null && draft.kind !== initialKind) {
    draft = { ...draft, kind: initialKind, stepId: null, complete: false };
  }
  if (invitationKey !== null && invitationKey !== "") draft = { ...draft, invitationKey };
  return draft;
}
