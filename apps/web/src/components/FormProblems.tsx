import type { FormInstance, FormProps } from "antd";
import { useState } from "react";
import { problemsSummary } from "./form-problems";

type FieldProblems = Parameters<FormInstance["setFields"]>[0];
type FailedSubmit = Parameters<NonNullable<FormProps["onFinishFailed"]>>[0];

interface Said {
  text: string;
  /** A new number for each refused submit, so the same words are said again. */
  at: number;
}

export interface FormProblemsState {
  said: Said | null;
  /** The form's `onFinishFailed`: says what the fields' checks refused (antd's provider focuses the first). */
  onFinishFailed: (failed: FailedSubmit) => void;
  /** Puts the server's messages on their fields, focuses the first and says them. */
  showFieldErrors: (fields: FieldProblems) => void;
  clear: () => void;
}

/**
 * A refused submit of an antd form, for a person who does not see the page: the messages under the
 * fields are said in a live region, and the focus goes to the first field to fix (the fields' own
 * checks do that through `scrollToFirstError` in `AntdProvider`; the server's through `showFieldErrors`).
 */
export function useFormProblems(form: FormInstance): FormProblemsState {
  const [said, setSaid] = useState<Said | null>(null);
  const say = (messages: readonly string[]) => {
    const text = problemsSummary(messages);
    setSaid((current) => (text === null ? null : { text, at: (current?.at ?? 0) + 1 }));
  };
  return {
    said,
    onFinishFailed: ({ errorFields }) => say(errorFields.flatMap((field) => field.errors.slice(0, 1))),
    showFieldErrors: (fields) => {
      form.setFields(fields);
      const first = fields.find((field) => (field.errors?.length ?? 0) > 0);
      if (first !== undefined) form.focusField(first.name);
      say(fields.flatMap((field) => (field.errors ?? []).slice(0, 1).map(String)));
    },
    clear: () => setSaid(null),
  };
}

/** The live region of `useFormProblems`: always in the page, so each new message is announced. */
export function FormProblems({ state }: { state: FormProblemsState }) {
  return (
    <div className="tl-visually-hidden" aria-live="assertive" aria-atomic="true">
      {state.said !== null && <p key={state.said.at}>{state.said.text}</p>}
    </div>
  );
}
