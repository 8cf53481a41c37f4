import type { Endpoint } from "@taxlane/contract";
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyContextConfig,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { refuseControlCharacters } from "./control-characters";
import { assertAdmitted, assertPracticeAllows, type CallerOf } from "./endpoint-access";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The table entry a route was declared from (the OpenAPI document reads its multipart fields). */
    endpoint?: Endpoint;
  }
}

/** A Fastify instance that validates and serializes with zod (every module's routes plugin gets one). */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The entry's schema for a part of the call; `undefined` where it has none. */
type Part<E extends Endpoint, K extends "params" | "query" | "body" | "response"> = E[K] extends z.ZodType
  ? E[K]
  : undefined;

/** The Fastify schema of an entry, as the handler's request and reply types see it. */
export interface EndpointRouteSchema<E extends Endpoint> {
  params: Part<E, "params">;
  querystring: Part<E, "query">;
  body: Part<E, "body">;
  response: E["response"] extends z.ZodType ? { 200: Part<E, "response"> } : undefined;
}

/** The handler Fastify runs: the request as the entry's schemas type it. */
type FastifyEndpointHandler<E extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  EndpointRouteSchema<E>,
  ZodTypeProvider,
  FastifyBaseLogger
>;

/**
 * A route's handler: as Fastify's, but the request of a call the table closes to anonymous callers
 * holds a non-null principal (checked before the handler runs).
 */
export type EndpointHandler<E extends Endpoint> = (
  this: ThisParameterType<FastifyEndpointHandler<E>>,
  request: Parameters<FastifyEndpointHandler<E>>[0] & CallerOf<E>,
  reply: Parameters<FastifyEndpointHandler<E>>[1],
) => ReturnType<FastifyEndpointHandler<E>>;

/** What a module adds to an entry: its OpenAPI tags and route config (rate limits). */
export interface RouteExtras {
  tags: string[];
  config?: Omit<FastifyContextConfig, "endpoint">;
}

/**
 * Every text a call carries, before its schema reads it: a NUL byte would reach PostgreSQL (which
 * refuses it in text, a 500) and other control characters are never typed. A multipart body's
 * fields are checked where they are read (`readFormData`).
 */
async function refuseControlCharactersInRequest(request: FastifyRequest): Promise<void> {
  refuseControlCharacters(request.params, "line");
  refuseControlCharacters(request.query, "line");
  refuseControlCharacters(request.body, "body");
}

/**
 * Declares a route from its endpoint table entry: method, URL and the schemas that validate the
 * request and serialize the answer. A multipart body is read by its handler (`readFormData`); the
 * OpenAPI document lists its fields from the entry. Texts holding control characters are refused
 * with a 400 before the schema runs. Who may call is checked here, as the entry's `access` says, before
 * the schema reads the request: 401 without a session, 403 for another role, whatever was sent, and
 * 403 for a practice member whose role lacks the capability the entry names.
 */
export function route<E extends Endpoint>(
  app: ZodApp,
  endpoint: E,
  extras: RouteExtras,
  handler: EndpointHandler<E>,
): void {
  // The caller was let through before validation (below); stating it again gives the handler its
  // non-null principal by type.
  const admitted: FastifyEndpointHandler<E> = function (request, reply) {
    assertAdmitted(endpoint, request);
    return handler.call(this, request, reply);
  };
  const admitCaller = async (request: FastifyRequest): Promise<void> => {
    assertAdmitted(endpoint, request);
    assertPracticeAllows(endpoint, request.principal);
  };
  const parts = {
    tags: extras.tags,
    summary: endpoint.summary,
    params: endpoint.params,
    querystring: endpoint.query,
    body: endpoint.body,
    response: endpoint.response === undefined ? undefined : { 200: endpoint.response },
    consumes: endpoint.multipart ? ["multipart/form-data"] : undefined,
  };
  // Fastify takes a key that is there but undefined for a missing schema and warns: only the parts
  // the entry has go in. They are the schemas `EndpointRouteSchema<E>` names; TypeScript cannot follow
  // them through the filter, so the handler's types come from that type.
  const schema = Object.fromEntries(
    Object.entries(parts).filter(([, part]) => part !== undefined),
  ) as unknown as EndpointRouteSchema<E>;
  app.route<RouteGenericInterface, ContextConfigDefault, EndpointRouteSchema<E>>({
    method: endpoint.method,
    url: endpoint.path,
    config: { ...extras.config, endpoint },
    schema,
    preValidation: [refuseControlCharactersInRequest, admitCaller],
    handler: admitted,
  });
}
