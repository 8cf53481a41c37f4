import { describe, expect, it } from "vitest";
import { redactUrl } from "./logging";

describe("log redaction", () => {
  it("hides personal and secret query values and keeps the rest", () => {
    expect(redactUrl("/api/EmailSubscription/Create?email=dana@example.test")).toBe(
      "/api/EmailSubscription/Create?email=%5Bredacted%5D",
    );
    expect(redactUrl("/api/x?Token=abc&from=0&to=20")).toBe("/api/x?Token=%5Bredacted%5D&from=0&to=20");
    expect(redactUrl("/api/health")).toBe("/api/health");
  });
});
