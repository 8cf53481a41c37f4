import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type CreateInvoiceRequest,
  endpointRoutes,
  type PayInvoiceRequest,
  type RequestPriceChange,
  type UpdateInvoiceRequest,
} from "@taxlane/contract";
import { jobBillingKey, taxPreparationKey } from "../../entities/tax-preparation";
import { call } from "../../lib/api-call";

const billingKey = jobBillingKey;

export const jobBillingKeys = {
  all: billingKey,
  ofJob: (quoteId: number) => [...billingKey, quoteId] as const,
};

/** GET /TaxPreparation/Billing: a job's price, invoices and price changes, for either side. */
export const jobBillingQuery = (quoteId: number) =>
  queryOptions({
    queryKey: jobBillingKeys.ofJob(quoteId),
    queryFn: ({ signal }) =>
      call(endpointRoutes.taxPreparation.getJobBilling, { query: { quoteId } }, { signal }),
  });

/**
 * A billing call on one job. The job's billing is read again afterwards, after a refusal too: a 409
 * usually means the page was behind (an invoice paid, a change answered meanwhile). A price change
 * moves the job's price, which its summary shows, so the job is read again as well.
 */
function useBillingMutation<T, R>(quoteId: number, run: (input: T) => Promise<R>, movesPrice = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: jobBillingKeys.ofJob(quoteId) }),
        movesPrice ? queryClient.invalidateQueries({ queryKey: taxPreparationKey }) : undefined,
      ]),
  });
}

export const useCreateInvoice = (quoteId: number) =>
  useBillingMutation(quoteId, (body: CreateInvoiceRequest) =>
    call(endpointRoutes.accountant.createInvoice, { body }),
  );

export const useUpdateInvoice = (quoteId: number) =>
  useBillingMutation(quoteId, (body: UpdateInvoiceRequest) =>
    call(endpointRoutes.accountant.updateInvoice, { body }),
  );

export const useSendInvoice = (quoteId: number) =>
  useBillingMutation(quoteId, (invoiceId: number) =>
    call(endpointRoutes.accountant.sendInvoice, { body: { invoiceId } }),
  );

export const useDeleteInvoiceDraft = (quoteId: number) =>
  useBillingMutation(quoteId, (invoiceId: number) =>
    call(endpointRoutes.accountant.deleteInvoiceDraft, { body: { invoiceId } }),
  );

export const useVoidInvoice = (quoteId: number) =>
  useBillingMutation(quoteId, (body: { invoiceId: number; reason: string }) =>
    call(endpointRoutes.accountant.voidInvoice, { body }),
  );

export const useRequestPriceChange = (quoteId: number) =>
  useBillingMutation(quoteId, (body: RequestPriceChange) =>
    call(endpointRoutes.accountant.requestPriceChange, { body }),
  );

export const useWithdrawPriceChange = (quoteId: number) =>
  useBillingMutation(quoteId, (priceChangeId: number) =>
    call(endpointRoutes.accountant.withdrawPriceChange, { body: { priceChangeId } }),
  );

export const useAcceptPriceChange = (quoteId: number) =>
  useBillingMutation(
    quoteId,
    (priceChangeId: number) => call(endpointRoutes.taxpayer.acceptPriceChange, { body: { priceChangeId } }),
    true,
  );

export const useDeclinePriceChange = (quoteId: number) =>
  useBillingMutation(quoteId, (body: { priceChangeId: number; note?: string }) =>
    call(endpointRoutes.taxpayer.declinePriceChange, { body }),
  );

/** POST /Taxpayer/PayInvoice: the checkout's address (the same open one on a second click). */
export const usePayInvoice = (quoteId: number) =>
  useBillingMutation(quoteId, (body: PayInvoiceRequest) =>
    call(endpointRoutes.taxpayer.payInvoice, { body }),
  );
