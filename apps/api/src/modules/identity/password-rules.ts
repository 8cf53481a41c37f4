import { t } from "@taxlane/contract/i18n";
import { fieldError } from "../../lib/app-error";
import { isCommonPassword } from "./passwords";

/** Refuses a new password that guessing would find first. */
export function requireStrongPassword(password: string, field: string): void {
  if (isCommonPassword(password)) {
    const message = t("identity.passwordTooCommon");
    throw fieldError(field, message);
  }
}
