import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/** The OpenAPI document, generated from the same zod schemas the routes validate with. */
export const docsPlugin = fp<{ version: string }>(async (app: FastifyInstance, { version }) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Taxlane API",
        description: "Calls of the Taxlane web app. Shapes and codes follow API.md.",
        version,
      },
      servers: [{ url: "/" }],
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });
});
