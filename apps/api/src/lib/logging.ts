import { t } from "@taxlane/contract/i18n";
import {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from "fastify";
import { type Bindings, type ChildLoggerOptions, levels, stdSerializers } from "pino";

/** Query parameters whose values are personal or secret; their values never reach the log. */
const sensitiveQueryKeys = new Set([
  "email",
  "token",
  "code",
  "password",
  "key",
  "invitationkey",
  "userid",
  "ssn",
]);

/** Paths whose last part is a secret: the calendar feed's token is the only key to its appointments. */
const secretPathPattern = /^(\/api\/calendar\/feed\/)[^/?]+/i;

/** The URL with sensitive query values and secret path parts replaced, for logging. */
export function redactUrl(url: string): string {
  const path = url.replace(secretPathPattern, "$1[redacted]");
  const queryStart = path.indexOf("?");
  if (queryStart < 0) return path;
  const params = new URLSearchParams(path.slice(queryStart + 1));
  for (const key of [...params.keys()]) {
    if (sensitiveQueryKeys.has(key.toLowerCase())) params.set(key, "[redacted]");
  }
  return `${path.slice(0, queryStart)}?${params.toString()}`;
}

interface FailedStatement extends Error {
  query: string;
  params: unknown[];
}

const isFailedStatement = (error: unknown): error is FailedStatement =>
  error instanceof Error &&
  typeof (error as Partial<FailedStatement>).query === "string" &&
  Array.isArray((error as Partial<FailedStatement>).params);

/**
 * pino's error serializer, without the values of a failed statement. Drizzle writes them into its
 * error's message and keeps them as `params`: e-mail addresses, messages, answers. The statement's
 * text stays, with its placeholders.
 */
export function serializeError(error: Error): ReturnType<typeof stdSerializers.err> {
  const serialized = stdSerializers.err(error);
  if (!isFailedStatement(error)) return serialized;
  const withValues = error.message;
  const withoutValues = t("operator.failedQuery", { query: error.query });
  serialized.message = serialized.message.replace(withValues, withoutValues);
  if (serialized.stack) serialized.stack = serialized.stack.replace(withValues, withoutValues);
  serialized.params = "[redacted]";
  return serialized;
}

export function loggerOptions(level: string): FastifyServerOptions["logger"] {
  return {
    level,
    redact: {
      paths: [
        "req.headers.authorization",
        "req.headers.cookie",
        "res.headers['set-cookie']",
        "*.password",
        "*.newPassword",
        "*.oldPassword",
        "*.confirmPassword",
        "*.token",
        "*.code",
        "*.validationCode",
        "*.emailValidationCode",
        "*.ssn",
        "*.accountNumber",
        "*.routingNumber",
        "*.licenseNumber",
        // Organizer answers (tax ids, bank numbers among them), should a body ever be logged.
        "*.answer",
        "*.questionList",
      ],
      censor: "[redacted]",
    },
    serializers: {
      err: serializeError,
      req: (request) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
}

/**
 * Routine requests are logged at debug, so a server at the default level prints what matters:
 * 5xx answers at warn (the error itself is logged at error where it is handled).
 */
export class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, "incoming request");
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    const level = reply.statusCode >= 500 ? "warn" : "debug";
    reply.log[level]({ req: request, res: reply, responseTime: reply.elapsedTime }, "request completed");
  }

  override routeNotFound(request: FastifyRequest): void {
    request.log.debug({ req: request }, "route not found");
  }
}

type LineLevel = "trace" | "debug" | "info" | "warn" | "error" | "fatal";

/** A level's number in pino: a line is written when its number reaches the logger's ("silent" none). */
const levelNumber = (level: string): number =>
  level === "silent" ? Number.POSITIVE_INFINITY : (levels.values[level] ?? 0);

/**
 * A request's logger that makes its pino child (the request id bound) when it first writes a line.
 * Most requests write none at the default level, and a pino child with our redaction paths costs a
 * few kilobytes and microseconds per request for nothing.
 */
export class RequestLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | null = null;
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Bindings;
  readonly #options: ChildLoggerOptions;

  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  get level(): string {
    return this.#child?.level ?? this.#options.level ?? this.#parent.level;
  }

  set level(level: string) {
    this.#made().level = level;
  }

  #made(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings, this.#options);
    return this.#child;
  }

  #write(level: LineLevel, args: unknown[]): void {
    if (levelNumber(level) < levelNumber(this.level)) return;
    const child = this.#made();
    Reflect.apply(child[level], child, args);
  }

  trace(...args: unknown[]): void {
    this.#write("trace", args);
  }
  debug(...args: unknown[]): void {
    this.#write("debug", args);
  }
  info(...args: unknown[]): void {
    this.#write("info", args);
  }
  warn(...args: unknown[]): void {
    this.#write("warn", args);
  }
  error(...args: unknown[]): void {
    this.#write("error", args);
  }
  fatal(...args: unknown[]): void {
    this.#write("fatal", args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#made().child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: each request's logger, made only when it writes. */
export function requestLoggerFactory(
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new RequestLogger(parent, bindings, options);
}
