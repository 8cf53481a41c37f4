import type { FastifyInstance } from "fastify";
import { invoicesRoutes } from "./invoices.routes";
import { createInvoicesService } from "./invoices.service";
import type { PaymentsDeps } from "./payments.deps";
import { priceChangesRoutes } from "./price-changes.routes";
import { createPriceChangesService } from "./price-changes.service";
import { testProviderRoutes } from "./test-provider.routes";
import { createTestProviderService } from "./test-provider.service";

/**
 * Paying the professional: a job's agreed price, the professional's invoices against it, and the
 * price changes the taxpayer accepts or declines.
 */
export function createPaymentsModule(deps: PaymentsDeps) {
  const invoices = createInvoicesService(deps);
  const priceChanges = createPriceChangesService(deps);
  const testProvider = createTestProviderService(deps);
  return {
    name: "payments",
    registerRoutes: async (api: FastifyInstance) => {
      await api.register(invoicesRoutes, { invoices });
      await api.register(priceChangesRoutes, { priceChanges });
      await api.register(testProviderRoutes, { testProvider });
    },
  };
}
