/**
 * Collected answers → the body of `AddIndividualTaxpayerInitialQuestions` or
 * `AddBusinessTaxpayerInitialQuestions`, checked by the contract's schema exactly as the server
 * checks it. This module brings zod (through the schemas); the rest of the questionnaire does not.
 */
import {
  type BusinessInitialQuestions,
  businessInitialQuestionsSchema,
  type IndividualInitialQuestions,
  individualInitialQuestionsSchema,
} from "@taxlane/contract";
import { isQuestionShown, parseCount, questionnaireFor } from "./logic";
import { type Answers, NONE_ANSWER, type Question, type QuestionnaireKind } from "./types";

export interface RequestOptions {
  /** The expert's invitation key from `/user/add-quote?invitationkey=…`: the request goes to that expert alone. */
  invitationKey?: string | null;
}

/** A field the schema refused: `field` is the API field name, as a server's error would name it. */
export interface RequestFieldError {
  field: string;
  message: string;
}

export type InitialQuestionsRequest =
  | { kind: "individual"; body: IndividualInitialQuestions }
  | { kind: "business"; body: BusinessInitialQuestions };

export type BuildRequestResult =
  | ({ success: true } & InitialQuestionsRequest)
  | { success: false; errors: RequestFieldError[] };

/** One answer as the API takes it; `undefined` leaves the field out. */
function wireValue(question: Question, value: Answers[string]): unknown {
  if (value === undefined) return undefined;
  switch (question.kind) {
    case "count":
      return typeof value === "string" ? (parseCount(value) ?? value) : value;
    case "text":
    case "country":
    case "usState": {
      if (typeof value !== "string") return value;
      const trimmed = value.trim();
      return trimmed === "" ? undefined : trimmed;
    }
    case "singleChoice":
      return question.noneLabel !== undefined && value === NONE_ANSWER ? undefined : value;
    default:
      return value;
  }
}

/**
 * The request body before the schema's check: the questionnaire's type, every asked question's
 * answer under its API name, and the invitation key when there is one. Questions skipped by the
 * branching are left out (their answers may linger from an earlier path through the wizard).
 */
export function requestCandidate(
  kind: QuestionnaireKind,
  answers: Answers,
  options: RequestOptions = {},
): Record<string, unknown> {
  const questionnaire = questionnaireFor(kind);
  const body: Record<string, unknown> = { taxPreparationTypeId: questionnaire.taxPreparationTypeId };
  for (const step of questionnaire.steps) {
    for (const question of step.questions) {
      if (!isQuestionShown(question, answers)) continue;
      const value = wireValue(question, answers[question.key]);
      if (value !== undefined) body[question.key] = value;
    }
  }
  const invitationKey = options.invitationKey?.trim();
  if (invitationKey) body.invitationkey = invitationKey;
  return body;
}

/** The checked request body, or each refused field with the contract's message. */
export function buildInitialQuestionsRequest(
  kind: QuestionnaireKind,
  answers: Answers,
  options: RequestOptions = {},
): BuildRequestResult {
  const candidate = requestCandidate(kind, answers, options);
  if (kind === "individual") {
    const parsed = individualInitialQuestionsSchema.safeParse(candidate);
    return parsed.success
      ? { success: true, kind, body: parsed.data }
      : { success: false, errors: fieldErrors(parsed.error.issues) };
  }
  const parsed = businessInitialQuestionsSchema.safeParse(candidate);
  return parsed.success
    ? { success: true, kind, body: parsed.data }
    : { success: false, errors: fieldErrors(parsed.error.issues) };
}

function fieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): RequestFieldError[] {
  return issues.map((issue) => ({ field: String(issue.path[0] ?? ""), message: issue.message }));
}
