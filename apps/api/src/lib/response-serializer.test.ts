import { listEndpoints } from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createResponseSerializerCompiler } from "./response-serializer";

const answer = z.object({
  id: z.number(),
  name: z.string().nullable(),
  tags: z.array(z.object({ label: z.string(), color: z.string().nullable() })),
  note: z.string().optional(),
  interval: z.enum(["month", "year"]).nullable(),
  kind: z.literal("plan").nullable(),
  card: z.object({ last4: z.string(), interval: z.enum(["month", "year"]).nullable() }).nullable(),
});

const compile = (verify: boolean, schema: z.ZodType = answer) =>
  createResponseSerializerCompiler({ verify })({
    schema,
    method: "GET",
    url: "/test",
    httpStatus: "200",
  });

describe("compiled response serializer", () => {
  it("compiles the response schema of every endpoint", () => {
    const responses = listEndpoints().flatMap(({ name, endpoint }) =>
      endpoint.response ? [{ name, schema: endpoint.response }] : [],
    );
    expect(new Set(responses.map(({ schema }) => schema)).size).toBeGreaterThan(50);
    for (const { name, schema } of responses) expect(() => compile(false, schema), name).not.toThrow();
  });

  it("writes what JSON.stringify writes for data that fits, nulls included", () => {
    const data = {
      id: 7,
      name: null,
      tags: [{ label: "W-2", color: null }],
      note: 'due "soon"\n',
      interval: null,
      kind: "plan",
      card: { last4: "4242", interval: null },
    };
    expect(JSON.parse(compile(false)(data))).toEqual(data);
    const other = { id: 1, name: "Ann", tags: [], interval: "year", kind: null, card: null };
    expect(JSON.parse(compile(false)(other))).toEqual(other);
  });

  it("leaves out what the schema does not name, at every depth", () => {
    const written = JSON.parse(
      compile(false)({
        id: 1,
        name: "Ann",
        passwordHash: "secret",
        tags: [{ label: "x", color: null, ssn: "123-45-6789" }],
        interval: null,
        kind: null,
        card: { last4: "4242", interval: "month", number: "4242424242424242" },
      }),
    );
    expect(written).toEqual({
      id: 1,
      name: "Ann",
      tags: [{ label: "x", color: null }],
      interval: null,
      kind: null,
      card: { last4: "4242", interval: "month" },
    });
  });

  it("refuses an answer that breaks its schema when verifying", () => {
    const fits = { id: 7, name: null, tags: [], interval: null, kind: null, card: null };
    expect(() => compile(true)({ ...fits, id: "seven" })).toThrow();
    expect(() => compile(true)(fits)).not.toThrow();
  });
});
