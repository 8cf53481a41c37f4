export type QueryValue = string | number | boolean | null | undefined;

export const apiBaseUrl: string = import.meta.env.VITE_API_BASE_URL ?? "/api";

/** The API's address for `path`; `null`/`undefined` query values are left out, arrays repeat the key. */
export function buildUrl(
  path: string,
  query?: Record<string, QueryValue | readonly QueryValue[]>,
  baseUrl = apiBaseUrl,
): string {
  const base = baseUrl.endsWith("/") ? baseUrl.slice(0, -1) : baseUrl;
  const url = `${base}${path.startsWith("/") ? path : `/${path}`}`;
  if (query === undefined) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const item of values) {
      if (item !== null && item !== undefined) params.append(key, String(item));
    }
  }
  const search = params.toString();
  return search === "" ? url : `${url}${url.includes("?") ? "&" : "?"}${search}`;
}
