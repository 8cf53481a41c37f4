import { describe, expect, it } from "vitest";
import { workerDatabase } from "../../test/test-app";

// Text PostgreSQL quotes and escapes in an array's text form, so each of its rules is read back.
const texts = [
  "plain",
  "with space",
  "comma, inside",
  'say "hi"',
  "back\\slash",
  "{braces}",
  "NULL",
  "",
  " padded ",
  "naïve 🙂 日本",
  null,
];

describe("arrays read from the database", () => {
  it("come back item for item: text, varchar and integer, one dimension or more", async () => {
    const database = await workerDatabase();
    const result = await database.executeSql(
      "select $1::text[] as texts, $1::varchar[] as names, $2::int4[] as numbers, $3::int2[] as small, " +
        "'{{1,2},{3,4}}'::int4[] as grid, '[0:1]={5,6}'::int4[] as bounded, '{}'::text[] as empty",
      [texts, [1, -20, null, 2_000_000_000], [7, null]],
    );
    expect(result.rows).toEqual([
      {
        texts,
        names: texts,
        numbers: [1, -20, null, 2_000_000_000],
        small: [7, null],
        grid: [
          [1, 2],
          [3, 4],
        ],
        bounded: [5, 6],
        empty: [],
      },
    ]);
  });
});
