import type { FieldError } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";

/** Failure kinds and the HTTP status each maps to. */
export const errorStatus = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  /** A professional or operator whose grace is over must add an authenticator app or a passkey first. */
  SECOND_FACTOR_REQUIRED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/** The one error type services throw; the error handler turns it into the error body every client reads. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
    this.statusCode = errorStatus[code];
  }
}

export const notFound = (what = t("errors.notFound")) => new AppError("NOT_FOUND", what);
export const forbidden = (why = t("errors.forbidden")) => new AppError("FORBIDDEN", why);
export const unauthenticated = (why = t("errors.unauthenticated")) => new AppError("UNAUTHENTICATED", why);
export const conflict = (why: string) => new AppError("CONFLICT", why);

/** A refusal of one field's value: the message both as the error and on the field. */
export const fieldError = (field: string, message: string, code: ErrorCode = "VALIDATION_FAILED") =>
  new AppError(code, message, [{ field, message }]);
