import { describe, expect, it } from "vitest";
import { individualOrganizer } from "./individual";
import { findOrganizerQuestion } from "./lookup";

describe("finding a question by its key", () => {
  it("finds an exact key as row 1 and a repeated group's key as its row, the same each time", () => {
    for (let round = 0; round < 2; round++) {
      expect(findOrganizerQuestion(individualOrganizer, "dependantBirthday1")?.row).toBe(1);
      expect(findOrganizerQuestion(individualOrganizer, "dependantBirthday3")).toMatchObject({
        row: 3,
        question: { key: "dependantBirthday1" },
      });
      expect(findOrganizerQuestion(individualOrganizer, "noSuchQuestion7")).toBeUndefined();
    }
  });

  it("answers keys past those it keeps as it answers the first ones", () => {
    // More keys than are kept (a stranger's requests can name any): each is still answered.
    for (let row = 2; row < 30_000; row++) findOrganizerQuestion(individualOrganizer, `unknownKey${row}`);
    expect(findOrganizerQuestion(individualOrganizer, "dependantBirthday29999")?.row).toBe(29_999);
    expect(findOrganizerQuestion(individualOrganizer, "unknownKey29999")).toBeUndefined();
    expect(findOrganizerQuestion(individualOrganizer, "dependantBirthday1")?.row).toBe(1);
  });
});
