import { describe, expect, it } from "vitest";
import { readOneDimensionalArray } from "./array-text";

const asText = (item: string) => item;
const asInteger = (item: string) => Number.parseInt(item, 10);

describe("readOneDimensionalArray", () => {
  it("reads plain, quoted, escaped and NULL items as PostgreSQL writes them", () => {
    expect(readOneDimensionalArray("{}", asText)).toEqual([]);
    expect(readOneDimensionalArray("{a}", asText)).toEqual(["a"]);
    expect(readOneDimensionalArray('{plain,"with space",NULL,"NULL",""}', asText)).toEqual([
      "plain",
      "with space",
      null,
      "NULL",
      "",
    ]);
    expect(readOneDimensionalArray('{"say \\"hi\\"","back\\\\slash","a,b","{x}"}', asText)).toEqual([
      'say "hi"',
      "back\\slash",
      "a,b",
      "{x}",
    ]);
    expect(readOneDimensionalArray('{"",""}', asText)).toEqual(["", ""]);
    expect(readOneDimensionalArray("{1,-20,NULL,300}", asInteger)).toEqual([1, -20, null, 300]);
  });

  it("leaves other forms and broken text to the complete reader", () => {
    expect(readOneDimensionalArray("{{1,2},{3,4}}", asInteger)).toBeUndefined();
    expect(readOneDimensionalArray("[0:1]={1,2}", asInteger)).toBeUndefined();
    expect(readOneDimensionalArray('{"open}', asText)).toBeUndefined();
    expect(readOneDimensionalArray('{"a"b}', asText)).toBeUndefined();
    expect(readOneDimensionalArray("plain", asText)).toBeUndefined();
  });
});
