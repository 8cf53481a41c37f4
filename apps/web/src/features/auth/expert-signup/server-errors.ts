import { stepOfField } from "./expert-answers";

/** The account fields of the first page (/signup/expert). */
export const accountFields = [
  "firstName",
  "lastName",
  "email",
  "password",
  "phoneNumber",
  "agreePrivacyPolicy",
] as const;
export type AccountField = (typeof accountFields)[number];

/** A field of the steps' form, as antd names it: `"city"` or `["accountantEducationList", 0, "degree"]`. */
export type StepFieldName = string | (string | number)[];

/** Where a message of registerAccountant's answer belongs. */
export type ErrorPlace =
  | { kind: "account"; field: AccountField }
  | { kind: "code" }
  | { kind: "step"; step: number; name: StepFieldName }
  | { kind: "none" };

const isAccountField = (field: string): field is AccountField =>
  (accountFields as readonly string[]).includes(field);

/** `a.b[0].c` or `a.b.0.c` → ["a", "b", 0, "c"]. */
function pathOf(key: string): (string | number)[] {
  return key
    .replace(/\[(\d+)\]/g, ".$1")
    .split(".")
    .filter((part) => part !== "")
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/**
 * Places the server's field message: `field` is the multipart key the server names
 * (`initialQuestions.taxPreparerPTINumber`, `initialQuestions.accountantEducationList[1].degree`,
 * `password`, `emailValidationCode`). `educationRows` maps a sent entry to its row in the form.
 */
export function placeServerError(field: string, educationRows: readonly number[]): ErrorPlace {
  const path = pathOf(field.replace(/^body\./, ""));
  const [head, name, ...rest] = path;
  if (head === "emailValidationCode" || head === "code") return { kind: "code" };
  if (typeof head === "string" && path.length === 1 && isAccountField(head))
    return { kind: "account", field: head };
  if (head !== "initialQuestions" || typeof name !== "string") return { kind: "none" };
  const step = stepOfField(name);
  if (step === null) return { kind: "none" };
  if (name === "accountantEducationList") {
    const [index, part] = rest;
    if (typeof index === "number" && typeof part === "string") {
      return { kind: "step", step, name: [name, educationRows[index] ?? index, part] };
    }
  }
  return { kind: "step", step, name };
}
