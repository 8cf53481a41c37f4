import { t } from "@taxlane/contract/i18n";
import { AppError } from "../../../lib/app-error";
import type { IdentityCheckProvider } from "./identity-check";

/** How long one check may take before the signer is told to try again later. */
export const IDENTITY_CHECK_TIMEOUT_MS = 10_000;

export interface HttpIdentityCheckConfig {
  /** The provider's base address, without a trailing slash. */
  url: string;
  apiKey: string;
  /** The provider's name as the signer and the certificate read it. */
  name?: string;
  timeoutMs?: number;
}

/**
 * A provider's HTTP API: `POST {url}/v1/checks` with the bearer key, answering `{ passed, reference }`.
 * A provider that does not answer (a timeout, a refused connection, a non-2xx or an answer of another
 * shape) is a 503 in words, so the signer's try is not used up by our side's or the provider's fault.
 */
export function createHttpIdentityCheck(config: HttpIdentityCheckConfig): IdentityCheckProvider {
  const unavailable = () => new AppError("UNAVAILABLE", t("signing.identityServiceDown"));
  return {
    name: config.name ?? t("signing.providerCheckName"),
    isTest: false,
    async check(signer, answers) {
      let response: Response;
      try {
        response = await fetch(`${config.url}/v1/checks`, {
          method: "POST",
          headers: { authorization: `Bearer ${config.apiKey}`, "content-type": "application/json" },
          body: JSON.stringify({
            name: answers.fullName,
            email: signer.email,
            dateOfBirth: answers.dateOfBirth,
            idNumberLast4: answers.idNumberLast4,
          }),
          signal: AbortSignal.timeout(config.timeoutMs ?? IDENTITY_CHECK_TIMEOUT_MS),
        });
      } catch {
        throw unavailable();
      }
      if (!response.ok) throw unavailable();
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        throw unavailable();
      }
      if (typeof body !== "object" || body === null) throw unavailable();
      const { passed, reference } = body as Record<string, unknown>;
      if (typeof passed !== "boolean" || typeof reference !== "string") throw unavailable();
      return { passed, reference: reference.slice(0, 200) };
    },
  };
}
