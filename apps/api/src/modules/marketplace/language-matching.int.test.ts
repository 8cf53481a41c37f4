import type { ExpertDirectoryPage, Introduction } from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import { bearer, createSignedInUser } from "../../../test/factories";
import { clearTestExperts } from "../../../test/local-experts";
import { createExpert, getAs, postIndividualRequest } from "../../../test/marketplace";
import { createTestApp } from "../../../test/test-app";
import { multipart } from "../../../test/uploads";

const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" });

// Only this file makes Vermont experts; the ones an earlier run left go first.
await clearTestExperts(app, ["VT"]);
const vermonter = (yearsOfExperience: number, languages: string[]) =>
  createExpert(app, { state: "VT", city: "Burlington", workingTypeIds: [3], yearsOfExperience, languages });
const seasoned = await vermonter(15, ["en"]);
const bilingual = await vermonter(0, ["en", "es"]);

async function introductionsFor(answers: Record<string, unknown>) {
  const taxpayer = await createSignedInUser(app, 1);
  const requestId = await postIndividualRequest(app, taxpayer, {
    state: "VT",
    areYouOkWithVirtualMeetings: false,
    ...answers,
  });
  return (await getAs<Introduction[]>(app, taxpayer, "Taxpayer/GetIntroductions")).body.filter(
    (introduction) => introduction.taxPreparationId === requestId,
  );
}

describe("matching by language", () => {
  it("puts a professional who serves clients in the taxpayer's language first, and says why", async () => {
    const introductions = await introductionsFor({ preferredLanguage: "es" });
    expect(introductions.map((introduction) => introduction.accountantId)).toEqual([
      bilingual.id,
      seasoned.id,
    ]);
    expect(introductions[0]?.reasons).toContain("Serves clients in Spanish, as you asked");
    expect(introductions[1]?.reasons).not.toContain("Serves clients in Spanish, as you asked");
  });

  it("weighs nothing of language for a taxpayer who did not say", async () => {
    const introductions = await introductionsFor({});
    expect(introductions.map((introduction) => introduction.accountantId)).toEqual([
      seasoned.id,
      bilingual.id,
    ]);
    expect(introductions.flatMap((introduction) => introduction.reasons).join(" ")).not.toContain("Serves");
  });

  it("refuses a language it does not speak in the answers", async () => {
    const taxpayer = await createSignedInUser(app, 1);
    await expect(postIndividualRequest(app, taxpayer, { preferredLanguage: "fr" })).rejects.toThrow(
      "Choose English (en) or Spanish (es).",
    );
  });
});

describe("the directory's language filter", () => {
  const directory = (query: string) =>
    app.inject({ url: `/api/Public/Experts?state=VT&from=0&to=48${query}` });

  it("lists only professionals who serve clients in the language asked for", async () => {
    const spanish = (await directory("&language=es")).json<ExpertDirectoryPage>();
    expect(spanish.items.map((expert) => expert.id)).toEqual([bilingual.id]);
    const everyone = (await directory("")).json<ExpertDirectoryPage>();
    expect(everyone.items.map((expert) => expert.id).sort()).toEqual([seasoned.id, bilingual.id].sort());
    // Each card says the languages, for the directory to show them.
    const languagesOf = new Map(everyone.items.map((expert) => [expert.id, expert.languages]));
    expect(languagesOf.get(bilingual.id)).toEqual(["en", "es"]);
    expect(languagesOf.get(seasoned.id)).toEqual(["en"]);
  });

  it("answers 400 for a language it does not speak", async () => {
    const refused = await directory("&language=fr");
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain("Choose English (en) or Spanish (es).");
  });
});

describe("a professional's languages", () => {
  it("are English until they say more, in their profile", async () => {
    const expert = await createExpert(app);
    const profile = await getAs<{ languages?: string[] }>(
      app,
      expert,
      `Accountant/GetAccountantProfileDetails?accountantId=${expert.id}`,
    );
    expect(profile.body.languages).toEqual(["en"]);
  });

  it("are saved with the profile, kept when a save leaves them out, and refused when unknown", async () => {
    const expert = await createExpert(app);
    const form = (languages?: string) => ({
      firstName: "Noor",
      lastName: "Haddad",
      taxPreparationTypeId: "3",
      workingTypeIds: "[1,2]",
      accountantEducationList: "[]",
      aboutBusinessOrServiceStandOut: "Enrolled agent for families.",
      ...(languages === undefined ? {} : { languages }),
    });
    const update = (languages?: string) =>
      app.inject({
        method: "POST",
        url: "/api/Accountant/UpdateAccountantProfileDetails",
        payload: multipart(form(languages)),
        headers: bearer(expert),
      });
    const languages = async () =>
      (
        await getAs<{ languages?: string[] }>(
          app,
          expert,
          `Accountant/GetAccountantProfileDetails?accountantId=${expert.id}`,
        )
      ).body.languages;
    expect((await update('["en","es"]')).statusCode).toBe(200);
    expect(await languages()).toEqual(["en", "es"]);
    expect((await update()).statusCode).toBe(200);
    expect(await languages()).toEqual(["en", "es"]);
    for (const refused of ['["fr"]', "[]", "es"]) {
      const response = await update(refused);
      expect(response.statusCode, refused).toBe(400);
      expect(response.json().errors[0].field).toMatch(/^languages/);
    }
    expect(await languages()).toEqual(["en", "es"]);
  });
});
