import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/test-app";

const { app } = await createTestApp();

const missingProfessional = (headers: Record<string, string>) =>
  app.inject({ url: "/api/Accountant/GetAccountantProfileDetails?accountantId=987654", headers });

describe("the language of an answer", () => {
  it("follows the page's Accept-Language, and is English without one it speaks", async () => {
    const spanish = await missingProfessional({ "accept-language": "es" });
    expect(spanish.statusCode).toBe(404);
    expect(spanish.body).toContain("No encontramos a ese profesional de impuestos.");
    expect((await missingProfessional({ "accept-language": "es-MX,es;q=0.9" })).body).toContain(
      "No encontramos",
    );
    expect((await missingProfessional({ "accept-language": "fr-FR" })).body).toContain(
      "We could not find that tax professional.",
    );
    expect((await missingProfessional({})).body).toContain("We could not find that tax professional.");
  });
});
