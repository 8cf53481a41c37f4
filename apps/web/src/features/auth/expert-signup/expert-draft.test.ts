import { afterEach, describe, expect, it } from "vitest";
import {
  clearExpertDraft,
  type DraftStorage,
  EXPERT_DRAFT_KEY,
  expertFiles,
  expertPassword,
  lostFiles,
  readExpertDraft,
  saveExpertAccount,
  saveExpertAnswers,
  setExpertFiles,
  setExpertPassword,
} from "./expert-draft";

function memoryStorage(): DraftStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const account = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  phoneNumber: "+1 415 555 0100",
};

afterEach(() => clearExpertDraft(null));

describe("the expert sign-up draft", () => {
  it("keeps the account and the answers in storage, never the password nor the files", () => {
    const storage = memoryStorage();
    saveExpertAccount(account, storage);
    setExpertPassword("secret pass phrase");
    setExpertFiles({ photo: new File(["x"], "me.jpg", { type: "image/jpeg" }) });
    saveExpertAnswers({ city: "Reno", yearsOfExperience: "4" }, 3, ["photo"], storage);
    expect(readExpertDraft(storage)).toEqual({
      account,
      answers: { city: "Reno", yearsOfExperience: "4" },
      step: 3,
      filesChosen: ["photo"],
    });
    const stored = storage.items.get(EXPERT_DRAFT_KEY) ?? "";
    expect(stored).not.toContain("secret");
    expect(stored).not.toContain("me.jpg");
    expect(expertPassword()).toBe("secret pass phrase");
    expect(expertFiles().photo?.name).toBe("me.jpg");
    expect(lostFiles(storage)).toEqual([]);
  });

  it("knows which chosen files a reload lost", () => {
    const storage = memoryStorage();
    saveExpertAnswers({}, 7, ["photo", "pricingSystemAttachment"], storage);
    setExpertFiles({ photo: new File(["x"], "me.jpg", { type: "image/jpeg" }) });
    expect(lostFiles(storage)).toEqual(["pricingSystemAttachment"]);
  });

  it("reads nonsense in storage as an empty draft and keeps the step in range", () => {
    const storage = memoryStorage();
    storage.setItem(EXPERT_DRAFT_KEY, "{not json");
    expect(readExpertDraft(storage)).toEqual({ account: null, answers: {}, step: 0, filesChosen: [] });
    storage.setItem(EXPERT_DRAFT_KEY, JSON.stringify({ account: { email: 5 }, answers: [], step: 40 }));
    expect(readExpertDraft(storage)).toEqual({ account: null, answers: {}, step: 7, filesChosen: [] });
  });

  it("forgets everything when cleared", () => {
    const storage = memoryStorage();
    saveExpertAccount(account, storage);
    setExpertPassword("secret pass phrase");
    clearExpertDraft(storage);
    expect(readExpertDraft(storage).account).toBeNull();
    expect(expertPassword()).toBeNull();
    expect(expertFiles()).toEqual({});
  });

  it("works without storage", () => {
    saveExpertAccount(account, null);
    expect(readExpertDraft(null)).toEqual({ account: null, answers: {}, step: 0, filesChosen: [] });
  });
});
