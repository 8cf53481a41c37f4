import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { inLanguage } from "../lib/language-scope";
import { requestLanguage } from "../lib/request-language";

/**
 * Answers each request in the language its page speaks: what a handler writes with `t()` (a to-do's
 * words, a refusal, a job's title) follows `Accept-Language`, which the web sets to the language it
 * speaks. Without the header, or in a language the catalog does not speak, English. What goes to
 * someone else (a mail, a notice) is still composed in its recipient's language (docs/decisions/0300).
 * The rest of the request runs inside the callback-style hook's `done`, which carries the language to
 * its handler.
 */
export const requestLanguagePlugin = fp(async (app: FastifyInstance) => {
  app.addHook("onRequest", (request, _reply, done) => {
    const header = request.headers["accept-language"];
    if (header === undefined || header === "") return done();
    inLanguage(requestLanguage(request), done);
  });
});
