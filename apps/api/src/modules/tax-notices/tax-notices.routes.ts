import { endpoints } from "@taxlane/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint";
import { readFormData } from "../../lib/form-data";
import type { TaxNoticeAnswersService } from "./tax-notice-answers.service";
import type { TaxNoticesService } from "./tax-notices.service";

/** Letters from the IRS or a state: the taxpayer's upload, both sides' lists, answers and quotes. */
export const taxNoticesRoutes: FastifyPluginAsyncZod<{
  notices: TaxNoticesService;
  answers: TaxNoticeAnswersService;
}> = async (app, { notices, answers }) => {
  const tags = ["Tax notices"];
  route(app, endpoints.taxpayer.uploadTaxNotice, { tags }, async (request) =>
    notices.upload(request.principal, await readFormData(request), request.ip),
  );
  route(app, endpoints.taxpayer.getTaxNotices, { tags }, (request) =>
    notices.listForTaxpayer(request.principal),
  );
  route(app, endpoints.accountant.getTaxNotices, { tags }, (request) =>
    notices.listForExpert(request.principal),
  );
  route(app, endpoints.taxPreparation.getTaxNotices, { tags }, (request) =>
    notices.listForJob(request.principal, request.query.quoteId),
  );
  route(app, endpoints.accountant.respondToTaxNotice, { tags }, (request) =>
    answers.respond(request.principal, request.body, request.ip),
  );
  route(app, endpoints.accountant.quoteTaxNotice, { tags }, (request) =>
    answers.quote(request.principal, request.body, request.ip),
  );
  route(app, endpoints.taxpayer.answerTaxNoticeQuote, { tags }, (request) =>
    answers.answerQuote(request.principal, request.body, request.ip),
  );
};
