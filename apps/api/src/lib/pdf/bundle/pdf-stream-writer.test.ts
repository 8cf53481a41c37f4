import { describe, expect, it } from "vitest";
import { crossReferenceTable } from "./pdf-stream-writer";

describe("the cross-reference table", () => {
  it("lists every object number in 20-byte lines, chaining the unused ones as free", () => {
    const table = crossReferenceTable(
      new Map([
        [1, 15],
        [3, 120],
      ]),
      5,
    );
    const [keyword, subsection, ...entries] = table.split("\n");
    expect(keyword).toBe("xref");
    expect(subsection).toBe("0 5");
    const lines = entries.join("\n").split(/(?<=\r\n)/);
    expect(lines).toEqual([
      "0000000002 65535 f\r\n",
      "0000000015 00000 n\r\n",
      "0000000004 00001 f\r\n",
      "0000000120 00000 n\r\n",
      "0000000000 00001 f\r\n",
    ]);
    for (const line of lines) expect(Buffer.byteLength(line)).toBe(20);
  });
});
