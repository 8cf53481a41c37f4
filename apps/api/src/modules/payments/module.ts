import type { FastifyInstance } from "fastify";
import { invoicesRoutes } from "./invoices.routes";
import { createInvoicesService } from "./invoices.service";
import { operatorPaymentsRoutes } from "./operator-payments.routes";
import { createOperatorPaymentsService } from "./operator-payments.service";
import type { PaymentsDeps } from "./payments.deps";
import { priceChangesRoutes } from "./price-changes.routes";
import { createPriceChangesService } from "./price-changes.service";

/**
 * Paying the professional: a job's agreed price, the professional's invoices against it, and the
 * price changes the taxpayer accepts or declines; the operator's fee and view of every payment.
 */
export function createPaymentsModule(deps: PaymentsDeps) {
  const invoices = createInvoicesService(deps);
  const priceChanges = createPriceChangesService(deps);
  const operatorPayments = createOperatorPaymentsService(deps);
  return {
    name: "payments",
    registerRoutes: async (api: FastifyInstance) => {
      await api.register(invoicesRoutes, { invoices });
      await api.register(priceChangesRoutes, { priceChanges });
      await api.register(operatorPaymentsRoutes, { operatorPayments });
    },
  };
}
