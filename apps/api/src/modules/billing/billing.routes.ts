import { endpoints } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../lib/app-error";
import { route } from "../../lib/endpoint";
import type { BillingService } from "./billing.service";
import type { PlanAdminService } from "./plan-admin.service";
import type { Webhooks } from "./webhooks";

export const billingRoutes: FastifyPluginAsyncZod<{
  billing: BillingService;
  webhooks: Webhooks;
  planAdmin: PlanAdminService;
}> = async (app, { billing, webhooks, planAdmin }) => {
  const tags = ["Billing"];
  route(app, endpoints.admin.getPlans, { tags: ["Operator console"] }, () => planAdmin.listPlans());
  route(app, endpoints.admin.savePlan, { tags: ["Operator console"] }, (request) =>
    planAdmin.savePlan(request.principal, request.body, request.ip),
  );
  route(app, endpoints.subscription.getAllPlan, { tags }, () => billing.listPlans());
  route(app, endpoints.subscription.createCheckoutSession, { tags }, (request) =>
    billing.createCheckoutSession(request.principal, request.body),
  );
  route(app, endpoints.subscription.unsubscribe, { tags }, async (request) => {
    await billing.unsubscribe(request.principal, request.query.userId, request.ip);
    return {};
  });
  route(app, endpoints.subscription.undoUnsubscribe, { tags }, (request) =>
    billing.undoUnsubscribe(request.principal, request.ip),
  );
  route(app, endpoints.subscription.changeInterval, { tags }, (request) =>
    billing.changeInterval(request.principal, request.body.interval),
  );
  route(app, endpoints.subscription.getMySubscription, { tags }, (request) =>
    billing.mySubscription(request.principal),
  );
  route(app, endpoints.subscription.getTestCheckout, { tags }, (request) =>
    billing.testCheckout(request.principal, request.query.session),
  );
  route(app, endpoints.subscription.payTestCheckout, { tags }, (request) =>
    billing.payTestCheckout(request.principal, request.body),
  );

  // The signature is over the exact bytes sent: this route alone keeps the body raw.
  const { db } = app.services;
  await app.register(async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: 512 * 1024 }, (_request, body, done) => {
      done(null, body);
    });
    route(app, endpoints.subscription.webhook, { tags }, async (request) => {
      const body: unknown = request.body;
      if (!Buffer.isBuffer(body)) throw new AppError("BAD_REQUEST", t("operator.webhookBodyMissing"));
      const signature = request.headers["stripe-signature"];
      await webhooks.receive(db, body, typeof signature === "string" ? signature : undefined);
      return {};
    });
  });
};
