/**
 * The sign-up form's values between the form and the e-mail code page. They include the
 * password, so they live only in this module's memory: never in localStorage, sessionStorage or
 * history state. Reloading the page or closing the tab forgets them.
 */
export interface SignUpDraft {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  password: string;
  mayCallDirectly: boolean;
  timeZone?: string;
  /** When the last code was mailed (ms since the epoch), for the resend cooldown. */
  codeSentAt: number;
}

let draft: SignUpDraft | null = null;

export function saveSignUpDraft(values: SignUpDraft): void {
  draft = { ...values };
}

/** A copy of the draft, so callers cannot change the stored one by accident. */
export function readSignUpDraft(): SignUpDraft | null {
  return draft === null ? null : { ...draft };
}

export function markSignUpCodeSent(at: number): void {
  if (draft !== null) draft = { ...draft, codeSentAt: at };
}

export function clearSignUpDraft(): void {
  draft = null;
}

/** The browser's IANA time zone ("America/Chicago"), when it has one. */
export function browserTimeZone(): string | undefined {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone === "" ? undefined : zone;
  } catch {
    return undefined;
  }
}
