import type { FastifyInstance } from "fastify";
import { createCheckoutService } from "./checkout.service";
import { invoicesRoutes } from "./invoices.routes";
import { createInvoicesService } from "./invoices.service";
import { createCancellationBilling } from "./job-cancellation-billing";
import { onlinePaymentsRoutes } from "./online-payments.routes";
import { operatorPaymentsRoutes } from "./operator-payments.routes";
import { createOperatorPaymentsService } from "./operator-payments.service";
import { createPaymentEvents } from "./payment-events";
import { paymentSettingsRoutes } from "./payment-settings.routes";
import { createPaymentSettingsService } from "./payment-settings.service";
import type { PaymentsDeps } from "./payments.deps";
import { paymentsLedgerRoutes } from "./payments-ledger.routes";
import { createPaymentsLedgerService } from "./payments-ledger.service";
import { createPayoutsService } from "./payouts.service";
import { priceChangesRoutes } from "./price-changes.routes";
import { createPriceChangesService } from "./price-changes.service";
import type { PaymentsProvider } from "./providers/payments-provider";
import { createReceiptsService } from "./receipts.service";
import { createRefundsService } from "./refunds.service";
import { testProviderRoutes } from "./test-provider.routes";
import { createTestProviderService } from "./test-provider.service";

/**
 * Paying the professional: a job's agreed price, the professional's invoices against it, the price
 * changes the taxpayer accepts or declines, and paying online through the provider (Stripe Connect,
 * or the local test provider): payouts, checkouts, the provider's events, refunds, the payment
 * settings, both sides' lists of payments and their receipts; the operator's fee and view of every
 * payment; and a cancelled job's billing ended (unpaid invoices voided, a paid deposit refunded or kept).
 */
export function createPaymentsModule(deps: PaymentsDeps & { provider: PaymentsProvider }) {
  const checkout = createCheckoutService(deps);
  const invoices = createInvoicesService({ ...deps, endOpenCheckout: checkout.endOpenCheckout });
  const priceChanges = createPriceChangesService(deps);
  const payouts = createPayoutsService(deps);
  const refunds = createRefundsService(deps);
  const cancellationBilling = createCancellationBilling({ clock: deps.clock, checkout, refunds });
  const settings = createPaymentSettingsService(deps);
  const ledger = createPaymentsLedgerService(deps);
  const receipts = createReceiptsService(deps);
  const operatorPayments = createOperatorPaymentsService(deps);
  const testProvider = createTestProviderService(deps);
  return {
    name: "payments",
    /** What a job's cancellation does to its invoices and payments (tax preparation's port). */
    cancellationBilling,
    /** Takes the provider's events from billing's webhook intake (`webhooks.consume`). */
    consumeEvent: createPaymentEvents(deps),
    registerRoutes: async (api: FastifyInstance) => {
      await api.register(invoicesRoutes, { invoices });
      await api.register(priceChangesRoutes, { priceChanges });
      await api.register(onlinePaymentsRoutes, { payouts, checkout, refunds });
      await api.register(paymentSettingsRoutes, { settings });
      await api.register(paymentsLedgerRoutes, { ledger, receipts });
      await api.register(operatorPaymentsRoutes, { operatorPayments });
      await api.register(testProviderRoutes, { testProvider });
    },
  };
}
