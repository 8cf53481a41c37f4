import {
  accountantFeedbackSchema,
  accountantIdQuerySchema,
  deleteRequestQuerySchema,
  expertBusinessRequestSchema,
  expertIndividualRequestSchema,
  introductionSchema,
  quoteIdQuerySchema,
  rowRangeQuerySchema,
  sendQuoteResponseSchema,
  sentQuoteSchema,
  taxpayerQuoteSchema,
} from "@taxlane/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { readFormData } from "../../lib/form-data";
import { completed, done, multipartBody } from "../../lib/route-replies";
import type { ReviewsService } from "../profiles/reviews.service";
import type { QuotesService } from "./quotes.service";
import type { RequestsService } from "./requests.service";

/** Requests routed to experts, quotes and their lifecycle, introductions and reviews. */
export const marketplaceRoutes: FastifyPluginAsyncZod<{
  quotes: QuotesService;
  requests: RequestsService;
  reviews: ReviewsService;
}> = async (app, { quotes, requests, reviews }) => {
  const tags = ["Marketplace"];
  app.get(
    "/Taxpayer/GetAllQuotes",
    {
      schema: {
        tags,
        summary: "The taxpayer's quotes, newest first",
        response: { 200: z.array(taxpayerQuoteSchema) },
      },
    },
    (request) => quotes.listForTaxpayer(request.principal),
  );
  app.post(
    "/Taxpayer/ChooseAccountant",
    {
      schema: {
        tags,
        summary: "Choose a quote; 409 when one of the request's quotes is already chosen",
        querystring: quoteIdQuerySchema,
        response: { 200: done },
      },
    },
    (request) => completed(quotes.choose(request.principal, request.query.quoteId)),
  );
  app.post(
    "/Taxpayer/DeleteRequest",
    {
      schema: {
        tags,
        summary: "Withdraw a request while none of its quotes is chosen",
        querystring: deleteRequestQuerySchema,
        response: { 200: done },
      },
    },
    (request) => completed(requests.deleteRequest(request.principal, request.query)),
  );
  app.get(
    "/Taxpayer/GetIntroductions",
    {
      schema: {
        tags,
        summary: "The experts each open request was routed to, with why",
        response: { 200: z.array(introductionSchema) },
      },
    },
    (request) => requests.introductions(request.principal),
  );
  app.get(
    "/Accountant/GetAllIndividualRequests",
    {
      schema: {
        tags,
        summary: "Open individual requests routed to the expert (rows from..to)",
        querystring: rowRangeQuerySchema,
        response: { 200: z.array(expertIndividualRequestSchema) },
      },
    },
    (request) => requests.individualForExpert(request.principal, request.query),
  );
  app.get(
    "/Accountant/GetAllBusinessRequests",
    {
      schema: {
        tags,
        summary: "Open business requests routed to the expert (rows from..to)",
        querystring: rowRangeQuerySchema,
        response: { 200: z.array(expertBusinessRequestSchema) },
      },
    },
    (request) => requests.businessForExpert(request.principal, request.query),
  );
  app.post(
    "/Accountant/SendQuote",
    {
      schema: {
        tags,
        summary: "Send a quote on a request routed to the expert (multipart)",
        ...multipartBody,
        response: { 200: sendQuoteResponseSchema },
      },
    },
    async (request) => quotes.send(request.principal, await readFormData(request)),
  );
  app.post(
    "/Accountant/ConfirmQuote",
    {
      schema: {
        tags,
        summary: "Confirm a chosen quote: the tax preparation begins",
        querystring: quoteIdQuerySchema,
        response: { 200: done },
      },
    },
    (request) => completed(quotes.confirm(request.principal, request.query.quoteId)),
  );
  app.post(
    "/Accountant/DeclineQuote",
    {
      schema: {
        tags,
        summary: "Decline a chosen quote: the taxpayer may choose another",
        querystring: quoteIdQuerySchema,
        response: { 200: done },
      },
    },
    (request) => completed(quotes.decline(request.principal, request.query.quoteId)),
  );
  app.get(
    "/Accountant/GetAccountantSentQuotes",
    {
      schema: {
        tags,
        summary: "The expert's quotes, newest first",
        response: { 200: z.array(sentQuoteSchema) },
      },
    },
    (request) => quotes.listForExpert(request.principal),
  );
  app.get(
    "/Taxpayer/HasTheAccountantFeedback",
    {
      schema: {
        tags,
        summary: "Whether the taxpayer has reviewed this expert",
        querystring: accountantIdQuerySchema,
        response: { 200: z.boolean() },
      },
    },
    (request) => reviews.hasFeedback(request.principal, request.query.accountantId),
  );
  app.post(
    "/Taxpayer/SendAccountantFeedback",
    {
      schema: {
        tags,
        summary: "Rate an expert the taxpayer hired, once",
        body: accountantFeedbackSchema,
        response: { 200: done },
      },
    },
    (request) => completed(reviews.send(request.principal, request.body)),
  );
};
