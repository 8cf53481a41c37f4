/**
 * Every call of the contract, sent values of the wrong kind by each kind of caller, answers a 4xx (or
 * succeeds), never a 5xx: bad input is the caller's to fix, and a 500 would say it is ours. Broken
 * multipart bodies and files have their own checks (`plugins/malformed-bodies.int.test.ts`).
 */
import { type Endpoint, listEndpoints } from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import { namesOf } from "../test/endpoint-fields";
import { bearer, createSignedInUser } from "../test/factories";
import { createTestApp, ownDatabase } from "../test/test-app";
import { encodedForm, multipart } from "../test/uploads";

// An operator's odd values that happen to be valid are saved: a fee of 123 basis points, a flag turned
// off. They hold for everyone on the database, so this file keeps one of its own.
const { app } = await createTestApp(
  {
    RATE_LIMIT_PER_MINUTE: "1000000",
    AUTH_RATE_LIMIT_PER_MINUTE: "1000000",
    PUBLIC_FORM_LIMIT_PER_HOUR: "1000000",
  },
  { database: await ownDatabase() },
);

/** Text a URL can carry that no field of ours takes as it is meant. */
const oddTexts = [
  "",
  "abc",
  "-1",
  "0",
  "1.5",
  "99999999999999999999",
  // Past PostgreSQL's integer (ids) but a safe number in JavaScript.
  "2147483648",
  "-2147483649",
  "null",
  "NaN",
  "2026-13-45",
  "%",
  "x".repeat(3000),
];
/** JSON values of every kind, for each field of a body at once. */
const oddValues: unknown[] = [
  123,
  -1,
  2147483648,
  1e308,
  1.5,
  "abc",
  "",
  true,
  null,
  [],
  {},
  ["x"],
  "x".repeat(20_000),
];

function urlOf(endpoint: Endpoint, text: string): string {
  const path = endpoint.path.replace(/:[A-Za-z]+/g, encodeURIComponent(text) || "x");
  const query = new URLSearchParams(namesOf(endpoint.query).map((key): [string, string] => [key, text]));
  return `/api${path}${query.size > 0 ? `?${query}` : ""}`;
}

interface Body {
  contentType: string;
  payload: string | Buffer;
  /** What the failure message shows of it. */
  shown: string;
}

const json = (text: string): Body => ({
  contentType: "application/json",
  payload: text,
  shown: text.slice(0, 80),
});

/**
 * The bodies a call is sent. JSON: not an object at all, then every field given each odd value.
 * Multipart: every text field given each odd text, no files.
 */
async function bodiesOf(endpoint: Endpoint): Promise<Body[]> {
  if (endpoint.multipart !== undefined) {
    const fields = namesOf(endpoint.multipart.fields);
    return Promise.all(
      oddTexts.map(async (text) => {
        const { body, contentType } = await encodedForm(
          multipart(Object.fromEntries(fields.map((field) => [field, text]))),
        );
        return { contentType, payload: body, shown: `form: ${text.slice(0, 40)}` };
      }),
    );
  }
  if (endpoint.body === undefined) return [];
  const fields = namesOf(endpoint.body);
  return [
    ...["null", "[]", '"text"', "{}"].map(json),
    ...oddValues.map((value) =>
      json(JSON.stringify(Object.fromEntries(fields.map((field) => [field, value])))),
    ),
  ];
}

const callers = [
  { name: "a visitor", roleId: null },
  { name: "a taxpayer", roleId: 1 },
  { name: "a professional", roleId: 2 },
  { name: "an operator", roleId: 3 },
] as const;

describe("bad input never answers 5xx", () => {
  for (const caller of callers) {
    it(`for ${caller.name}, on every call of the contract`, async () => {
      const failures: string[] = [];
      let refusedAsInvalid = 0;
      for (const { name, endpoint } of listEndpoints()) {
        // A fresh person for each call, so a call that signs out or closes the account ends no other's test.
        const headers = caller.roleId === null ? {} : bearer(await createSignedInUser(app, caller.roleId));
        const sends: { url: string; body?: Body }[] = [
          ...oddTexts.map((text) => ({ url: urlOf(endpoint, text) })),
          ...(await bodiesOf(endpoint)).map((body) => ({ url: urlOf(endpoint, "1"), body })),
        ];
        for (const { url, body } of sends) {
          const answer = await app.inject({
            method: endpoint.method,
            url,
            headers: { ...headers, ...(body === undefined ? {} : { "content-type": body.contentType }) },
            ...(body === undefined ? {} : { payload: body.payload }),
          });
          if (answer.statusCode === 400) refusedAsInvalid += 1;
          if (answer.statusCode >= 500) {
            failures.push(
              `${name} ${url.slice(0, 120)} ${body?.shown ?? ""} → ${answer.statusCode} ${answer.body.slice(0, 160)}`,
            );
          }
        }
      }
      expect(failures).toEqual([]);
      // The odd values reached the checks: most calls refuse them as invalid, in words.
      expect(refusedAsInvalid).toBeGreaterThan(500);
    }, 600_000);
  }
});
