import { readFile } from "node:fs/promises";
import type { APIRequestContext } from "@playwright/test";
import { bearer, newPassword, signUpCode, uniqueEmail } from "./accounts";
import { photo } from "./expert-signup";
import { ok } from "./marketplace";

/**
 * A fresh professional in `state` who serves clients in English and Spanish, online or in person,
 * for individual returns: registered and then given the languages through the API, as the signup
 * form asks no languages.
 */
export async function registerBilingualExpert(request: APIRequestContext, state: string): Promise<string> {
  const email = uniqueEmail("bilingual-expert");
  const code = await signUpCode(request, email);
  const registered = await ok(
    await request.post("/api/accountant/registerAccountant", {
      multipart: {
        email,
        phoneNumber: "+1 307 555 0142",
        password: newPassword(),
        firstName: "Lucía",
        lastName: "Ortega",
        agreePrivacyPolicy: "true",
        timeZone: "America/Denver",
        emailValidationCode: code,
        "initialQuestions.taxPreparationTypeId": "1",
        "initialQuestions.taxPreparerTypeId": "2",
        "initialQuestions.taxPreparerPTINumber": "p01234567",
        "initialQuestions.taxPreparerLicenseNumber": "CPA-307233",
        "initialQuestions.taxPreparerState": state,
        "initialQuestions.workingTypeIds": "[1,3]",
        "initialQuestions.isEnterprise": "false",
        "initialQuestions.yearsOfExperience": "12",
        "initialQuestions.aboutBusinessOrServiceStandOut": "Family returns, in English or Spanish.",
        "initialQuestions.hasPricingSystem": "false",
        "initialQuestions.state": state,
        "initialQuestions.city": "Cheyenne",
        "initialQuestions.photo": { name: "me.png", mimeType: "image/png", buffer: await readFile(photo) },
      },
    }),
    "registerAccountant",
  );
  const { token } = (await registered.json()) as { token: string };
  await ok(
    await request.post("/api/Accountant/UpdateAccountantProfileDetails", {
      headers: bearer(token),
      multipart: {
        firstName: "Lucía",
        lastName: "Ortega",
        taxPreparationTypeId: "1",
        workingTypeIds: "[1,3]",
        accountantEducationList: "[]",
        aboutBusinessOrServiceStandOut: "Family returns, in English or Spanish.",
        languages: '["en","es"]',
      },
    }),
    "UpdateAccountantProfileDetails",
  );
  return token;
}
