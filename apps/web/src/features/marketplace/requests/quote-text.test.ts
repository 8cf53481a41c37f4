import { describe, expect, it } from "vitest";
import { awaitsAnswer, clientName } from "./quote-text";

const names = { taxpayerFirstName: "Robin", taxpayerLastName: "Tester" };

describe("a sent quote", () => {
  it("waits for the expert only while chosen and not yet answered", () => {
    expect(awaitsAnswer({ actionStatusId: 9 })).toBe(true);
    expect(awaitsAnswer({ actionStatusId: 10 })).toBe(false);
    expect(awaitsAnswer({ actionStatusId: 11 })).toBe(false);
    expect(awaitsAnswer({ actionStatusId: 0 })).toBe(false);
  });

  it("names the client in full once they chose the expert, by last initial before", () => {
    expect(clientName({ ...names, actionStatusId: 0 })).toBe("Robin T.");
    expect(clientName({ ...names, actionStatusId: 11 })).toBe("Robin T.");
    expect(clientName({ ...names, actionStatusId: 9 })).toBe("Robin Tester");
    expect(clientName({ ...names, actionStatusId: 10 })).toBe("Robin Tester");
  });
});
