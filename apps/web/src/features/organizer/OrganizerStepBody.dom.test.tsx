import {
  individualOrganizer,
  type OrganizerAnswers,
  type OrganizerAnswerValue,
  organizerStepErrors,
  organizerTexts,
} from "@taxlane/organizer";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../testing/render";
import { OrganizerStepBody } from "./OrganizerStepBody";

const addressChange = individualOrganizer.flows
  .flatMap((flow) => flow.steps)
  .find((step) => step.title() === "Address change");
if (addressChange === undefined) throw new Error("the individual organizer has no 'Address change' step");
const step = addressChange;

/** Answers of the first step that open the prior-return steps: a PDF of last year's return exists. */
const priorReturnAnswers: OrganizerAnswers = {
  hasFiledTaxReturnPreviously: true,
  hasDigitalCopyInPdfFormat: true,
};

/** The step as the wizard holds it: answers kept as they are given, the step checked on Next. */
function StepHarness() {
  const [answers, setAnswers] = useState<OrganizerAnswers>(priorReturnAnswers);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const onAnswer = (key: string, value: OrganizerAnswerValue | undefined) => {
    setAnswers(({ [key]: _old, ...rest }) => (value === undefined ? rest : { ...rest, [key]: value }));
    setErrors(({ [key]: _fixed, ...rest }) => rest);
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setErrors(organizerStepErrors(individualOrganizer, step, answers, {}));
      }}
    >
      <OrganizerStepBody
        definition={individualOrganizer}
        step={step}
        answers={answers}
        context={{}}
        errors={errors}
        onAnswer={onAnswer}
        pendingFiles={{}}
        onPendingFiles={() => {}}
        onRemoveStoredFile={() => {}}
        removingFile={false}
        rowsOf={() => 1}
        onAddRow={() => {}}
        onRemoveRow={() => {}}
      />
      <button type="submit">Next</button>
    </form>
  );
}

describe("the organizer's step body", () => {
  it("asks the follow-up questions an answer opens, and says what is wrong with an answer", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApp(<StepHarness />);

    const moved = screen.getByRole("group", { name: "Have you moved since your last return?" });
    expect(screen.queryByRole("textbox", { name: /ZIP code/ })).toBeNull();

    await user.click(within(moved).getByRole("radio", { name: "Yes" }));
    const zip = await screen.findByRole("textbox", { name: /ZIP code/ });
    await user.type(zip, "123");
    await user.click(screen.getByRole("button", { name: "Next" }));

    expect(await screen.findByText(organizerTexts.invalidInput)).toBeTruthy();
    expect(screen.getByText(organizerTexts.streetRequired)).toBeTruthy();

    // Changing an answer clears its message; the others stay until the next check.
    await user.clear(zip);
    await user.type(zip, "94103");
    expect(screen.queryByText(organizerTexts.invalidInput)).toBeNull();
    expect(screen.getByText(organizerTexts.streetRequired)).toBeTruthy();

    await user.click(within(moved).getByRole("radio", { name: "No" }));
    expect(screen.queryByRole("textbox", { name: /ZIP code/ })).toBeNull();
  });
});
