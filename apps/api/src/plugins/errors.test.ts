import { validationTexts } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { DrizzleQueryError } from "drizzle-orm";
import Fastify from "fastify";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { inLanguage } from "../lib/language-scope";
import { errorsPlugin } from "./errors";
import { requestLanguagePlugin } from "./request-language";

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

describe("a refusal", () => {
  // Built as the API builds its schemas: once, in English.
  const body = z.object({
    email: z.string().email({ error: validationTexts.invalidEmail }),
    name: z.string().max(3, { error: "Keep it short" }),
  });

  async function refused(headers: Record<string, string>, payload: string) {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    await app.register(requestLanguagePlugin);
    await app.register(errorsPlugin);
    app.post("/", { schema: { body } }, async () => ({ ok: true }));
    const response = await app.inject({
      method: "POST",
      url: "/",
      headers: { "content-type": "application/json", ...headers },
      payload,
    });
    await app.close();
    return response;
  }

  it("speaks the request's language, though its schema was built in English", async () => {
    const payload = JSON.stringify({ email: "not an address", name: "ok" });
    expect((await refused({}, payload)).json().errorMessage).toBe("The input is not valid E-mail!");
    const spanish = (await refused({ "accept-language": "es" }, payload)).json();
    expect(spanish.errorMessage).toBe("El correo electrónico no es válido.");
    expect(spanish.errors).toEqual([{ field: "email", message: "El correo electrónico no es válido." }]);
  });

  it("keeps a message the catalog does not hold as the schema has it", async () => {
    const payload = JSON.stringify({ email: "dana@example.com", name: "too long" });
    expect((await refused({ "accept-language": "es" }, payload)).json().errorMessage).toBe("Keep it short");
  });

  it("of a body that is not JSON speaks the request's language too", async () => {
    const english = (await refused({}, "{not json")).json().errorMessage;
    const spanish = (await refused({ "accept-language": "es" }, "{not json")).json().errorMessage;
    expect(english).toBe(t("errors.bodyNotJson"));
    expect(spanish).toBe(inLanguage("es", () => t("errors.bodyNotJson")));
    expect(spanish).not.toBe(english);
  });
});
