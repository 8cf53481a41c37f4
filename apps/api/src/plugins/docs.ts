import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { multipartFormSchema } from "../lib/endpoint-form-schema";

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * Adds a multipart call's fields, which its handler reads itself (so the route has no body schema to
 * validate with), from the endpoint table entry the route was declared from.
 */
function transform(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const result = jsonSchemaTransform(input);
  const form = input.route.config?.endpoint?.multipart;
  if (!form) return result;
  return { ...result, schema: { ...result.schema, body: multipartFormSchema(form) } };
}

/** The OpenAPI document, generated from the same zod schemas the routes validate with. */
export const docsPlugin = fp<{ version: string }>(async (app: FastifyInstance, { version }) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Taxlane API",
        description: "Calls of the Taxlane web app. Shapes and codes are those the existing client uses.",
        version,
      },
      servers: [{ url: "/" }],
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
    },
    transform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });
});
