import { Writable } from "node:stream";
import { DrizzleQueryError } from "drizzle-orm";
import Fastify from "fastify";
import pino from "pino";
import { describe, expect, it } from "vitest";
import {
  loggerOptions,
  RequestLogController,
  RequestLogger,
  redactUrl,
  requestLoggerFactory,
} from "./logging";

/** A stream that keeps each line written to it. */
function lineCollector() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, stream };
}

describe("log redaction", () => {
  it("hides personal and secret query values and keeps the rest", () => {
    expect(redactUrl("/api/EmailSubscription/Create?email=dana@example.test")).toBe(
      "/api/EmailSubscription/Create?email=%5Bredacted%5D",
    );
    expect(redactUrl("/api/x?Token=abc&from=0&to=20")).toBe("/api/x?Token=%5Bredacted%5D&from=0&to=20");
    expect(redactUrl("/api/health")).toBe("/api/health");
  });

  it("hides a calendar feed's token, the only key to its appointments", () => {
    expect(redactUrl("/api/calendar/feed/f3a9c2d1e8b7")).toBe("/api/calendar/feed/[redacted]");
    expect(redactUrl("/API/Calendar/Feed/f3a9c2d1e8b7?x=1")).toBe("/API/Calendar/Feed/[redacted]?x=1");
  });

  it("writes a failed statement's text without its values", () => {
    const { lines, stream } = lineCollector();
    const options = loggerOptions("info");
    const logger = pino({ ...(typeof options === "object" ? options : {}) }, stream);
    const cause = new Error('duplicate key value violates unique constraint "users_email_unique"');
    const failed = new DrizzleQueryError(
      'insert into "users" ("email", "phone") values ($1, $2)',
      ["dana@example.test", "+15550100"],
      cause,
    );
    logger.error({ err: failed }, "request failed");
    expect(lines).toHaveLength(1);
    const line = lines[0] ?? "";
    expect(line).not.toContain("dana@example.test");
    expect(line).not.toContain("5550100");
    const { err } = JSON.parse(line) as { err: { message: string; stack: string; params: unknown } };
    expect(err.message).toContain('insert into "users" ("email", "phone") values ($1, $2)');
    expect(err.message).toContain("users_email_unique");
    expect(err.stack).toContain("Failed query: insert into");
    expect(err.params).toBe("[redacted]");
  });
});

describe("request logging", () => {
  async function logLines(level: string): Promise<string[]> {
    const { lines, stream } = lineCollector();
    const options = loggerOptions(level);
    const app = Fastify({
      logger: typeof options === "object" ? { ...options, stream } : options,
      logController: new RequestLogController(),
      childLoggerFactory: requestLoggerFactory,
    });
    app.get<{ Params: { status: string } }>("/:status", async (request, reply) => {
      const status = Number(request.params.status);
      reply.code(status).send({ status });
    });
    await app.ready();
    for (const status of [200, 404, 503]) await app.inject({ url: `/${status}` });
    await app.close();
    return lines;
  }

  it("keeps routine answers out of the log at info and logs 5xx answers at warn", async () => {
    const lines = await logLines("info");
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? "{}")).toMatchObject({
      level: 40,
      msg: "request completed",
      res: { statusCode: 503 },
      reqId: expect.any(String),
    });
  });

  it("logs every request at debug", async () => {
    const lines = await logLines("debug");
    expect(lines.filter((line) => line.includes('"msg":"request completed"'))).toHaveLength(3);
    expect(lines.filter((line) => line.includes('"msg":"incoming request"'))).toHaveLength(3);
  });
});

describe("organizer answers in the log", () => {
  it("never writes an answer's value, even from a logged body", async () => {
    const { lines, stream } = lineCollector();
    const options = loggerOptions("debug");
    const app = Fastify({
      logger: typeof options === "object" ? { ...options, stream } : options,
      logController: new RequestLogController(),
      childLoggerFactory: requestLoggerFactory,
    });
    app.post("/save", async (request) => {
      request.log.info({ body: request.body }, "saving");
      return {};
    });
    await app.ready();
    await app.inject({
      method: "POST",
      url: "/save?quoteId=7",
      payload: { questionList: [{ question: "taxPayerSocialSecurityNo", answer: "123-45-6789" }] },
    });
    await app.inject({ method: "POST", url: "/save", payload: { answer: "021000021" } });
    await app.close();
    expect(lines.some((line) => line.includes('"msg":"saving"'))).toBe(true);
    expect(lines.join("")).not.toMatch(/123-45-6789|021000021/);
  });
});

describe("a request's logger", () => {
  function parentLogger(level: string) {
    const lines: Record<string, unknown>[] = [];
    const stream = { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) };
    const options = loggerOptions(level);
    const parent = pino(typeof options === "object" ? options : {}, stream);
    const made: Record<string, unknown>[] = [];
    // Counts the children made; pino's children inherit this, so `this` is whichever logger is asked.
    const child = parent.child;
    parent.child = function counted(this: typeof parent, bindings, childOptions) {
      made.push(bindings);
      return child.call(this, bindings, childOptions);
    } as typeof parent.child;
    return { parent, lines, made };
  }

  it("makes no pino child for a request that writes nothing at its level", () => {
    const { parent, lines, made } = parentLogger("info");
    const log = new RequestLogger(parent, { reqId: "r-1" }, {});
    log.debug({ req: { url: "/x" } }, "incoming request");
    log.trace("detail");
    expect(made).toEqual([]);
    expect(lines).toEqual([]);
    expect(log.level).toBe("info");
  });

  it("writes at an enabled level through one child bound to the request, redacted as the parent is", () => {
    const { parent, lines, made } = parentLogger("info");
    const log = new RequestLogger(parent, { reqId: "r-2" }, {});
    log.info({ body: { password: "hunter2" } }, "saving");
    log.error(new Error("it broke"));
    expect(made).toEqual([{ reqId: "r-2" }]);
    expect(lines).toMatchObject([
      { level: 30, reqId: "r-2", msg: "saving", body: { password: "[redacted]" } },
      { level: 50, reqId: "r-2", err: { message: "it broke" } },
    ]);
  });

  it("follows a route's own level, and a child of it carries both bindings", () => {
    const { parent, lines } = parentLogger("warn");
    const log = new RequestLogger(parent, { reqId: "r-3" }, { level: "debug" });
    log.debug("shown at the route's level");
    log.child({ job: 7 }).warn("from a child");
    expect(lines).toMatchObject([
      { level: 20, reqId: "r-3", msg: "shown at the route's level" },
      { level: 40, reqId: "r-3", job: 7, msg: "from a child" },
    ]);
  });
});
