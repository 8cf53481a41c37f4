import { USER_TOKEN } from "../lib/session";

/** A token the app takes for a live session: its `exp` an hour ahead (the signature is never checked here). */
export function liveTestToken(claims: Record<string, unknown> = {}): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, "");
  return `${part({ alg: "HS256" })}.${part({ ...claims, exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;
}

/** Signs the test's person in, as the app stores a session. */
export function signInForTest(): void {
  localStorage.setItem(USER_TOKEN, liveTestToken());
}
