import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll } from "vitest";

export const fakeTwilioAccount = {
  sid: `AC${"0123456789abcdef".repeat(2)}`,
  token: "fake-twilio-auth-token-0123",
};

/** Twilio's Messages API on 127.0.0.1: checks basic auth and the form, keeps what it was sent. */
export async function startFakeTwilio() {
  const sent: { To: string; From: string; Body: string }[] = [];
  const refused: string[] = [];
  const server = http.createServer(async (request, response) => {
    let body = "";
    for await (const chunk of request) body += chunk;
    const expected = `Basic ${Buffer.from(`${fakeTwilioAccount.sid}:${fakeTwilioAccount.token}`).toString("base64")}`;
    const path = `/2010-04-01/Accounts/${fakeTwilioAccount.sid}/Messages.json`;
    const form = Object.fromEntries(new URLSearchParams(body));
    if (request.headers.authorization !== expected) refused.push("auth");
    else if (request.method !== "POST" || request.url !== path)
      refused.push(`${request.method} ${request.url}`);
    else if (!form.To || !form.From || !form.Body) refused.push("form");
    else {
      sent.push({ To: form.To, From: form.From, Body: form.Body });
      response.writeHead(201, { "content-type": "application/json" });
      return response.end(
        JSON.stringify({ sid: `SM${sent.length}`, status: "queued", to: form.To, body: form.Body }),
      );
    }
    response
      .writeHead(401, { "content-type": "application/json" })
      .end(JSON.stringify({ code: 20003, message: "refused" }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, sent, refused };
}
