import { describe, expect, it } from "vitest";
import {
  clearDraft,
  DRAFT_MAX_AGE_MS,
  emptyDraft,
  QUESTIONNAIRE_DRAFT_KEY,
  readDraft,
  readPendingQuestionnaire,
  saveDraft,
} from "./questionnaire-draft";

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    values,
  };
}

describe("the questionnaire draft", () => {
  it("comes back as it was saved", () => {
    const storage = memoryStorage();
    const draft = {
      ...emptyDraft(1000),
      kind: "business" as const,
      stepId: "accounts",
      answers: { individual: { country: "Canada" }, business: { entityMembersCount: "3", state: "TX" } },
      invitationKey: "abc",
    };
    saveDraft(draft, storage);
    expect(readDraft(storage, 2000)).toEqual(draft);
    expect(readPendingQuestionnaire(storage, 2000)).toBeNull();
    saveDraft({ ...draft, complete: true }, storage);
    expect(readPendingQuestionnaire(storage, 2000)?.kind).toBe("business");
    clearDraft(storage);
    expect(readDraft(storage, 2000)).toBeNull();
  });

  it("is forgotten when too old, unreadable, or not a draft", () => {
    const storage = memoryStorage();
    saveDraft(emptyDraft(0), storage);
    expect(readDraft(storage, DRAFT_MAX_AGE_MS + 1)).toBeNull();
    storage.setItem(QUESTIONNAIRE_DRAFT_KEY, "{not json");
    expect(readDraft(storage)).toBeNull();
    storage.setItem(QUESTIONNAIRE_DRAFT_KEY, "42");
    expect(readDraft(storage)).toBeNull();
    expect(readDraft(null)).toBeNull();
  });

  it("keeps only answers of the right shape, and is not complete without a type", () => {
    const storage = memoryStorage();
    storage.setItem(
      QUESTIONNAIRE_DRAFT_KEY,
      JSON.stringify({
        kind: "pirate",
        complete: true,
        savedAt: 10,
        stepId: 5,
        answers: { individual: { isMarried: "yes", isOwnHome: true, evil: "<script>" }, business: "x" },
      }),
    );
    expect(readDraft(storage, 20)).toEqual({
      kind: null,
      complete: false,
      savedAt: 10,
      stepId: null,
      invitationKey: null,
      answers: { individual: { isOwnHome: true }, business: {} },
    });
  });
});
