import { readFile } from "node:fs/promises";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { type Account, newPassword, signUpCode, uniqueEmail } from "./accounts";

const photoPath = path.join(import.meta.dirname, "../fixtures/expert-photo.png");

/**
 * Registers a new tax professional through the API (a sign-up code from the dev mailbox, then
 * RegisterAccountant with a short profile and a photo): an account of their own, so a journey can
 * change its sign-in factors without touching the demo professional every other journey signs in as.
 */
export async function registerProfessional(request: APIRequestContext, label = "pro"): Promise<Account> {
  const account: Account = {
    email: uniqueEmail(label),
    password: newPassword(),
    firstName: "Avery",
    lastName: `Lindqvist${Math.floor(Math.random() * 1000)}`,
  };
  const code = await signUpCode(request, account.email);
  const registered = await request.post("/api/accountant/registerAccountant", {
    multipart: {
      email: account.email,
      phoneNumber: "+1 303 555 0142",
      password: account.password,
      firstName: account.firstName,
      lastName: account.lastName,
      agreePrivacyPolicy: "true",
      timeZone: "America/Denver",
      emailValidationCode: code,
      "initialQuestions.taxPreparationTypeId": "3",
      "initialQuestions.taxPreparerTypeId": "2",
      "initialQuestions.taxPreparerPTINumber": "P01234567",
      "initialQuestions.taxPreparerLicenseNumber": "CPA-104233",
      "initialQuestions.taxPreparerState": "CO",
      "initialQuestions.workingTypeIds": "[1,3]",
      "initialQuestions.isEnterprise": "false",
      "initialQuestions.yearsOfExperience": "11",
      "initialQuestions.aboutBusinessOrServiceStandOut": "Small-business returns and bookkeeping clean-ups.",
      "initialQuestions.hasPricingSystem": "false",
      "initialQuestions.state": "CO",
      "initialQuestions.city": "Denver",
      "initialQuestions.photo": { name: "me.png", mimeType: "image/png", buffer: await readFile(photoPath) },
    },
  });
  if (!registered.ok()) {
    throw new Error(`RegisterAccountant answered ${registered.status()}: ${await registered.text()}`);
  }
  return account;
}
