/**
 * Calls the API through the routes of the contract's endpoint table (`endpointRoutes`): the route gives
 * the method and path, and its entry's type types what the call takes and answers. Routes hold no
 * schemas, so the pages that call stay free of zod (the public pages' JS budget).
 */
import {
  type Endpoint,
  type EndpointOf,
  type EndpointRequest,
  type EndpointResponse,
  type EndpointRoute,
  endpointPath,
} from "@taxlane/contract";
import { apiRequest, type RequestOptions } from "./api-client";

/** What a call takes; a multipart call takes the `FormData` its form built as its body. */
export type CallInput<E extends Endpoint> = E extends { multipart: object }
  ? Omit<EndpointRequest<E>, "body"> & { body: FormData }
  : EndpointRequest<E>;

export type CallOptions = Pick<RequestOptions, "signal" | "responseType" | "redirectOnUnauthorized">;

/** The input may be left out when the call needs none. */
type CallArguments<E extends Endpoint> =
  Record<string, never> extends CallInput<E>
    ? [input?: CallInput<E>, options?: CallOptions]
    : [input: CallInput<E>, options?: CallOptions];

type QueryValue = string | number | boolean | null | undefined;

function isQueryValue(value: unknown): value is QueryValue {
  return value === null || ["string", "number", "boolean", "undefined"].includes(typeof value);
}

/** A query object as `apiRequest` takes it: values that cannot be written in a URL are left out. */
function queryOf(query: object | undefined): RequestOptions["query"] {
  if (query === undefined) return undefined;
  const written: NonNullable<RequestOptions["query"]> = {};
  for (const [key, value] of Object.entries(query) as [string, unknown][]) {
    if (Array.isArray(value)) written[key] = value.filter(isQueryValue);
    else if (isQueryValue(value)) written[key] = value;
  }
  return written;
}

function requestOf<E extends Endpoint>(route: EndpointRoute, input: CallInput<E> | undefined) {
  const request: { params?: object; query?: object; body?: unknown } = input ?? {};
  return {
    path: endpointPath(route, request.params as Readonly<Record<string, unknown>> | undefined),
    options: { method: route.method, query: queryOf(request.query), body: request.body },
  };
}

/** Calls `route`; resolves to its answer, throws `ApiError` on failure (see `apiRequest`). */
export function call<R extends EndpointRoute>(route: R, ...[input, options]: CallArguments<EndpointOf<R>>) {
  const { path, options: request } = requestOf(route, input);
  return apiRequest<EndpointResponse<EndpointOf<R>>>(path, { ...options, ...request });
}

/** Calls a `route` that answers a file (a PDF, an archive) and resolves to it as a `Blob`. */
export function callBlob<R extends EndpointRoute>(
  route: R,
  ...[input, options]: CallArguments<EndpointOf<R>>
): Promise<Blob> {
  const { path, options: request } = requestOf(route, input);
  return apiRequest<Blob>(path, { ...options, ...request, responseType: "blob" });
}
