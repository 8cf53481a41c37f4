import { fieldError } from "../../lib/app-error";
import { isCommonPassword } from "./passwords";

/** Refuses a new password that guessing would find first. */
export function requireStrongPassword(password: string, field: string): void {
  if (isCommonPassword(password)) {
    const message = "This password is too common and easy to guess. Please choose another one.";
    throw fieldError(field, message);
  }
}
