import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { endpointRoutes, type PaymentSettings, type RefundPaymentRequest } from "@taxlane/contract";
import { call, callBlob } from "../../../lib/api-call";
import { jobBillingKeys } from "../api";

const ledgerKey = ["payments-ledger"] as const;

export const ledgerKeys = {
  all: ledgerKey,
  payments: (year: number | null) => [...ledgerKey, "payments", year ?? "all"] as const,
  payouts: [...ledgerKey, "payouts"] as const,
  settings: [...ledgerKey, "settings"] as const,
};

/** The year asked of the API: every year when none is chosen. */
const yearQuery = (year: number | null) => (year === null ? {} : { year });

/** GET /Accountant/Payments: the totals and payments of a year, or of every year. */
export const professionalPaymentsQuery = (year: number | null) =>
  queryOptions({
    queryKey: ledgerKeys.payments(year),
    queryFn: ({ signal }) =>
      call(endpointRoutes.accountant.getPayments, { query: yearQuery(year) }, { signal }),
  });

/** GET /Accountant/PaymentsCsv: the same payments as a CSV file. */
export const fetchPaymentsCsv = (year: number | null): Promise<Blob> =>
  callBlob(endpointRoutes.accountant.exportPayments, { query: yearQuery(year) });

/** GET /Accountant/Payouts: where the payout account stands at the provider. */
export const payoutsQuery = () =>
  queryOptions({
    queryKey: ledgerKeys.payouts,
    queryFn: ({ signal }) => call(endpointRoutes.accountant.getPayouts, {}, { signal }),
  });

/** GET /Accountant/PaymentSettings */
export const paymentSettingsQuery = () =>
  queryOptions({
    queryKey: ledgerKeys.settings,
    queryFn: ({ signal }) => call(endpointRoutes.accountant.getPaymentSettings, {}, { signal }),
  });

/** Opens (or resumes) the provider's onboarding: the browser leaves for the provider's page. */
export const useConnectPayouts = () =>
  useMutation({
    mutationFn: () => call(endpointRoutes.accountant.connectPayouts),
    onSuccess: ({ url }) => window.location.assign(url),
  });

export function useSavePaymentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentSettings) => call(endpointRoutes.accountant.savePaymentSettings, { body }),
    onSuccess: (saved) => queryClient.setQueryData(ledgerKeys.settings, saved),
  });
}

/**
 * Refunds a payment. The payments and the totals are read again afterwards, after a refusal too (the
 * page may have been behind), and so are the jobs' billing tabs, whose invoices show what was refunded.
 */
export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RefundPaymentRequest) => call(endpointRoutes.accountant.refundPayment, { body }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ledgerKey }),
        queryClient.invalidateQueries({ queryKey: jobBillingKeys.all }),
      ]),
  });
}
