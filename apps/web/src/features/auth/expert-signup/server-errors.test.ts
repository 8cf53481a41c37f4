import { describe, expect, it } from "vitest";
import { placeServerError } from "./server-errors";

describe("placeServerError", () => {
  it("puts an answer's message on its step and field", () => {
    expect(placeServerError("initialQuestions.taxPreparerPTINumber", [])).toEqual({
      kind: "step",
      step: 0,
      name: "taxPreparerPTINumber",
    });
    expect(placeServerError("initialQuestions.photo", [])).toEqual({ kind: "step", step: 5, name: "photo" });
    expect(placeServerError("initialQuestions.workingTypeIds", [])).toMatchObject({ step: 2 });
  });

  it("maps an education entry back to its row in the form", () => {
    expect(placeServerError("initialQuestions.accountantEducationList[1].degree", [0, 2])).toEqual({
      kind: "step",
      step: 7,
      name: ["accountantEducationList", 2, "degree"],
    });
    expect(placeServerError("initialQuestions.accountantEducationList.0.institution", [3])).toMatchObject({
      name: ["accountantEducationList", 3, "institution"],
    });
    expect(placeServerError("initialQuestions.accountantEducationList", [])).toMatchObject({
      name: "accountantEducationList",
    });
  });

  it("sends account messages to the account page and the code's to the code", () => {
    expect(placeServerError("password", [])).toEqual({ kind: "account", field: "password" });
    expect(placeServerError("emailValidationCode", [])).toEqual({ kind: "code" });
    expect(placeServerError("initialQuestions.unknown", [])).toEqual({ kind: "none" });
    expect(placeServerError("timeZone", [])).toEqual({ kind: "none" });
  });
});
