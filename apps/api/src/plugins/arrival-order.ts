import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { inArrivalOrder } from "../db/arrival-order";

/**
 * Marks each request with its arrival, so the embedded database serves the statements of the
 * oldest request in hand first (db/pglite-thread.ts). The rest of the request runs inside the
 * callback-style hook's `done`, which is what carries the mark to its handler and its statements.
 */
export const arrivalOrderPlugin = fp(async (app: FastifyInstance) => {
  app.addHook("onRequest", (request, _reply, done) => {
    // A WebSocket lives on: what it sends later is not older than the requests then in hand.
    if (request.headers.upgrade) return done();
    inArrivalOrder(performance.now(), done);
  });
});
