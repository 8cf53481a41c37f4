import { describe, expect, it } from "vitest";
import { bearer, createSignedInUser } from "../../../test/factories";
import { listed, statementsOf } from "../../../test/statement-counter";
import { createTestApp } from "../../../test/test-app";

// Every page load asks who is signed in. It once grew from one statement to six without a test
// noticing (the second factor's reads, each its own round trip): this one counts them.
describe("GetUser's statements", async () => {
  // No job worker: its polling would count as the call's.
  const { app } = await createTestApp({}, { jobs: { work: false } });

  it("reads the person in one prepared statement (the session is remembered)", async () => {
    const person = await createSignedInUser(app);
    const getUser = () => app.inject({ method: "GET", url: "/api/User/GetUser", headers: bearer(person) });
    expect((await getUser()).statusCode).toBe(200);
    const { result, statements } = await statementsOf(getUser);
    expect(result.statusCode).toBe(200);
    expect(statements.length, listed(statements)).toBe(1);
    if (process.env.DATABASE_URL) expect(statements[0]?.prepared, listed(statements)).toBe(true);
  });
});
