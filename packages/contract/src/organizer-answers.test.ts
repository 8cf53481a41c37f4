import { describe, expect, it } from "vitest";
import { answerMatchesFilter, convertAnswer, convertMessage, isEmptyAnswerText } from "./organizer-answers";

describe("isEmptyAnswerText", () => {
  it("treats missing, blank, 'null' and 'NaN' as empty", () => {
    for (const text of [null, undefined, "", "  ", "null", "NaN"]) expect(isEmptyAnswerText(text)).toBe(true);
  });

  it("treats any other text as a value", () => {
    for (const text of ["0", "false", "Null", "nan", "x"]) expect(isEmptyAnswerText(text)).toBe(false);
  });
});

describe("convertAnswer", () => {
  it("gives null for 'null', 'NaN' and missing text whatever the type", () => {
    for (const type of [0, 1, 2, 3, 4, 5, 6, 7, 8] as const) {
      expect(convertAnswer(type, "null")).toBeNull();
      expect(convertAnswer(type, "NaN")).toBeNull();
      expect(convertAnswer(type, null)).toBeNull();
      expect(convertAnswer(type, undefined)).toBeNull();
    }
  });

  it("converts numbers, and gives null for text that is not a number", () => {
    expect(convertAnswer(1, "42")).toBe(42);
    expect(convertAnswer(1, "-3.25")).toBe(-3.25);
    expect(convertAnswer(1, "0")).toBe(0);
    expect(convertAnswer(1, "abc")).toBeNull();
  });

  it("keeps strings, radio choices, file answers and undefined types as text", () => {
    expect(convertAnswer(0, "as is")).toBe("as is");
    expect(convertAnswer(2, "Acme LLC")).toBe("Acme LLC");
    expect(convertAnswer(6, "w2.pdf")).toBe("w2.pdf");
    expect(convertAnswer(8, "joint")).toBe("joint");
  });

  it("reads booleans and checkboxes from 'true' / 'false'", () => {
    expect(convertAnswer(3, "true")).toBe(true);
    expect(convertAnswer(3, "False")).toBe(false);
    expect(convertAnswer(7, "true")).toBe(true);
    expect(convertAnswer(7, "false")).toBe(false);
    expect(convertAnswer(3, "yes")).toBeNull();
  });

  it("keeps dates as their text when they parse", () => {
    expect(convertAnswer(4, "2021-04-15T00:00:00.000Z")).toBe("2021-04-15T00:00:00.000Z");
    expect(convertAnswer(4, "not a date")).toBeNull();
  });

  it("parses JSON, and gives null for text that is not JSON", () => {
    expect(convertAnswer(5, '{"a":[1,"b",true]}')).toStrictEqual({ a: [1, "b", true] });
    expect(convertAnswer(5, "[1,2]")).toStrictEqual([1, 2]);
    expect(convertAnswer(5, "{broken")).toBeNull();
  });
});

describe("convertMessage", () => {
  it("gives null for empty texts and keeps others", () => {
    expect(convertMessage("null")).toBeNull();
    expect(convertMessage("NaN")).toBeNull();
    expect(convertMessage(null)).toBeNull();
    expect(convertMessage("Please send the 1098-T")).toBe("Please send the 1098-T");
  });
});

describe("answerMatchesFilter", () => {
  const answered = { answer: "12", message: null };
  const answeredWithMessage = { answer: "12", message: "check this" };
  const emptyWithMessage = { answer: "null", message: "remind me later" };
  const empty = { answer: "NaN", message: "null" };
  const fileOnly = { answer: null, message: "see file", files: [{ id: 1 }] };

  it("mode 1 drops answers that are empty but have a message", () => {
    expect(answerMatchesFilter(answered, 1)).toBe(true);
    expect(answerMatchesFilter(answeredWithMessage, 1)).toBe(true);
    expect(answerMatchesFilter(emptyWithMessage, 1)).toBe(false);
    expect(answerMatchesFilter(empty, 1)).toBe(true);
    expect(answerMatchesFilter(fileOnly, 1)).toBe(true);
  });

  it("mode 2 keeps only answers with a message", () => {
    expect(answerMatchesFilter(answered, 2)).toBe(false);
    expect(answerMatchesFilter(answeredWithMessage, 2)).toBe(true);
    expect(answerMatchesFilter(emptyWithMessage, 2)).toBe(true);
    expect(answerMatchesFilter(empty, 2)).toBe(false);
  });

  it("mode 3 keeps only empty answers", () => {
    expect(answerMatchesFilter(answered, 3)).toBe(false);
    expect(answerMatchesFilter(emptyWithMessage, 3)).toBe(true);
    expect(answerMatchesFilter(empty, 3)).toBe(true);
    expect(answerMatchesFilter(fileOnly, 3)).toBe(false);
  });
});
