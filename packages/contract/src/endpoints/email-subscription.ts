import {
  newsletterEmailQuerySchema,
  newsletterSubscriptionSchema,
  newsletterTokenSchema,
} from "../public-site";
import type { EndpointGroup } from "./define";

/** `/EmailSubscription/*`: the newsletter (module newsletter). */
export const emailSubscriptionEndpoints = {
  create: {
    method: "POST",
    path: "/EmailSubscription/Create",
    module: "newsletter",
    access: "public",
    summary: "Subscribes the address; again for a live subscription changes nothing and sends no mail",
    query: newsletterEmailQuerySchema,
    response: newsletterSubscriptionSchema,
  },
  get: {
    method: "GET",
    path: "/EmailSubscription/Get",
    module: "newsletter",
    access: "public",
    summary: "The subscription an unsubscribe link belongs to",
    query: newsletterTokenSchema,
    response: newsletterSubscriptionSchema,
  },
  unsubscribe: {
    method: "POST",
    path: "/EmailSubscription/Unsubscribe",
    module: "newsletter",
    access: "public",
    body: newsletterTokenSchema,
    response: newsletterSubscriptionSchema,
  },
} as const satisfies EndpointGroup;
