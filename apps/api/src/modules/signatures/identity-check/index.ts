import type { AppConfig } from "../../../config";
import { createHttpIdentityCheck } from "./http-identity-check";
import type { IdentityCheckProvider } from "./identity-check";
import { createLocalTestCheck } from "./local-test-check";

export type { IdentityCheckAnswers, IdentityCheckOutcome, IdentityCheckProvider } from "./identity-check";

/** The provider the configuration names; the local test check without one. */
export function identityCheckFor(config: Pick<AppConfig, "identityCheck">): IdentityCheckProvider {
  if (config.identityCheck) return createHttpIdentityCheck(config.identityCheck);
  return createLocalTestCheck();
}
