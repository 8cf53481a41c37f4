import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { sentSignatureRequest, signingCalls } from "../../../../test/signing-requests";
import { createTestApp } from "../../../../test/test-app";
import { AppError } from "../../../lib/app-error";
import { signatureRequestsRepository } from "../signature-requests.repository";
import { createHttpIdentityCheck } from "./http-identity-check";

interface Received {
  authorization: string | undefined;
  path: string | undefined;
  body: Record<string, unknown>;
}

/** A stand-in identity provider on 127.0.0.1: passes unless the last four are 9999; `mode` breaks it. */
async function fakeProvider(apiKey: string) {
  const state = { mode: "ok" as "ok" | "down" | "slow" | "garbled", received: [] as Received[] };
  const server = http.createServer(async (request, response) => {
    let text = "";
    for await (const chunk of request) text += chunk;
    const body = JSON.parse(text || "{}") as Record<string, unknown>;
    state.received.push({ authorization: request.headers.authorization, path: request.url, body });
    if (request.headers.authorization !== `Bearer ${apiKey}`) {
      response.writeHead(401, { "content-type": "application/json" }).end('{"error":"unauthorized"}');
      return;
    }
    if (state.mode === "down") {
      response.writeHead(500).end();
      return;
    }
    if (state.mode === "slow") {
      setTimeout(() => response.writeHead(200).end('{"passed":true,"reference":"late"}'), 500);
      return;
    }
    if (state.mode === "garbled") {
      response.writeHead(200, { "content-type": "application/json" }).end('{"ok":1}');
      return;
    }
    const passed = body.idNumberLast4 !== "9999";
    response
      .writeHead(200, { "content-type": "application/json" })
      .end(JSON.stringify({ passed, reference: `chk_${state.received.length}` }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, state };
}

const signer = { name: "Dana Whitfield", email: "dana@example.test" };
const answers = { fullName: "Dana Whitfield", dateOfBirth: "1984-03-17", idNumberLast4: "1234" };

describe("the identity check of a provider's HTTP API", async () => {
  const provider = await fakeProvider("idk_test_secret");
  // An app whose signers are checked by the provider above (made here: an app's start is slow).
  const { app } = await createTestApp({
    AUTH_RATE_LIMIT_PER_MINUTE: "1000",
    IDENTITY_CHECK_URL: provider.url,
    IDENTITY_CHECK_API_KEY: "idk_test_secret",
  });

  it("posts the answers with the bearer key and reads the outcome and reference", async () => {
    const check = createHttpIdentityCheck({ url: provider.url, apiKey: "idk_test_secret" });
    expect(check.isTest).toBe(false);
    expect(await check.check(signer, answers)).toEqual({
      passed: true,
      reference: expect.stringMatching(/^chk_/),
    });
    expect(await check.check(signer, { ...answers, idNumberLast4: "9999" })).toMatchObject({ passed: false });
    expect(provider.state.received.at(-1)).toEqual({
      authorization: "Bearer idk_test_secret",
      path: "/v1/checks",
      body: {
        name: "Dana Whitfield",
        email: "dana@example.test",
        dateOfBirth: "1984-03-17",
        idNumberLast4: "9999",
      },
    });
  });

  it("turns a refused key, a failure, a garbled answer, a timeout and no server into a 503 in words", async () => {
    const wrongKey = createHttpIdentityCheck({ url: provider.url, apiKey: "not-the-key" });
    const failures = [() => wrongKey.check(signer, answers)];
    const check = createHttpIdentityCheck({ url: provider.url, apiKey: "idk_test_secret", timeoutMs: 100 });
    const nowhere = createHttpIdentityCheck({ url: "http://127.0.0.1:9", apiKey: "idk_test_secret" });
    for (const mode of ["down", "garbled", "slow"] as const) {
      failures.push(async () => {
        provider.state.mode = mode;
        try {
          return await check.check(signer, answers);
        } finally {
          provider.state.mode = "ok";
        }
      });
    }
    failures.push(() => nowhere.check(signer, answers));
    for (const failure of failures) {
      const error = await failure().catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({
        statusCode: 503,
        message: "The identity check service did not answer. Try again in a few minutes.",
      });
    }
  });

  it("does not use up a signer's try when the provider does not answer", async () => {
    const calls = signingCalls(app);
    const { taxpayerSigner: one } = await sentSignatureRequest(app, { identityRequired: true });
    const page = await calls.view(one.id, one.key);
    expect(page.json().identityCheck).toEqual({ providerName: "Online identity check", isTest: false });
    provider.state.mode = "down";
    const down = await calls.checkIdentity(one.id, one.key, "1234");
    provider.state.mode = "ok";
    expect(down.statusCode).toBe(503);
    expect(down.json().errorMessage).toBe(
      "The identity check service did not answer. Try again in a few minutes.",
    );
    expect(await signatureRequestsRepository.findSigner(app.services.db, one.id)).toMatchObject({
      identityTries: 0,
      identityStatus: "none",
    });
    const passed = await calls.checkIdentity(one.id, one.key, "1234");
    expect(passed.json()).toMatchObject({ identityStatus: "passed", identityTriesLeft: 1, canSign: true });
    expect(await signatureRequestsRepository.findSigner(app.services.db, one.id)).toMatchObject({
      identityMethod: "Online identity check",
      identityReference: expect.stringMatching(/^chk_/),
    });
  });
});
