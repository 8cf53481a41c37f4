import type { AppConfig } from "../../../config";
import type { IdentityCheckProvider } from "./identity-check";
import { createLocalTestCheck } from "./local-test-check";

export type { IdentityCheckAnswers, IdentityCheckOutcome, IdentityCheckProvider } from "./identity-check";

/** The provider the configuration names; the local test check without one. */
export function identityCheckFor(config: Pick<AppConfig, "identityCheck">): IdentityCheckProvider {
  if (config.identityCheck) throw new Error("the HTTP identity check provider is not built yet");
  return createLocalTestCheck();
}
