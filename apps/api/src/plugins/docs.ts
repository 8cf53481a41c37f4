import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { t } from "@taxlane/contract/i18n";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { describeAccess } from "../lib/endpoint-access";
import { multipartFormSchema } from "../lib/endpoint-form-schema";

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * From the endpoint table entry the route was declared from: who may call (the bearer token where a
 * session is needed, the access in words and as `x-access`), and a multipart call's fields, which its
 * handler reads itself (so the route has no body schema to validate with).
 */
function transform(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const result = jsonSchemaTransform(input);
  const endpoint = input.route.config?.endpoint;
  if (!endpoint) return result;
  const form = endpoint.multipart;
  const schema = {
    ...result.schema,
    description: describeAccess(endpoint.access),
    security: endpoint.access === "public" ? [] : [{ bearer: [] }],
    "x-access": endpoint.access,
  };
  return { ...result, schema: form ? { ...schema, body: multipartFormSchema(form) } : schema };
}

/** The OpenAPI document, generated from the same zod schemas the routes validate with. */
export const docsPlugin = fp<{ version: string }>(async (app: FastifyInstance, { version }) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Taxlane API",
        description: t("operator.apiDocsDescription"),
        version,
      },
      servers: [{ url: "/" }],
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
    },
    transform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });
});
