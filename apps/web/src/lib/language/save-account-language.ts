import { endpointRoutes } from "@taxlane/contract";
import type { Language } from "@taxlane/contract/i18n/language";
import { call } from "../api-call";

/** Writes the language on the signed-in person's account: mails, notices and texts follow it. */
export async function saveAccountLanguage(language: Language): Promise<void> {
  await call(endpointRoutes.user.setLanguage, { body: { language } });
}
