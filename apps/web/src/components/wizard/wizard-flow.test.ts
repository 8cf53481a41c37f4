import {
  type Answers,
  answerTexts,
  businessQuestionnaire,
  individualQuestionnaire,
  type StepFlow,
} from "@taxlane/organizer";
import { describe, expect, it } from "vitest";
import {
  backMove,
  firstProblem,
  nextMove,
  problemsAt,
  problemsOfAskedFields,
  progressPercent,
  withAnswer,
  withoutError,
  wizardPosition,
} from "./wizard-flow";

/** Three steps; the second is asked only of people who own their home, the third is optional. */
const flow: StepFlow = {
  steps: [
    {
      id: "home",
      title: () => "Your home",
      questions: [
        { key: "ownsHome", kind: "yesNo", label: () => "Do you own your home?", summaryLabel: () => "Home" },
      ],
    },
    {
      id: "mortgage",
      title: () => "Your mortgage",
      questions: [
        {
          key: "hasMortgage",
          kind: "yesNo",
          label: () => "Do you have a mortgage?",
          summaryLabel: () => "Mortgage",
          showWhen: { key: "ownsHome", oneOf: [true] },
        },
        {
          key: "lender",
          kind: "text",
          maxLength: 20,
          label: () => "Who lent it?",
          summaryLabel: () => "Lender",
          showWhen: { key: "ownsHome", oneOf: [true] },
        },
      ],
    },
    {
      id: "notes",
      title: () => "Anything else",
      questions: [
        {
          key: "notes",
          kind: "text",
          maxLength: 50,
          label: () => "Notes",
          summaryLabel: () => "Notes",
          optional: true,
        },
      ],
    },
  ],
};

const ids = (answers: Answers, stepId: string | null = null) =>
  wizardPosition(flow, answers, stepId).steps.map((step) => step.id);

describe("wizardPosition", () => {
  it("counts a step that waits on an unanswered question, and drops it once the answer skips it", () => {
    expect(ids({})).toEqual(["home", "mortgage", "notes"]);
    expect(ids({ ownsHome: true })).toEqual(["home", "mortgage", "notes"]);
    expect(ids({ ownsHome: false })).toEqual(["home", "notes"]);
  });

  it("places the person on the step asked for, or on the first when that step is not asked", () => {
    const middle = wizardPosition(flow, { ownsHome: true }, "mortgage");
    expect(middle).toMatchObject({
      index: 1,
      isFirst: false,
      isLast: false,
      progress: 67,
      previousStepId: "home",
      nextStepId: "notes",
    });
    expect(middle.step?.id).toBe("mortgage");

    const skipped = wizardPosition(flow, { ownsHome: false }, "mortgage");
    expect(skipped.step?.id).toBe("home");
    expect(skipped).toMatchObject({ index: 0, isFirst: true, previousStepId: null, nextStepId: "notes" });

    const unknown = wizardPosition(flow, {}, "no-such-step");
    expect(unknown.step?.id).toBe("home");
  });

  it("marks the last step, which has no next step", () => {
    const last = wizardPosition(flow, { ownsHome: false }, "notes");
    expect(last).toMatchObject({ index: 1, isLast: true, progress: 100, nextStepId: null });
  });

  it("has no step without a flow", () => {
    const none = wizardPosition(null, {}, "home");
    expect(none.steps).toEqual([]);
    expect(none.step).toBeUndefined();
    expect(none.isLast).toBe(false);
  });

  it("follows the questionnaires' branching: the state only in the United States, reconciler only when reconciled", () => {
    expect(wizardPosition(individualQuestionnaire, {}, null).steps).toHaveLength(9);
    const business = (answers: Answers) => wizardPosition(businessQuestionnaire, answers, null).steps.length;
    expect(business({})).toBe(15);
    expect(business({ haveCardTransactionsReconciledOnMonthlyBasis: 2 })).toBe(14);
  });
});

describe("progressPercent", () => {
  it("counts the step on screen as done, rounded", () => {
    expect(progressPercent(0, 9)).toBe(11);
    expect(progressPercent(8, 9)).toBe(100);
    expect(progressPercent(0, 0)).toBe(0);
  });
});

