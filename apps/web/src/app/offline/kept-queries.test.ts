import { describe, expect, it } from "vitest";
import { currentUserKey } from "../../entities/account";
import { connectionsKey, threadKey, unreadCountKey } from "../../features/messages/api";
import { taxPreparationKeys } from "../../features/tax-preparation/api";
import { toDoKey } from "../../features/todo/api";
import {
  CURRENT_USER_KEY_ROOT,
  KEPT_KEYS,
  keptKind,
  THREAD_KEY_ROOT,
  withoutSensitiveNumbers,
} from "./kept-queries";

describe("the kept queries", () => {
  it("are the features' own keys, written out", () => {
    expect(KEPT_KEYS).toEqual({
      toDo: toDoKey,
      taxpayerJobs: taxPreparationKeys.taxpayerJobs,
      expertJobs: taxPreparationKeys.expertJobs,
      conversations: connectionsKey,
      unreadCount: unreadCountKey,
    });
    expect(threadKey(4).slice(0, 2)).toEqual(THREAD_KEY_ROOT);
    expect(currentUserKey).toEqual(CURRENT_USER_KEY_ROOT);
  });

  it("name those keys and no key below or beside them", () => {
    expect(keptKind(toDoKey)).toBe("toDo");
    expect(keptKind(threadKey(4))).toBe("thread");
    expect(keptKind([...currentUserKey, "token"])).toBe("currentUser");
    for (const key of [
      taxPreparationKeys.detail(1),
      taxPreparationKeys.hasFeedback(1),
      ["todo", "extra"],
      ["messages"],
      [...currentUserKey, null],
      ["organizer", "answers", 1],
      ["chat-file", 1],
    ]) {
      expect(keptKind(key), JSON.stringify(key)).toBeUndefined();
    }
  });

  it("hide numbers that may be an SSN, an EIN or an account number in a kept message", () => {
    expect(withoutSensitiveNumbers("SSN 123-45-6789 and 123 45 6789 or 123456789")).toBe(
      "SSN ••• and ••• or •••",
    );
    expect(withoutSensitiveNumbers("EIN 12-3456789, card 4111111111111111")).toBe("EIN •••, card •••");
    expect(withoutSensitiveNumbers("Call me at 3 pm about the 2025 return, $1,200")).toBe(
      "Call me at 3 pm about the 2025 return, $1,200",
    );
  });
});
