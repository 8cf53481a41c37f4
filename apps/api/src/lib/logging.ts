import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from "fastify";

/** Query parameters whose values are personal or secret; their values never reach the log. */
const sensitiveQueryKeys = new Set(["email", "token", "code", "password", "invitationkey", "userid", "ssn"]);

/** The URL with sensitive query values replaced, for logging. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf("?");
  if (queryStart < 0) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const key of [...params.keys()]) {
    if (sensitiveQueryKeys.has(key.toLowerCase())) params.set(key, "[redacted]");
  }
  return `${url.slice(0, queryStart)}?${params.toString()}`;
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
