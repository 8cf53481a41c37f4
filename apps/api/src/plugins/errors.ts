import { type ErrorBody, type FieldError, validationTexts } from "@taxlane/contract";
import { en, type PlainMessageKey, t } from "@taxlane/contract/i18n";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError, type ErrorCode, errorStatus } from "../lib/app-error";

/** What people read for failures the framework raises before our code runs, worded in the request's language. */
const frameworkFailures: Record<string, { code: ErrorCode; message: () => string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: "BAD_REQUEST", message: () => t("errors.bodyNotJson") },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: "BAD_REQUEST",
    message: () => t("errors.bodyEmpty"),
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: "PAYLOAD_TOO_LARGE", message: () => t("errors.requestTooLarge") },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: "UNSUPPORTED_MEDIA_TYPE",
    message: () => t("errors.bodyTypeNotAccepted"),
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: "BAD_REQUEST",
    message: () => t("errors.lengthMismatch"),
  },
  FST_REQ_FILE_TOO_LARGE: { code: "PAYLOAD_TOO_LARGE", message: () => t("errors.fileTooLarge") },
  FST_FILES_LIMIT: { code: "PAYLOAD_TOO_LARGE", message: () => t("errors.tooManyFiles") },
  FST_PARTS_LIMIT: { code: "PAYLOAD_TOO_LARGE", message: () => t("errors.tooManyFields") },
  FST_FIELDS_LIMIT: { code: "PAYLOAD_TOO_LARGE", message: () => t("errors.tooManyFields") },
  FST_MP_PREMATURE_CLOSE: { code: "BAD_REQUEST", message: () => t("errors.formUnreadable") },
  FST_PROTO_VIOLATION: { code: "BAD_REQUEST", message: () => t("errors.fieldNameNotAllowed") },
  FST_INVALID_JSON_FIELD_ERROR: {
    code: "BAD_REQUEST",
    message: () => t("errors.fieldNotJson"),
  },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    code: "UNSUPPORTED_MEDIA_TYPE",
    message: () => t("errors.multipartOnly"),
  },
};

/**
 * PostgreSQL's codes for two transactions that met on the same rows and could not both go on
 * (a deadlock, a serialization failure): the database undid one of them whole, and trying it again
 * is what the person should do.
 */
const transientConflicts = new Set(["40P01", "40001"]);

/** The database's error code, on the error or on the one it wraps (Drizzle's query error). */
function databaseCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 3; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = current.cause;
  }
  return undefined;
}

function send(reply: FastifyReply, status: number, body: ErrorBody) {
  return reply.status(status).type("application/json; charset=utf-8").send(body);
}

/**
 * The catalog's validation messages without values, by their English words. A schema keeps the
 * message it was built with, and the API builds its schemas in English: a refusal's message is
 * read again in the request's language when it is one of these.
 */
const validationKeys = new Map<string, PlainMessageKey>(
  Object.entries(en.validation)
    .filter(([, english]) => !english.includes("{"))
    .map(([name, english]) => [english, `validation.${name}` as PlainMessageKey]),
);
const inRequestLanguage = (message: string): string => {
  const key = validationKeys.get(message);
  return key === undefined ? message : t(key);
};

function validationBody(error: FastifyError): ErrorBody {
  const fieldErrors: FieldError[] = [];
  if (hasZodFastifySchemaValidationErrors(error)) {
    for (const issue of error.validation) {
      // Fields are named as the client sent them (`email`, `items.0.name`), whether in the body or the query.
      const field = issue.instancePath.split("/").filter(Boolean).join(".");
      fieldErrors.push({
        field: field || "body",
        message: issue.message ? inRequestLanguage(issue.message) : validationTexts.invalidInput,
      });
    }
  }
  const first = fieldErrors[0];
  return {
    errorMessage: first ? first.message : validationTexts.invalidInput,
    code: "VALIDATION_FAILED",
    errors: fieldErrors,
  };
}

/**
 * Every failure leaves as the error body every client reads. A 5xx never shows its internals: people read
 * 'Something went wrong' and the log keeps the detail under the request id.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return send(reply, error.statusCode, {
        errorMessage: error.message,
        code: error.code,
        ...(error.fieldErrors ? { errors: error.fieldErrors } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      return send(reply, 400, validationBody(error));
    }
    if (transientConflicts.has(databaseCode(error) ?? "")) {
      request.log.warn({ err: error }, "a transaction met another on the same rows and was undone");
      return send(reply.header("Retry-After", "1"), 503, {
        errorMessage: t("errors.concurrentChange"),
        code: "UNAVAILABLE",
      });
    }
    const known = error.code ? frameworkFailures[error.code] : undefined;
    if (known) {
      return send(reply, errorStatus[known.code], { errorMessage: known.message(), code: known.code });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, "request refused");
      return send(reply, status, { errorMessage: error.message, code: error.code ?? "BAD_REQUEST" });
    }
    request.log.error({ err: error }, "request failed");
    return send(reply, 500, { errorMessage: t("errors.somethingWentWrong"), code: "INTERNAL" });
  });
});
