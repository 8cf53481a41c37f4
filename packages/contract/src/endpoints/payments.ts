import { RoleId } from "../codes-profile";
import type { EndpointGroup } from "./define";

const professional = { roles: [RoleId.expert] } as const;
const taxpayer = { roles: [RoleId.taxpayer] } as const;

/** A job's price, invoices and price changes, read by either side (module payments). */
export const jobBillingEndpoints = {
  getJobBilling: {
    method: "GET",
    path: "/TaxPreparation/Billing",
    module: "payments",
    access: "signedIn",
    summary: "A job's agreed price, its invoices (no drafts for the taxpayer) and its price changes",
    query: "jobBillingQuerySchema",
    response: "jobBillingSchema",
  },
} as const satisfies EndpointGroup;

/** The professional's invoices and price changes. */
export const accountantBillingEndpoints = {
  createInvoice: {
    method: "POST",
    path: "/Accountant/CreateInvoice",
    module: "payments",
    access: professional,
    summary: "A draft invoice for one of the professional's jobs, within the agreed price",
    body: "createInvoiceRequestSchema",
    response: "invoiceSchema",
  },
  updateInvoice: {
    method: "POST",
    path: "/Accountant/UpdateInvoice",
    module: "payments",
    access: professional,
    summary: "Replaces a draft's lines, deposit, due date and notes",
    body: "updateInvoiceRequestSchema",
    response: "invoiceSchema",
  },
  sendInvoice: {
    method: "POST",
    path: "/Accountant/SendInvoice",
    module: "payments",
    access: professional,
    summary: "Numbers a draft and sends it to the taxpayer in the app and by e-mail",
    body: "invoiceIdRequestSchema",
    response: "invoiceSchema",
  },
  deleteInvoiceDraft: {
    method: "POST",
    path: "/Accountant/DeleteInvoiceDraft",
    module: "payments",
    access: professional,
    summary: "Deletes a draft never sent",
    body: "invoiceIdRequestSchema",
    response: "done",
  },
  voidInvoice: {
    method: "POST",
    path: "/Accountant/VoidInvoice",
    module: "payments",
    access: professional,
    summary: "Voids a sent invoice nothing was paid on, with the reason; the taxpayer is told",
    body: "voidInvoiceRequestSchema",
    response: "invoiceSchema",
  },
  requestPriceChange: {
    method: "POST",
    path: "/Accountant/RequestPriceChange",
    module: "payments",
    access: professional,
    summary: "Asks the taxpayer to accept a change to the agreed price, with the reason",
    body: "requestPriceChangeSchema",
    response: "priceChangeSchema",
  },
  withdrawPriceChange: {
    method: "POST",
    path: "/Accountant/WithdrawPriceChange",
    module: "payments",
    access: professional,
    summary: "Withdraws a price change the taxpayer has not answered",
    body: "priceChangeIdRequestSchema",
    response: "priceChangeSchema",
  },
} as const satisfies EndpointGroup;

/** The taxpayer's answers to a price change. */
export const taxpayerBillingEndpoints = {
  acceptPriceChange: {
    method: "POST",
    path: "/Taxpayer/AcceptPriceChange",
    module: "payments",
    access: taxpayer,
    summary: "Accepts a price change: the agreed price moves by its amount",
    body: "priceChangeIdRequestSchema",
    response: "priceChangeSchema",
  },
  declinePriceChange: {
    method: "POST",
    path: "/Taxpayer/DeclinePriceChange",
    module: "payments",
    access: taxpayer,
    summary: "Declines a price change, with an optional note; the agreed price stays",
    body: "declinePriceChangeRequestSchema",
    response: "priceChangeSchema",
  },
} as const satisfies EndpointGroup;
