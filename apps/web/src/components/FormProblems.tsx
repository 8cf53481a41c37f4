import type { FormInstance, FormProps } from "antd";
import { useState } from "react";
import { problemsSummary } from "./form-problems";

type FieldProblems = Parameters<FormInstance["setFields"]>[0];
type FieldName = FieldProblems[number]["name"];
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
 * A field's label as the page shows it: its `<label for>`, else the label around the control (a
 * checkbox's own words). antd gives a field of the form named `formName` the id `formName_path`.
 */
function fieldLabel(formName: string, name: FieldName): string {
  const id = [formName, ...(Array.isArray(name) ? name : [name])].join("_");
  const label =
    document.querySelector(`label[for="${CSS.escape(id)}"]`) ?? document.getElementById(id)?.closest("label");
  return label?.textContent ?? "";
}

/**
 * A refused submit of an antd form, for a person who does not see the page: which fields need a
 * change is said in a live region, and the focus goes to the first field to fix (the fields' own
 * checks do that through `scrollToFirstError` in `AntdProvider`; the server's through `showFieldErrors`).
 */
export function useFormProblems(form: FormInstance, formName: string): FormProblemsState {
  const [said, setSaid] = useState<Said | null>(null);
  const say = (names: readonly FieldName[]) => {
    const text = problemsSummary(names.map((name) => fieldLabel(formName, name)));
    setSaid((current) => (text === null ? null : { text, at: (current?.at ?? 0) + 1 }));
  };
  return {
    said,
    onFinishFailed: ({ errorFields }) => say(errorFields.map((field) => field.name)),
    showFieldErrors: (fields) => {
      form.setFields(fields);
      const refused = fields.filter((field) => (field.errors?.length ?? 0) > 0);
      const first = refused[0];
      if (first !== undefined) form.focusField(first.name);
      say(refused.map((field) => field.name));
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
