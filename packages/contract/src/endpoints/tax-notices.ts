import { RoleId } from "../codes-profile";
import {
  answerTaxNoticeQuoteSchema,
  quoteTaxNoticeSchema,
  respondToTaxNoticeSchema,
  taxNoticeSchema,
  taxNoticesQuerySchema,
  uploadTaxNoticeFieldsSchema,
} from "../tax-notices";
import type { EndpointGroup } from "./define";
import { taxNoticeListSchema } from "./schemas-tax-notices";

/** The taxpayer's letters from the IRS or a state: uploading one, listing theirs, answering a quote. */
export const taxpayerTaxNoticeEndpoints = {
  uploadTaxNotice: {
    method: "POST",
    path: "/Taxpayer/UploadTaxNotice",
    module: "tax-notices",
    access: { roles: [RoleId.taxpayer] },
    summary:
      "Give a job's professional a letter from the IRS or a state (multipart: quoteId, kind, deadline, note?, notice)",
    multipart: { fields: uploadTaxNoticeFieldsSchema, files: ["notice"] },
    response: taxNoticeSchema,
  },
  getTaxNotices: {
    method: "GET",
    path: "/Taxpayer/GetTaxNotices",
    module: "tax-notices",
    access: { roles: [RoleId.taxpayer] },
    summary: "Every letter the taxpayer uploaded, on any of their jobs, open first",
    response: taxNoticeListSchema,
  },
  answerTaxNoticeQuote: {
    method: "POST",
    path: "/Taxpayer/AnswerTaxNoticeQuote",
    module: "tax-notices",
    access: { roles: [RoleId.taxpayer] },
    summary: "Accept or decline the professional's quote for the work on a letter",
    body: answerTaxNoticeQuoteSchema,
    response: taxNoticeSchema,
  },
} as const satisfies EndpointGroup;

/** The professional's side: their clients' letters, answering one, quoting for the work. */
export const accountantTaxNoticeEndpoints = {
  getTaxNotices: {
    method: "GET",
    path: "/Accountant/GetTaxNotices",
    module: "tax-notices",
    access: { roles: [RoleId.expert], practice: "jobs" },
    summary: "Every letter of the professional's clients, open first, nearest deadline first",
    response: taxNoticeListSchema,
  },
  respondToTaxNotice: {
    method: "POST",
    path: "/Accountant/RespondToTaxNotice",
    module: "tax-notices",
    access: { roles: [RoleId.expert], practice: "jobs" },
    summary: "Mark a letter answered, with a note the taxpayer reads",
    body: respondToTaxNoticeSchema,
    response: taxNoticeSchema,
  },
  quoteTaxNotice: {
    method: "POST",
    path: "/Accountant/QuoteTaxNotice",
    module: "tax-notices",
    access: { roles: [RoleId.expert], practice: "payments" },
    summary: "Quote a price for the work on a letter; the taxpayer accepts or declines it",
    body: quoteTaxNoticeSchema,
    response: taxNoticeSchema,
  },
} as const satisfies EndpointGroup;

/** A job's letters, for both of its sides. */
export const jobTaxNoticeEndpoints = {
  getTaxNotices: {
    method: "GET",
    path: "/TaxPreparation/GetTaxNotices",
    module: "tax-notices",
    access: { roles: [RoleId.taxpayer, RoleId.expert], practice: "jobs" },
    summary: "A job's letters from the IRS or a state, for its taxpayer or its professional",
    query: taxNoticesQuerySchema,
    response: taxNoticeListSchema,
  },
} as const satisfies EndpointGroup;
