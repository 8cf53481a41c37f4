import type { FastifyInstance } from "fastify";
import { invoicesRoutes } from "./invoices.routes";
import { createInvoicesService } from "./invoices.service";
import { paymentSettingsRoutes } from "./payment-settings.routes";
import { createPaymentSettingsService } from "./payment-settings.service";
import type { PaymentsDeps } from "./payments.deps";
import { paymentsLedgerRoutes } from "./payments-ledger.routes";
import { createPaymentsLedgerService } from "./payments-ledger.service";
import { priceChangesRoutes } from "./price-changes.routes";
import { createPriceChangesService } from "./price-changes.service";
import { createReceiptsService } from "./receipts.service";

/**
 * Paying the professional: a job's agreed price, the professional's invoices against it, the
 * price changes the taxpayer accepts or declines, the payment settings, both sides' lists of
 * payments and their receipts.
 */
export function createPaymentsModule(deps: PaymentsDeps) {
  const invoices = createInvoicesService(deps);
  const priceChanges = createPriceChangesService(deps);
  const settings = createPaymentSettingsService(deps);
  const ledger = createPaymentsLedgerService(deps);
  const receipts = createReceiptsService(deps);
  return {
    name: "payments",
    registerRoutes: async (api: FastifyInstance) => {
      await api.register(invoicesRoutes, { invoices });
      await api.register(priceChangesRoutes, { priceChanges });
      await api.register(paymentSettingsRoutes, { settings });
      await api.register(paymentsLedgerRoutes, { ledger, receipts });
    },
  };
}
