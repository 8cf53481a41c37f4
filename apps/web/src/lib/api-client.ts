import { appTexts, type ErrorBody } from "@taxlane/contract";
import { callHeaders } from "./api-headers";
import { buildUrl, type QueryValue } from "./api-url";
import { takeEarlyAnswer } from "./early-answers";
import { announceSecondFactorRequired, SECOND_FACTOR_REQUIRED } from "./second-factor-signal";
import { clearToken, LOGIN_PATH, rememberReturnPath } from "./session";

export { apiBaseUrl, buildUrl } from "./api-url";

/** A failed call: the HTTP status and the error body. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly status: number;
  readonly body: ErrorBody;

  constructor(status: number, body: ErrorBody) {
    super(body.errorMessage);
    this.status = status;
    this.body = body;
  }

  get code(): string {
    return this.body.code;
  }

  /** Field-level messages keyed by field name, for forms. */
  get fieldErrors(): Record<string, string> {
    return Object.fromEntries((this.body.errors ?? []).map((error) => [error.field, error.message]));
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The shape of `errorBodySchema` from the contract, checked by hand so that zod stays out of the
 * public pages' bundle; `api-client.test.ts` pins it to the schema.
 */
export function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== "object" || value === null) return false;
  const { errorMessage, code, errors } = value as Record<string, unknown>;
  if (typeof errorMessage !== "string" || typeof code !== "string") return false;
  if (errors === undefined) return true;
  return (
    Array.isArray(errors) &&
    errors.every(
      (entry: unknown) =>
        typeof entry === "object" &&
        entry !== null &&
        typeof (entry as Record<string, unknown>).field === "string" &&
        typeof (entry as Record<string, unknown>).message === "string",
    )
  );
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Query-string parameters; `null`/`undefined` are left out, arrays repeat the key. */
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  /** Sent as JSON, or as multipart when it is a `FormData`. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** How to read a successful response; by default JSON when the server says so, else text. */
  responseType?: "json" | "blob" | "text";
  /**
   * On 401, go to the login page (the default). With `false` the token is still cleared but the
   * page stays, for calls whose caller decides (the header's "who is signed in", sign-out).
   */
  redirectOnUnauthorized?: boolean;
}

async function readBody(response: Response, responseType: RequestOptions["responseType"]): Promise<unknown> {
  if (responseType === "blob") return response.blob();
  const text = await response.text();
  if (text === "") return undefined;
  const isJson = (response.headers.get("content-type") ?? "").includes("json");
  if (responseType === "json" || (responseType === undefined && isJson)) {
    return JSON.parse(text);
  }
  return text;
}

async function readErrorBody(response: Response): Promise<ErrorBody> {
  try {
    const parsed: unknown = JSON.parse(await response.text());
    if (isErrorBody(parsed)) return parsed;
  } catch {
    // Not JSON: fall through to the generic body.
  }
  return { errorMessage: appTexts.somethingWentWrong, code: `HTTP_${response.status}` };
}

/**
 * A 401 means the session is missing or has ended: the token is dropped, the current location is
 * remembered, and the browser goes to the login page (a full load, so no cached data of the ended
 * session survives). On the login page itself nothing moves.
 */
function handleUnauthorized(redirect: boolean): void {
  clearToken();
  if (!redirect) return;
  const here = `${location.pathname}${location.search}`;
  if (location.pathname === LOGIN_PATH) return;
  rememberReturnPath(here);
  location.assign(LOGIN_PATH);
}

/** Calls the API and resolves to the response body typed as `T`; throws `ApiError` on failure. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = "GET", query, body, signal, responseType, redirectOnUnauthorized = true } = options;
  const headers = callHeaders(options.headers);

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    payload = JSON.stringify(body);
    headers["Content-Type"] = "application/json";
  }

  const url = buildUrl(path, query);
  const askedEarly = method === "GET" && payload === undefined ? takeEarlyAnswer(url, headers) : undefined;
  const response = await (askedEarly ?? fetch(url, { method, headers, body: payload, signal }));

  if (response.ok) return (await readBody(response, responseType)) as T;

  const errorBody = await readErrorBody(response);
  if (response.status === 401) handleUnauthorized(redirectOnUnauthorized);
  if (response.status === 403 && errorBody.code === SECOND_FACTOR_REQUIRED) announceSecondFactorRequired();
  throw new ApiError(response.status, errorBody);
}

type BodylessOptions = Omit<RequestOptions, "method" | "body">;

export const api = {
  get: <T>(path: string, options?: BodylessOptions) => apiRequest<T>(path, { ...options, method: "GET" }),
  delete: <T>(path: string, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: "DELETE" }),
  post: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: "POST", body }),
  put: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: "PUT", body }),
  patch: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: "PATCH", body }),
};
