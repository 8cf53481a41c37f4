import { readFile } from "node:fs/promises";
import type { APIRequestContext } from "@playwright/test";
import { newPassword, signUpCode, uniqueEmail } from "./accounts";
import { photo } from "./expert-signup";

/**
 * Registers a new tax professional through the API (the sign-up code from the dev mailbox, then the
 * registration with a photo) and answers their session token; they have no plan yet.
 */
export async function registerProfessional(request: APIRequestContext, label: string): Promise<string> {
  return (await registerProfessionalAccount(request, label)).token;
}

/** `registerProfessional`, answering the e-mail and password too, to sign in with them later. */
export async function registerProfessionalAccount(
  request: APIRequestContext,
  label: string,
): Promise<{ email: string; password: string; token: string }> {
  const email = uniqueEmail(label);
  const password = newPassword();
  const code = await signUpCode(request, email);
  const registered = await request.post("/api/accountant/registerAccountant", {
    multipart: {
      email,
      phoneNumber: "+1 303 555 0142",
      password,
      firstName: "Avery",
      lastName: "Lindqvist",
      agreePrivacyPolicy: "true",
      timeZone: "America/Denver",
      emailValidationCode: code,
      "initialQuestions.taxPreparationTypeId": "3",
      "initialQuestions.taxPreparerTypeId": "2",
      "initialQuestions.taxPreparerPTINumber": "p01234567",
      "initialQuestions.taxPreparerLicenseNumber": "CPA-104233",
      "initialQuestions.taxPreparerState": "CO",
      "initialQuestions.workingTypeIds": "[1]",
      "initialQuestions.isEnterprise": "false",
      "initialQuestions.yearsOfExperience": "11",
      "initialQuestions.aboutBusinessOrServiceStandOut": "Small-business returns and bookkeeping clean-ups.",
      "initialQuestions.hasPricingSystem": "false",
      "initialQuestions.state": "CO",
      "initialQuestions.city": "Denver",
      "initialQuestions.photo": { name: "me.png", mimeType: "image/png", buffer: await readFile(photo) },
    },
  });
  if (!registered.ok())
    throw new Error(`registerAccountant answered ${registered.status()}: ${await registered.text()}`);
  return { email, password, token: ((await registered.json()) as { token: string }).token };
}
