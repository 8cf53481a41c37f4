/**
 * The questionnaire's answers between visits of the wizard: kept in localStorage so a reload, a
 * detour through sign-up or a closed tab loses nothing. They hold no secrets (no names, no
 * numbers that identify anyone); they are removed once sent, and forgotten after `DRAFT_MAX_AGE_MS`.
 */
import {
  type Answers,
  businessQuestionnaire,
  individualQuestionnaire,
  type QuestionnaireKind,
  sanitizeAnswers,
} from "@taxlane/organizer";

export const QUESTIONNAIRE_DRAFT_KEY = "TAXPAYER_QUESTIONNAIRE";

/** A draft untouched for this long is dropped rather than offered again. */
export const DRAFT_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;

export interface QuestionnaireDraft {
  /** The preparation type chosen; `null` before the choice. */
  kind: QuestionnaireKind | null;
  /** Answers of each kind, so switching type and back keeps both. */
  answers: Record<QuestionnaireKind, Answers>;
  /** The step on screen (its id), `null` for the first. */
  stepId: string | null;
  /** An expert's invitation key, from `/user/add-quote?invitationkey=…`. */
  invitationKey: string | null;
  /** Every step answered: the answers wait to be sent (by a visitor, once their account exists). */
  complete: boolean;
  /** When the draft last changed (ms since the epoch). */
  savedAt: number;
}

type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

const browserStorage = (): DraftStorage | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage can be switched off; the wizard then works without remembering.
    return null;
  }
};

export function emptyDraft(now = Date.now()): QuestionnaireDraft {
  return {
    kind: null,
    answers: { individual: {}, business: {} },
    stepId: null,
    invitationKey: null,
    complete: false,
    savedAt: now,
  };
}

const isKind = (value: unknown): value is QuestionnaireKind => value === "individual" || value === "business";

/** A stored draft checked field by field; `null` when there is none, it is unreadable or too old. */
export function readDraft(
  storage: DraftStorage | null = browserStorage(),
  now = Date.now(),
): QuestionnaireDraft | null {
  const text = storage?.getItem(QUESTIONNAIRE_DRAFT_KEY);
  if (text === null || text === undefined) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof raw !== "object" || raw === null) return null;
  const stored = raw as Record<string, unknown>;
  const savedAt = typeof stored.savedAt === "number" ? stored.savedAt : 0;
  if (now - savedAt > DRAFT_MAX_AGE_MS) return null;
  const answers = (
    typeof stored.answers === "object" && stored.answers !== null ? stored.answers : {}
  ) as Record<string, unknown>;
  const kind = isKind(stored.kind) ? stored.kind : null;
  return {
    kind,
    answers: {
      individual: sanitizeAnswers(individualQuestionnaire, answers.individual),
      business: sanitizeAnswers(businessQuestionnaire, answers.business),
    },
    stepId: typeof stored.stepId === "string" ? stored.stepId : null,
    invitationKey: typeof stored.invitationKey === "string" ? stored.invitationKey : null,
    complete: kind !== null && stored.complete === true,
    savedAt,
  };
}

export function saveDraft(draft: QuestionnaireDraft, storage: DraftStorage | null = browserStorage()): void {
  try {
    storage?.setItem(QUESTIONNAIRE_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // A full or blocked storage only means the answers are not remembered across a reload.
  }
}

export function clearDraft(storage: DraftStorage | null = browserStorage()): void {
  try {
    storage?.removeItem(QUESTIONNAIRE_DRAFT_KEY);
  } catch {
    // Nothing to do: see saveDraft.
  }
}

/** A finished questionnaire waiting to be sent, if there is one. */
export function readPendingQuestionnaire(
  storage: DraftStorage | null = browserStorage(),
  now = Date.now(),
): (QuestionnaireDraft & { kind: QuestionnaireKind }) | null {
  const draft = readDraft(storage, now);
  return draft?.complete && draft.kind !== null ? { ...draft, kind: draft.kind } : null;
}

/** History state that asks the wizard to send the waiting answers at once (after sign-up or sign-in). */
export interface SendAnswersState {
  sendAnswers: true;
}
