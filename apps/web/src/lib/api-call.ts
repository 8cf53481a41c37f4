/**
 * Calls the API through the contract's endpoint table: the entry gives the method and path, and types
 * what the call takes and answers. The table holds no schemas at run time, so public pages stay free of
 * zod.
 */
import { type Endpoint, type EndpointRequest, type EndpointResponse, endpointPath } from "@taxlane/contract";
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

function requestOf<E extends Endpoint>(endpoint: E, input: CallInput<E> | undefined) {
  const request: { params?: object; query?: object; body?: unknown } = input ?? {};
  return {
    path: endpointPath(endpoint, request.params as Readonly<Record<string, unknown>> | undefined),
    options: { method: endpoint.method, query: queryOf(request.query), body: request.body },
  };
}

/** Calls `endpoint`; resolves to its answer, throws `ApiError` on failure (see `apiRequest`). */
export function call<E extends Endpoint>(endpoint: E, ...[input, options]: CallArguments<E>) {
  const { path, options: request } = requestOf(endpoint, input);
  return apiRequest<EndpointResponse<E>>(path, { ...options, ...request });
}

/** Calls an `endpoint` that answers a file (a PDF, an archive) and resolves to it as a `Blob`. */
export function callBlob<E extends Endpoint>(
  endpoint: E,
  ...[input, options]: CallArguments<E>
): Promise<Blob> {
  const { path, options: request } = requestOf(endpoint, input);
  return apiRequest<Blob>(path, { ...options, ...request, responseType: "blob" });
}
