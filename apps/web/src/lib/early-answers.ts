import { callHeaders } from "./api-headers";
import { buildUrl } from "./api-url";

/**
 * Who is signed in: every signed-in page and the public header ask it first, once their code has
 * loaded. Kept here as a plain path so that the first script need not carry the contract's route table
 * (`early-answers.test.ts` pins it to the contract).
 */
export const CURRENT_USER_PATH = "/user/GetUser";

/** An answer waits this long for its reader; older, the reader asks again. */
const KEPT_MS = 30_000;

interface EarlyAnswer {
  response: Promise<Response>;
  /** The headers it was asked with: a reader with others (another token, language) asks anew. */
  headers: string;
  askedAt: number;
}

const answers = new Map<string, EarlyAnswer>();

const headerKey = (headers: Record<string, string>) => JSON.stringify(Object.entries(headers).sort());

/**
 * Asks the API for `path` now, as the page starts, when someone is signed in: on a phone's line the
 * page's code takes seconds to arrive, and the answer is then waiting for it instead of a round trip.
 */
export function askEarly(path: string): void {
  const headers = callHeaders();
  if (headers.Authorization === undefined) return;
  const url = buildUrl(path);
  const response = fetch(url, { headers });
  // A failed early ask is asked again by its reader; it must not surface as an unhandled rejection.
  response.catch(() => undefined);
  answers.set(url, { response, headers: headerKey(headers), askedAt: Date.now() });
}

/**
 * The answer asked early for `url` with exactly these `headers`, handed over once; `undefined` when
 * there is none, or it is too old. A failed early ask is made again here.
 */
export function takeEarlyAnswer(url: string, headers: Record<string, string>): Promise<Response> | undefined {
  const answer = answers.get(url);
  if (answer === undefined) return undefined;
  answers.delete(url);
  if (answer.headers !== headerKey(headers) || Date.now() - answer.askedAt > KEPT_MS) return undefined;
  return answer.response.catch(() => fetch(url, { headers }));
}
