import { queryOptions, useMutation } from "@tanstack/react-query";
import {
  type CompleteTestOnboardingRequest,
  endpointRoutes,
  type PayTestPaymentRequest,
} from "@taxlane/contract";
import { call } from "../../../lib/api-call";

const testProviderKey = ["payments-test-provider"] as const;

/** GET /Payments/TestCheckout: the local test provider's checkout of an invoice. */
export const testCheckoutQuery = (session: string) =>
  queryOptions({
    queryKey: [...testProviderKey, "checkout", session] as const,
    queryFn: ({ signal }) =>
      call(endpointRoutes.payments.getTestCheckout, { query: { session } }, { signal }),
  });

/** GET /Payments/TestOnboarding: the local test provider's onboarding of the caller's payout account. */
export const testOnboardingQuery = (account: string) =>
  queryOptions({
    queryKey: [...testProviderKey, "onboarding", account] as const,
    queryFn: ({ signal }) =>
      call(endpointRoutes.payments.getTestOnboarding, { query: { account } }, { signal }),
  });

export const usePayTestCheckout = () =>
  useMutation({
    mutationFn: (body: PayTestPaymentRequest) => call(endpointRoutes.payments.payTestCheckout, { body }),
  });

export const useCompleteTestOnboarding = () =>
  useMutation({
    mutationFn: (body: CompleteTestOnboardingRequest) =>
      call(endpointRoutes.payments.completeTestOnboarding, { body }),
  });
