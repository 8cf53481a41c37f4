import { describe, expect, it } from "vitest";
import { codeSchema } from "./code-schema";
import { codeOptions, defineCodes, defineNamedCodes } from "./code-table";

describe("defineCodes", () => {
  const table = defineCodes({ low: [2, "Low"], high: [10, "High"] });

  it("derives the name → value object", () => {
    expect(table.values).toStrictEqual({ low: 2, high: 10 });
  });

  it("derives the value → label map", () => {
    expect(table.labels).toStrictEqual({ 2: "Low", 10: "High" });
  });

  it("gives a schema that accepts exactly the values", () => {
    const schema = codeSchema(table.values);
    expect(schema.parse(2)).toBe(2);
    expect(schema.parse(10)).toBe(10);
    expect(schema.safeParse(3).success).toBe(false);
  });
});

describe("defineNamedCodes", () => {
  it("labels each value with its name", () => {
    const table = defineNamedCodes({ first: 0, second: 1 });
    expect(table.values).toStrictEqual({ first: 0, second: 1 });
    expect(table.labels).toStrictEqual({ 0: "first", 1: "second" });
    expect(codeSchema(table.values).parse(0)).toBe(0);
    expect(codeSchema(table.values).safeParse(2).success).toBe(false);
  });
});

describe("codeSchema", () => {
  it("builds a schema from a name → value object", () => {
    const schema = codeSchema({ a: 5, b: 7 } as const);
    expect(schema.parse(5)).toBe(5);
    expect(schema.safeParse(6).error?.issues[0]?.message).toBe(
      "Check this entry: it is not a value this field accepts.",
    );
  });
});

describe("codeOptions", () => {
  it("lists the labels as options in ascending value order", () => {
    expect(codeOptions({ 10: "Ten", 2: "Two", 9: "Nine" })).toStrictEqual([
      { value: 2, label: "Two" },
      { value: 9, label: "Nine" },
      { value: 10, label: "Ten" },
    ]);
  });
});
