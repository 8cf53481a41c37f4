/**
 * Every JSON call of the contract, sent values of the wrong kind by each kind of caller, answers a 4xx
 * (or succeeds), never a 5xx: bad input is the caller's to fix, and a 500 would say it is ours.
 * Multipart bodies have their own checks (`plugins/malformed-bodies.int.test.ts`).
 */
import { type Endpoint, endpointSchemas, listEndpoints } from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { bearer, createSignedInUser } from "../test/factories";
import { createTestApp } from "../test/test-app";

const { app } = await createTestApp({
  RATE_LIMIT_PER_MINUTE: "1000000",
  AUTH_RATE_LIMIT_PER_MINUTE: "1000000",
  PUBLIC_FORM_LIMIT_PER_HOUR: "1000000",
});

/** The field names of an object schema, through the wrappers a contract schema may have. */
function fieldNames(schema: z.ZodType): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodPipe) return fieldNames(schema.in as z.ZodType);
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault)
    return fieldNames(schema.unwrap() as z.ZodType);
  return [];
}

const namesOf = (name: Endpoint["query"]) =>
  name === undefined ? [] : fieldNames(endpointSchemas[name] as z.ZodType);

/** Text a URL can carry that no field of ours takes as it is meant. */
const oddTexts = [
  "",
  "abc",
  "-1",
  "0",
  "1.5",
  "99999999999999999999",
  "null",
  "NaN",
  "2026-13-45",
  "%",
  "x".repeat(3000),
];
/** JSON values of every kind, for each field of a body at once. */
const oddValues: unknown[] = [123, -1, 1e308, 1.5, "abc", "", true, null, [], {}, ["x"], "x".repeat(20_000)];

function urlOf(endpoint: Endpoint, text: string): string {
  const path = endpoint.path.replace(/:[A-Za-z]+/g, encodeURIComponent(text) || "x");
  const query = new URLSearchParams(namesOf(endpoint.query).map((key): [string, string] => [key, text]));
  return `/api${path}${query.size > 0 ? `?${query}` : ""}`;
}

/** The bodies a JSON call is sent: not an object at all, then each field given each odd value. */
function bodiesOf(endpoint: Endpoint): string[] {
  if (endpoint.body === undefined) return [];
  const fields = namesOf(endpoint.body);
  return [
    "null",
    "[]",
    '"text"',
    "{}",
    ...oddValues.map((value) => JSON.stringify(Object.fromEntries(fields.map((field) => [field, value])))),
  ];
}

const callers = [
  { name: "a visitor", roleId: null },
  { name: "a taxpayer", roleId: 1 },
  { name: "a professional", roleId: 2 },
  { name: "an operator", roleId: 3 },
] as const;

const jsonCalls = listEndpoints().filter(({ endpoint }) => endpoint.multipart === undefined);

describe("bad input never answers 5xx", () => {
  for (const caller of callers) {
    it(`for ${caller.name}, on every JSON call of the contract`, async () => {
      const failures: string[] = [];
      let refusedAsInvalid = 0;
      for (const { name, endpoint } of jsonCalls) {
        // A fresh person for each call, so a call that signs out or closes the account ends no other's test.
        const headers = caller.roleId === null ? {} : bearer(await createSignedInUser(app, caller.roleId));
        const sends: { url: string; body?: string }[] = [
          ...oddTexts.map((text) => ({ url: urlOf(endpoint, text) })),
          ...bodiesOf(endpoint).map((body) => ({ url: urlOf(endpoint, "1"), body })),
        ];
        for (const send of sends) {
          const answer = await app.inject({
            method: endpoint.method,
            url: send.url,
            headers: {
              ...headers,
              ...(send.body === undefined ? {} : { "content-type": "application/json" }),
            },
            ...(send.body === undefined ? {} : { payload: send.body }),
          });
          if (answer.statusCode === 400) refusedAsInvalid += 1;
          if (answer.statusCode >= 500) {
            failures.push(
              `${name} ${send.url.slice(0, 120)} ${send.body?.slice(0, 80) ?? ""} → ${answer.statusCode} ${answer.body.slice(0, 160)}`,
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
