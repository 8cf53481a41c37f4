import { z } from "zod";
import {
  answerTaxNoticeQuoteSchema,
  quoteTaxNoticeSchema,
  respondToTaxNoticeSchema,
  taxNoticeSchema,
  taxNoticesQuerySchema,
  uploadTaxNoticeFieldsSchema,
} from "../tax-notices";

/** Letters from the IRS or a state: uploads, lists, answers and quotes for the work. */
export const taxNoticeSchemas = {
  uploadTaxNoticeFieldsSchema,
  taxNoticeSchema,
  taxNoticeListSchema: z.array(taxNoticeSchema),
  taxNoticesQuerySchema,
  respondToTaxNoticeSchema,
  quoteTaxNoticeSchema,
  answerTaxNoticeQuoteSchema,
};
