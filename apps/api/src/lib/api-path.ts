import type { FastifyRequest } from "fastify";

/** True for the API's paths (`/api`, `/api/…`, `/api?…`) in any letter case, as routing ignores case. */
export function isApiPath(url: string): boolean {
  return /^\/api(\/|\?|$)/i.test(url);
}

/**
 * True for a request to one of the API's calls: by its address, or else by the path of the route it
 * matched, since the router also matches `//api/…` and `/%61pi/…` and a rule keyed on the address
 * alone (a rate limit, the session check) would let such a spelling pass by it. The address is read
 * first because Fastify builds `routeOptions` afresh on each read, and API calls are the busy ones.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  return isApiPath(request.url) || isApiPath(request.routeOptions.url ?? "");
}
