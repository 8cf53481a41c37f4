import { describe, expect, it } from "vitest";
import { isThisMachine } from "./this-machine";

describe("isThisMachine", () => {
  it("knows the names of this machine", () => {
    for (const name of ["localhost", "LOCALHOST", "127.0.0.1", "127.1.2.3", "[::1]"]) {
      expect(isThisMachine(name), name).toBe(true);
    }
  });

  it("takes any other name for another machine", () => {
    for (const name of ["taxlane.example", "192.168.1.4", "127.0.0.1.example", "0.0.0.0", ""]) {
      expect(isThisMachine(name), name).toBe(false);
    }
  });
});
