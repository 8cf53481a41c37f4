/**
 * A NUL byte (PostgreSQL refuses it in text) in any text a call carries is refused as the caller's
 * mistake, in words, before anything reads it: every field of every call of the contract, one at a
 * time, sent by a person whose role may make the call.
 */
import { type Endpoint, listEndpoints } from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import { namesOf, pathParameters } from "../test/endpoint-fields";
import { bearer, createSignedInUser, type TestUser } from "../test/factories";
import { createTestApp } from "../test/test-app";
import { encodedForm, multipart } from "../test/uploads";
import { controlCharacterMessage } from "./lib/control-characters";

const { app } = await createTestApp({
  RATE_LIMIT_PER_MINUTE: "1000000",
  AUTH_RATE_LIMIT_PER_MINUTE: "1000000",
  PUBLIC_FORM_LIMIT_PER_HOUR: "1000000",
});

const withNul = "1\u0000";

/** One call with a NUL byte in one field; `field` is how the refusal names it. */
interface NulSend {
  field: string;
  url: string;
  body?: { contentType: string; payload: string | Buffer };
}

function urlOf(endpoint: Endpoint, params: Record<string, string>, query: Record<string, string>) {
  const path = endpoint.path.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? "1"),
  );
  const search = new URLSearchParams(query);
  return `/api${path}${search.size > 0 ? `?${search}` : ""}`;
}

async function sendsOf(endpoint: Endpoint): Promise<NulSend[]> {
  const plainUrl = urlOf(endpoint, {}, {});
  const sends: NulSend[] = [
    ...pathParameters(endpoint).map((field) => ({ field, url: urlOf(endpoint, { [field]: withNul }, {}) })),
    ...namesOf(endpoint.query).map((field) => ({ field, url: urlOf(endpoint, {}, { [field]: withNul }) })),
    ...namesOf(endpoint.body).map((field) => ({
      field,
      url: plainUrl,
      body: { contentType: "application/json", payload: JSON.stringify({ [field]: withNul }) },
    })),
  ];
  for (const field of namesOf(endpoint.multipart?.fields)) {
    const { body, contentType } = await encodedForm(multipart({ [field]: withNul }));
    sends.push({ field, url: plainUrl, body: { contentType, payload: body } });
  }
  return sends;
}

/** Operators' calls as an operator, professionals' as a professional, the rest as a taxpayer. */
function roleFor(name: string): number {
  if (name.startsWith("admin.")) return 3;
  if (name.startsWith("accountant.")) return 2;
  return 1;
}

describe("a NUL byte in any text of a call", () => {
  it("is refused with a 400 naming the field, on every call of the contract", async () => {
    const people = new Map<number, TestUser>();
    for (const roleId of [1, 2, 3]) people.set(roleId, await createSignedInUser(app, roleId));
    const wrong: string[] = [];
    let sent = 0;
    for (const { name, endpoint } of listEndpoints()) {
      const person = people.get(roleFor(name));
      for (const { field, url, body } of await sendsOf(endpoint)) {
        sent += 1;
        const answer = await app.inject({
          method: endpoint.method,
          url,
          headers: {
            ...(person ? bearer(person) : {}),
            ...(body ? { "content-type": body.contentType } : {}),
          },
          ...(body ? { payload: body.payload } : {}),
        });
        const refused =
          answer.statusCode === 400 &&
          answer.json().errorMessage === controlCharacterMessage &&
          answer.json().errors?.[0]?.field === field;
        if (!refused) wrong.push(`${name} ${field} → ${answer.statusCode} ${answer.body.slice(0, 160)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(sent).toBeGreaterThan(100);
  }, 60_000);

  it("answers the calls a probe found failing with the usual error body", async () => {
    const operator = await createSignedInUser(app, 3);
    for (const url of [
      "/api/Subscription/GetTestCheckout?session=a%00",
      "/api/Admin/Accounts?text=1%00",
      "/api/Admin/AuditLog?text=1%00",
      "/api/Admin/AuditLog?action=1%00",
    ]) {
      const answer = await app.inject({ method: "GET", url, headers: bearer(operator) });
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json()).toMatchObject({
        errorMessage: controlCharacterMessage,
        code: "VALIDATION_FAILED",
      });
    }
  });
});