describe("nextMove", () => {
  it("stops on the step's problems, only for questions asked", () => {
    const home = wizardPosition(flow, {}, "home");
    expect(nextMove(home, {})).toEqual({ kind: "invalid", errors: { ownsHome: answerTexts.chooseOne } });

    const mortgage = wizardPosition(flow, { ownsHome: true, hasMortgage: true }, "mortgage");
    expect(nextMove(mortgage, { ownsHome: true, hasMortgage: true })).toEqual({
      kind: "invalid",
      errors: { lender: answerTexts.required },
    });
    const tooLong = { ownsHome: true, hasMortgage: true, lender: "x".repeat(21) };
    expect(nextMove(wizardPosition(flow, tooLong, "mortgage"), tooLong)).toEqual({
      kind: "invalid",
      errors: { lender: answerTexts.tooLong(20) },
    });
  });

  it("moves to the next step asked, skipping those the answers leave out", () => {
    expect(nextMove(wizardPosition(flow, { ownsHome: true }, "home"), { ownsHome: true })).toEqual({
      kind: "step",
      stepId: "mortgage",
    });
    expect(nextMove(wizardPosition(flow, { ownsHome: false }, "home"), { ownsHome: false })).toEqual({
      kind: "step",
      stepId: "notes",
    });
  });

  it("finishes from the last step, whose optional question may stay empty", () => {
    const answers = { ownsHome: false };
    expect(nextMove(wizardPosition(flow, answers, "notes"), answers)).toEqual({ kind: "finish" });
  });
});

describe("backMove", () => {
  it("leaves from the first step and otherwise goes to the step asked before", () => {
    expect(backMove(wizardPosition(flow, {}, "home"))).toEqual({ kind: "leave" });
    expect(backMove(wizardPosition(flow, { ownsHome: false }, "notes"))).toEqual({
      kind: "step",
      stepId: "home",
    });
    expect(backMove(wizardPosition(flow, { ownsHome: true }, "notes"))).toEqual({
      kind: "step",
      stepId: "mortgage",
    });
  });
});

describe("answers and messages", () => {
  it("sets an answer, and removes it when it is cleared", () => {
    const answers = withAnswer({ ownsHome: true }, "notes", "hi");
    expect(answers).toEqual({ ownsHome: true, notes: "hi" });
    expect(withAnswer(answers, "notes", undefined)).toEqual({ ownsHome: true });
    expect("notes" in withAnswer(answers, "notes", undefined)).toBe(false);
  });

  it("drops the message of an answer that changed", () => {
    expect(withoutError({ a: "x", b: "y" }, "a")).toEqual({ b: "y" });
  });
});

describe("problems across the flow", () => {
  it("finds the first asked step with something wrong", () => {
    expect(firstProblem(flow, { ownsHome: true, hasMortgage: true, lender: "Bank" })).toBeNull();
    expect(firstProblem(flow, { ownsHome: true })).toEqual({
      stepId: "mortgage",
      errors: { hasMortgage: answerTexts.chooseOne, lender: answerTexts.required },
    });
    expect(firstProblem(flow, { ownsHome: false })).toBeNull();
  });

  it("sends refused fields to the step of the first, with every message", () => {
    expect(
      problemsAt(flow, [
        { field: "lender", message: "Too long." },
        { field: "ownsHome", message: "Pick one." },
      ]),
    ).toEqual({ stepId: "mortgage", errors: { lender: "Too long.", ownsHome: "Pick one." } });
    expect(problemsAt(flow, [{ field: "elsewhere", message: "No." }])).toEqual({
      stepId: null,
      errors: { elsewhere: "No." },
    });
  });

  it("keeps only the refused fields a step asks, or none", () => {
    expect(
      problemsOfAskedFields(flow, [
        { field: "invitationkey", message: "That invitation link is not valid." },
        { field: "notes", message: "Too long." },
      ]),
    ).toEqual({ stepId: "notes", errors: { notes: "Too long." } });
    expect(problemsOfAskedFields(flow, [{ field: "invitationkey", message: "No." }])).toBeNull();
  });
});
