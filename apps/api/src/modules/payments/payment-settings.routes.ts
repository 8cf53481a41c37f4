import { endpoints } from "@taxlane/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint";
import type { PaymentSettingsService } from "./payment-settings.service";

/** The professional's payment settings. */
export const paymentSettingsRoutes: FastifyPluginAsyncZod<{ settings: PaymentSettingsService }> = async (
  app,
  { settings },
) => {
  const tags = ["Payments"];
  route(app, endpoints.accountant.getPaymentSettings, { tags }, (request) => settings.get(request.principal));
  route(app, endpoints.accountant.savePaymentSettings, { tags }, (request) =>
    settings.save(request.principal, request.body, request.ip),
  );
};
