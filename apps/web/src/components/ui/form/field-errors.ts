import { appTexts } from "@taxlane/contract";
import { isApiError } from "../../../lib/api-client";

export interface FormErrors<F extends string> {
  /** Messages to show under the form's own fields. */
  fields: Partial<Record<F, string>>;
  /** A message for the whole form: the server's, or what it said about a field the form does not show. */
  form: string | null;
}

/**
 * Splits a failed submit into per-field messages for the form's fields (names matched without regard to
 * case, as the server's and the form's spelling may differ) and one message for the form.
 */
export function formErrorsOf<F extends string>(error: unknown, fields: readonly F[]): FormErrors<F> {
  if (!isApiError(error)) return { fields: {}, form: appTexts.somethingWentWrong };
  const byLowerName = new Map(fields.map((field) => [field.toLowerCase(), field]));
  const mapped: Partial<Record<F, string>> = {};
  const unplaced: string[] = [];
  for (const [name, message] of Object.entries(error.fieldErrors)) {
    const field = byLowerName.get(name.toLowerCase());
    if (field !== undefined && mapped[field] === undefined) mapped[field] = message;
    else unplaced.push(message);
  }
  const placedAny = Object.keys(mapped).length > 0;
  const form = unplaced.length > 0 ? unplaced.join(" ") : placedAny ? null : error.message;
  return { fields: mapped, form };
}

/** Moves focus to the first of `names` that is a control in `form`, so people land on what needs fixing. */
export function focusFirstField(form: HTMLFormElement | null, names: readonly string[]): void {
  for (const name of names) {
    const control = form?.elements.namedItem(name);
    if (control instanceof HTMLElement) {
      control.focus();
      return;
    }
  }
}
