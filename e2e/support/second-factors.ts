import type { Page } from "@playwright/test";
import { generate } from "otplib";

/**
 * A passkey authenticator inside Chromium (the DevTools protocol's virtual authenticator): it holds
 * passkeys, verifies the user and answers every prompt at once, as a platform authenticator with a
 * fingerprint reader would. Answers a function that lists the passkeys it holds.
 */
export async function addVirtualAuthenticator(page: Page): Promise<() => Promise<number>> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send("WebAuthn.enable", { enableUI: false });
  const { authenticatorId } = await devtools.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return async () => (await devtools.send("WebAuthn.getCredentials", { authenticatorId })).credentials.length;
}

/**
 * The code an authenticator app shows for `secret`, `stepsAhead` 30-second steps from now. The server
 * takes the step before and after its own and never the same step twice, so a journey that signs in
 * twice within half a minute uses this step's code, then the next one's.
 */
export function appCode(secret: string, stepsAhead = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });
}
