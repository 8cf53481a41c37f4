import type { FastifyInstance } from "fastify";
import type { PaymentsDeps } from "./payments.deps";

/**
 * Paying the professional: a job's agreed price, the professional's invoices against it, and the
 * price changes the taxpayer accepts or declines.
 */
export function createPaymentsModule(_deps: PaymentsDeps) {
  return {
    name: "payments",
    registerRoutes: async (_api: FastifyInstance) => {},
  };
}
