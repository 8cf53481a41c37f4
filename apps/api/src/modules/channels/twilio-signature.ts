import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Twilio's request signature (X-Twilio-Signature): HMAC-SHA1 with the auth token over the full URL
 * Twilio called followed by each form field's name and value, sorted by name; base64.
 */
export function twilioSignature(authToken: string, url: string, form: Record<string, string>): string {
  const data = Object.keys(form)
    .sort()
    .reduce((text, key) => text + key + form[key], url);
  return createHmac("sha1", authToken).update(data, "utf8").digest("base64");
}

export function validTwilioSignature(
  authToken: string,
  url: string,
  form: Record<string, string>,
  signature: string | undefined,
): boolean {
  if (!signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, form));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
