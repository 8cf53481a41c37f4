import { DrizzleQueryError } from "drizzle-orm";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { errorsPlugin } from "./errors";

/** A failed statement as Drizzle throws it, PostgreSQL's error inside. */
const failedStatement = (code: string, message: string) =>
  new DrizzleQueryError(
    "update quotes set status = $1 where id = $2",
    [2, 7],
    Object.assign(new Error(message), { code }),
  );

async function answerTo(error: Error) {
  const app = Fastify();
  await app.register(errorsPlugin);
  app.get("/", async () => {
    throw error;
  });
  const response = await app.inject({ url: "/" });
  await app.close();
  return response;
}

describe("a database failure", () => {
  it("asks to try again when two transactions met on the same rows (deadlock, serialization)", async () => {
    for (const code of ["40P01", "40001"]) {
      const response = await answerTo(failedStatement(code, "deadlock detected"));
      expect(response.statusCode).toBe(503);
      expect(response.headers["retry-after"]).toBe("1");
      expect(response.json()).toEqual({
        errorMessage: "This changed at the same moment elsewhere, so nothing was saved. Please try again.",
        code: "UNAVAILABLE",
      });
    }
  });

  it("is any other database failure's 500, its detail kept out of the answer", async () => {
    const response = await answerTo(failedStatement("23503", "violates foreign key constraint"));
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ errorMessage: "Something went wrong", code: "INTERNAL" });
  });
});
