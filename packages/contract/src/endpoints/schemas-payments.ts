import {
  createInvoiceRequestSchema,
  declinePriceChangeRequestSchema,
  invoiceIdRequestSchema,
  invoiceSchema,
  jobBillingQuerySchema,
  jobBillingSchema,
  priceChangeIdRequestSchema,
  priceChangeSchema,
  requestPriceChangeSchema,
  updateInvoiceRequestSchema,
  voidInvoiceRequestSchema,
} from "../payments";

/** Invoices and price changes. */
export const paymentSchemas = {
  jobBillingSchema,
  jobBillingQuerySchema,
  createInvoiceRequestSchema,
  updateInvoiceRequestSchema,
  invoiceIdRequestSchema,
  voidInvoiceRequestSchema,
  invoiceSchema,
  priceChangeSchema,
  requestPriceChangeSchema,
  priceChangeIdRequestSchema,
  declinePriceChangeRequestSchema,
};
