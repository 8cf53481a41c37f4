import type { FastifyRequest } from "fastify";

/** True for the API's paths (`/api`, `/api/…`, `/api?…`) in any letter case, as routing ignores case. */
export function isApiPath(url: string): boolean {
  return /^\/api(\/|\?|$)/i.test(url);
}

/**
 * True for a request to one of the API's calls. It reads the path of the route the request matched,
 * not its address: the router also matches `//api/…` and `/%61pi/…`, and a rule keyed on the
 * address (a rate limit, the session check) would let such a spelling pass by it.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  return isApiPath(request.routeOptions.url ?? request.url);
}
