import cors from "@fastify/cors";
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * Headers every response carries. The CSP is what the built web app needs and no more: its own
 * scripts only, inline styles (antd writes CSS-in-JS), images from itself or as data/blob URLs.
 */
export const securityPlugin = fp<{ corsOrigins: string[] }>(async (app: FastifyInstance, { corsOrigins }) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cors, {
    origin: corsOrigins.length > 0 ? corsOrigins : false,
    credentials: false,
    exposedHeaders: ["Content-Disposition", "Retry-After", "X-Request-Id"],
  });
});
