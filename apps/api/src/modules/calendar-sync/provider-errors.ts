/** Reading provider failures without trusting their shape: HTTP status and OAuth `error` code. */

function field(value: unknown, key: string): unknown {
  return value !== null && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined;
}

/** The HTTP status of a failed provider call (gaxios, fetch wrappers), if it had one. */
export function errorStatus(error: unknown): number | undefined {
  const status = field(error, "status") ?? field(field(error, "response"), "status");
  return typeof status === "number" ? status : undefined;
}

/** The OAuth error code (`invalid_grant`, `invalid_request`, …) of a failed token call, if any. */
export function oauthErrorOf(error: unknown): string | undefined {
  const data = field(field(error, "response"), "data");
  const code = field(data, "error") ?? field(error, "errorCode");
  return typeof code === "string" && code.length > 0 ? code : undefined;
}
