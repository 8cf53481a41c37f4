import type { OrganizerAnswer } from "@taxlane/contract";
import type { FastifyInstance } from "fastify";
import { bearer, type TestUser } from "./factories";
import { getAs } from "./marketplace";

/** One `questionList[i]` entry as a client sends it; files go as `questionList[i].files`. */
export interface SentAnswer {
  quoteId: number;
  question: string;
  answerTypeId: number;
  categoryId?: number;
  forSpouse?: boolean;
  answer?: string;
  message?: string;
  reminder?: boolean;
  isFile?: boolean;
  files?: [Buffer, string][];
}

/** A text answer (answer type 2) of one job, as a client sends it; `extra` sets the rest. */
export function textAnswerOf(quoteId: number) {
  return (question: string, text: string | undefined, extra: Partial<SentAnswer> = {}): SentAnswer => ({
    quoteId,
    question,
    answerTypeId: 2,
    answer: text,
    ...extra,
  });
}

/** The multipart form of a save, with dotted and indexed keys; empty values left out. */
export function organizerForm(entries: readonly SentAnswer[]): FormData {
  const form = new FormData();
  entries.forEach(({ files = [], ...entry }, index) => {
    const fields = { categoryId: 0, ...entry };
    for (const [key, value] of Object.entries(fields)) {
      if (value !== undefined && value !== "") form.append(`questionList[${index}].${key}`, String(value));
    }
    for (const [bytes, name] of files) {
      form.append(`questionList[${index}].files`, new Blob([new Uint8Array(bytes)]), name);
    }
  });
  return form;
}

export function saveAnswers(app: FastifyInstance, user: TestUser, entries: readonly SentAnswer[]) {
  return app.inject({
    method: "POST",
    url: "/api/taxpayer/AddAnswerToOrganizerQuestions",
    headers: bearer(user),
    body: organizerForm(entries),
  });
}

export const taxpayerAnswers = (app: FastifyInstance, user: TestUser, quoteId: number) =>
  getAs<OrganizerAnswer[]>(app, user, `taxPayer/GetOrganizerQuestionAnswers?quoteId=${quoteId}`);

export const professionalAnswers = (app: FastifyInstance, user: TestUser, query: string) =>
  getAs<OrganizerAnswer[]>(app, user, `Accountant/GetOrganizerQuestionAnswers?${query}`);

/** The answer under a key, from a read. */
export function answerOf(answers: readonly OrganizerAnswer[], question: string, forSpouse = false) {
  return answers.find((answer) => answer.question === question && answer.forSpouse === forSpouse);
}

/** "I have more W-2s; remind me later": an answer the reminders engine follows up. */
export const w2LeftForLater = (quoteId: number) => ({
  quoteId,
  question: "taxPayer_W2FormFile",
  answerTypeId: 6,
  categoryId: 19,
  isFile: true,
  reminder: true,
});
