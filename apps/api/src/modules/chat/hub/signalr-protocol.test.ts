import { describe, expect, it } from "vitest";
import { completion, record, splitRecords } from "./signalr-protocol";

describe("the SignalR JSON records", () => {
  it("end in the record separator", () => {
    expect(record({})).toBe("{}\x1e");
    expect(completion("7")).toBe('{"type":3,"invocationId":"7","result":null}\x1e');
    expect(completion("8", "no")).toBe('{"type":3,"invocationId":"8","error":"no"}\x1e');
  });

  it("split several records in one frame and keep a record cut short for the next", () => {
    expect(splitRecords('{"a":1}\x1e{"type":6}\x1e{"ty')).toEqual({
      records: ['{"a":1}', '{"type":6}'],
      rest: '{"ty',
    });
    expect(splitRecords("")).toEqual({ records: [], rest: "" });
  });
});
