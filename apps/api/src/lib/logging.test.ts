import { Writable } from "node:stream";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { loggerOptions, RequestLogController, redactUrl } from "./logging";

describe("log redaction", () => {
  it("hides personal and secret query values and keeps the rest", () => {
    expect(redactUrl("/api/EmailSubscription/Create?email=dana@example.test")).toBe(
      "/api/EmailSubscription/Create?email=%5Bredacted%5D",
    );
    expect(redactUrl("/api/x?Token=abc&from=0&to=20")).toBe("/api/x?Token=%5Bredacted%5D&from=0&to=20");
    expect(redactUrl("/api/health")).toBe("/api/health");
  });
});

describe("request logging", () => {
  async function logLines(level: string): Promise<string[]> {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const options = loggerOptions(level);
    const app = Fastify({
      logger: typeof options === "object" ? { ...options, stream } : options,
      logController: new RequestLogController(),
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
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const options = loggerOptions("debug");
    const app = Fastify({
      logger: typeof options === "object" ? { ...options, stream } : options,
      logController: new RequestLogController(),
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
