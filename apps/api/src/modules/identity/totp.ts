import type { Clock } from "../../lib/clock";

// otplib and qrcode load with the first second step that needs them, not with the server.

/** Seconds per code: what every authenticator app uses by default. */
const period = 30;
const issuer = "Taxlane";

/** A new shared secret (base32, 160 bits), as authenticator apps read it. */
export async function newTotpSecret(): Promise<string> {
  const { generateSecret } = await import("otplib");
  return generateSecret();
}

/** The otpauth:// URL an app scans: issuer Taxlane, labelled with the person's e-mail. */
export async function totpUrl(secret: string, email: string): Promise<string> {
  const { generateURI } = await import("otplib");
  return generateURI({ issuer, label: email, secret, period });
}

/** The URL as a QR code, an SVG document the web shows as it is. */
export async function qrCodeSvg(url: string): Promise<string> {
  const { default: QRCode } = await import("qrcode");
  return QRCode.toString(url, { type: "svg", margin: 1 });
}

/**
 * The 30-second step the code belongs to, or null when it is wrong. A code of the step before or after
 * is taken too (phones' clocks drift), but never one of a step at or before `lastUsedStep`: a code
 * seen once, over a shoulder or in a phishing page, cannot be used again.
 */
export async function matchedTotpStep(
  secret: string,
  code: string,
  clock: Clock,
  lastUsedStep: number | null,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const epoch = Math.floor(clock.now().getTime() / 1000);
  // otplib refuses a last step past the window it checks rather than answering "no match".
  if (lastUsedStep !== null && lastUsedStep >= Math.floor((epoch + period) / period)) return null;
  const { verify } = await import("otplib");
  const result = await verify({
    secret,
    token: code,
    epoch,
    period,
    epochTolerance: period,
    afterTimeStep: lastUsedStep ?? undefined,
  });
  // The functional verify answers TOTP's or HOTP's result; only TOTP's carries the step.
  return result.valid && "timeStep" in result ? result.timeStep : null;
}
