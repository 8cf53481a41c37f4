/** True for the API's paths (`/api`, `/api/…`, `/api?…`) in any letter case, as routing ignores case. */
export function isApiPath(url: string): boolean {
  return /^\/api(\/|\?|$)/i.test(url);
}
