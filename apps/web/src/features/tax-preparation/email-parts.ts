/** An e-mail address cut where it may wrap: the name, then the domain with its "@", in pieces. */
export interface EmailParts {
  /** Before the "@" ("taxpayer"); the whole text when there is no "@". */
  local: string;
  /** "@demo", ".taxlane", ".app": each starts where a too-long domain may wrap; empty without an "@". */
  domain: string[];
}

/** Splits at the last "@" (a quoted name may hold one) and before each dot of the domain. */
export function emailParts(email: string): EmailParts {
  const at = email.lastIndexOf("@");
  if (at <= 0) return { local: email, domain: [] };
  const [host = "", ...rest] = email.slice(at + 1).split(".");
  return { local: email.slice(0, at), domain: [`@${host}`, ...rest.map((label) => `.${label}`)] };
}
