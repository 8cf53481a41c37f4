import { randomUUID } from "node:crypto";
import { t } from "@taxlane/contract/i18n";
import type { IdentityCheckProvider } from "./identity-check";

/**
 * The check a server without a provider runs: real about being a test. It verifies nothing; an ID
 * number ending in 0000 fails, so both ways through can be tried, and every other answer passes.
 */
export function createLocalTestCheck(): IdentityCheckProvider {
  return {
    name: t("signing.testCheckName"),
    isTest: true,
    async check(_signer, answers) {
      return { passed: answers.idNumberLast4 !== "0000", reference: `test-${randomUUID()}` };
    },
  };
}
