import { describe, expect, it } from "vitest";
import { deploymentKeyPrefix } from "./rate-limit";

describe("the Redis key prefix of a deployment that names none", () => {
  it("is the same for every process with the signing key, another for another key", () => {
    const secret = "a-signing-key-of-at-least-thirty-two-characters";
    const prefix = deploymentKeyPrefix(secret);
    expect(prefix).toMatch(/^taxlane:[0-9a-f]{16}:$/);
    expect(deploymentKeyPrefix(secret)).toBe(prefix);
    expect(deploymentKeyPrefix(`${secret}!`)).not.toBe(prefix);
  });
});
