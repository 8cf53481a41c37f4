import {
  expertTaxPreparationSchema,
  quoteIdQuerySchema,
  taxPreparationDetailSchema,
  taxpayerTaxPreparationSchema,
} from "@taxlane/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { readFormData } from "../../lib/form-data";
import { completed, done, multipartBody } from "../../lib/route-replies";
import type { TaxPreparationService } from "./tax-preparation.service";

/** Tax preparation jobs from both sides: lists, the taxpayer's status moves, the expert's return. */
export const taxPreparationRoutes: FastifyPluginAsyncZod<{ taxPreparation: TaxPreparationService }> = async (
  app,
  { taxPreparation },
) => {
  const tags = ["Tax preparation"];
  app.get(
    "/Taxpayer/GetTaxpayerTaxPreparations",
    {
      schema: {
        tags,
        summary: "The taxpayer's tax preparations, newest first",
        response: { 200: z.array(taxpayerTaxPreparationSchema) },
      },
    },
    (request) => taxPreparation.listForTaxpayer(request.principal),
  );
  app.get(
    "/Accountant/GetAccountantTaxPreparations",
    {
      schema: {
        tags,
        summary: "The expert's tax preparations, newest first",
        response: { 200: z.array(expertTaxPreparationSchema) },
      },
    },
    (request) => taxPreparation.listForExpert(request.principal),
  );
  app.get(
    "/TaxPreparation/GetTaxPreparation",
    {
      schema: {
        tags,
        summary: "One tax preparation with its request, for its taxpayer or expert",
        querystring: quoteIdQuerySchema,
        response: { 200: taxPreparationDetailSchema },
      },
    },
    (request) => taxPreparation.detail(request.principal, request.query.quoteId),
  );
  app.post(
    "/Taxpayer/MakeTaxPreparationJobStatusInProcess",
    {
      schema: {
        tags,
        summary: "Move a job from not started to in process",
        querystring: quoteIdQuerySchema,
        response: { 200: done },
      },
    },
    (request) => completed(taxPreparation.makeInProcess(request.principal, request.query.quoteId)),
  );
  app.post(
    "/taxpayer/makeTaxPreparationJobStatusInForReview",
    {
      schema: {
        tags,
        summary: "Move a job from in process to in for review",
        querystring: quoteIdQuerySchema,
        response: { 200: done },
      },
    },
    (request) => completed(taxPreparation.makeInForReview(request.principal, request.query.quoteId)),
  );
  app.post(
    "/Accountant/UploadTaxReturnFile",
    {
      schema: {
        tags,
        summary: "Upload the finished return (a PDF): the job is filed (multipart: quoteId, taxReturn)",
        ...multipartBody,
        response: { 200: done },
      },
    },
    async (request) => completed(taxPreparation.uploadReturn(request.principal, await readFormData(request))),
  );
};
