import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createFakeConnect, type FakeReply, type StripeObject } from "./fake-stripe-connect";

/** A request the fake received: method, path and the form fields Stripe's client sent. */
export interface StripeCall {
  method: string;
  path: string;
  params: URLSearchParams;
  /** The API version the client asked for (`Stripe-Version`). */
  version: string | undefined;
  /** The `Idempotency-Key` it was sent with (Stripe's client sends one with every POST). */
  idempotencyKey: string | undefined;
}

/** What Stripe keeps of a request made with an idempotency key, to answer a repeat the same. */
interface Remembered {
  path: string;
  body: string;
  status: number;
  answer: unknown;
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * A small stand-in for Stripe's API on 127.0.0.1, enough for billing's calls: Checkout sessions
 * (create, and retrieve with the subscription expanded), subscriptions (retrieve and update),
 * subscription items (create and change quantity) and subscription schedules; and for payments', Stripe Connect (`connect`, test/fake-stripe-connect.ts).
 * Tests put subscriptions in `subscriptions` and completed sessions in `checkoutSessions` as Stripe
 * would hold them, and read what the client sent in `calls`. A POST repeated with its idempotency
 * key is answered as the first was, as Stripe does (other parameters with the same key: refused).
 */
export async function startFakeStripe() {
  const calls: StripeCall[] = [];
  const subscriptions = new Map<string, StripeObject>();
  const checkoutSessions = new Map<string, StripeObject>();
  const connect = createFakeConnect(checkoutSessions);
  const remembered = new Map<string, Remembered>();
  let counter = 0;

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const text = await bodyOf(request);
    const params = new URLSearchParams(request.method === "GET" ? url.search : text);
    const apiVersion = request.headers["stripe-version"];
    const keyHeader = request.headers["idempotency-key"];
    const idempotencyKey = typeof keyHeader === "string" ? keyHeader : undefined;
    const method = request.method ?? "GET";
    calls.push({
      method,
      path: url.pathname,
      params,
      version: typeof apiVersion === "string" ? apiVersion : undefined,
      idempotencyKey,
    });
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json", "request-id": `req_${++counter}` });
      response.end(JSON.stringify(body));
    };
    const keyed = method === "POST" && idempotencyKey !== undefined;
    const send = (status: number, body: unknown) => {
      if (keyed) remembered.set(idempotencyKey, { path: url.pathname, body: text, status, answer: body });
      reply(status, body);
    };
    const refuse: FakeReply["refuse"] = (message, fields = {}) =>
      send(fields.status ?? 400, {
        error: { type: fields.type ?? "invalid_request_error", message, code: fields.code },
      });
    const notFound = () => refuse("No such object", { code: "resource_missing", status: 404 });

    const earlier = keyed ? remembered.get(idempotencyKey) : undefined;
    if (earlier && earlier.path === url.pathname && earlier.body === text) {
      return reply(earlier.status, earlier.answer);
    }
    if (earlier) {
      return reply(400, {
        error: {
          type: "idempotency_error",
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
        },
      });
    }
    const [, version, resource, id] = url.pathname.split("/");
    if (version !== "v1") return notFound();
    const segments = url.pathname.split("/").slice(2);
    if (connect.handle({ method, segments, params }, { send, notFound, refuse })) return;
    if (resource === "checkout" && request.method === "GET") {
      const session = checkoutSessions.get(url.pathname.split("/")[4] ?? "");
      if (!session) return notFound();
      const expanded = [...params].some(
        ([key, value]) => key.startsWith("expand") && value === "subscription",
      );
      const subscription = expanded ? subscriptions.get(String(session.subscription)) : undefined;
      return send(200, { ...session, subscription: subscription ?? session.subscription });
    }
    if (resource === "checkout" && request.method === "POST") {
      const session = `cs_test_${++counter}`;
      return send(200, {
        id: session,
        object: "checkout.session",
        mode: "subscription",
        url: `https://checkout.stripe.test/c/pay/${session}`,
      });
    }
    if (resource === "subscriptions" && id) {
      const subscription = subscriptions.get(id);
      if (!subscription) return notFound();
      if (request.method === "POST") {
        if (params.has("cancel_at_period_end"))
          subscription.cancel_at_period_end = params.get("cancel_at_period_end") === "true";
        const metadata = { ...(subscription.metadata as Record<string, string>) };
        for (const [key, value] of params) {
          const match = /^metadata\[(.+)\]$/.exec(key);
          if (match?.[1]) {
            if (value === "") delete metadata[match[1]];
            else metadata[match[1]] = value;
          }
        }
        subscription.metadata = metadata;
      }
      return send(200, subscription);
    }
    if (resource === "subscription_items" && method === "POST") {
      return subscriptionItem(subscriptions, params, id, send, notFound);
    }
    if (resource === "subscription_schedules") {
      if (!id) {
        const schedule = `sub_sched_${++counter}`;
        const subscription = subscriptions.get(params.get("from_subscription") ?? "");
        if (subscription) subscription.schedule = schedule;
        return send(200, { id: schedule, object: "subscription_schedule", phases: [] });
      }
      return send(200, { id, object: "subscription_schedule", phases: [] });
    }
    return notFound();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    subscriptions,
    checkoutSessions,
    connect,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * POST /v1/subscription_items (a new item on a subscription, its price from `price_data`) and
 * POST /v1/subscription_items/:id (its quantity changed): the subscription's items follow.
 */
function subscriptionItem(
  subscriptions: Map<string, StripeObject>,
  params: URLSearchParams,
  id: string | undefined,
  send: (status: number, body: unknown) => void,
  notFound: () => void,
) {
  const itemsOf = (subscription: StripeObject) => (subscription.items as { data: StripeObject[] }).data;
  const quantity = Number(params.get("quantity") ?? 1);
  if (id) {
    for (const subscription of subscriptions.values()) {
      const item = itemsOf(subscription).find((entry) => entry.id === id);
      if (item) {
        item.quantity = quantity;
        return send(200, item);
      }
    }
    return notFound();
  }
  const subscription = subscriptions.get(params.get("subscription") ?? "");
  if (!subscription) return notFound();
  const [first] = itemsOf(subscription);
  const item: StripeObject = {
    id: `si_seats_${itemsOf(subscription).length + 1}_${String(subscription.id)}`,
    object: "subscription_item",
    quantity,
    metadata: { kind: params.get("metadata[kind]") ?? "" },
    current_period_start: first?.current_period_start,
    current_period_end: first?.current_period_end,
    price: {
      id: `price_seats_${String(subscription.id)}`,
      object: "price",
      product: params.get("price_data[product]"),
      unit_amount: Number(params.get("price_data[unit_amount]")),
      recurring: { interval: params.get("price_data[recurring][interval]") },
    },
  };
  itemsOf(subscription).push(item);
  return send(200, item);
}

/** A subscription object as Stripe's API (at billing's pinned version) answers it. */
export function stripeSubscription(fields: {
  id: string;
  userId: number;
  planId: number;
  status: string;
  interval: "month" | "year";
  start: Date;
  end: Date;
  trialEnd?: Date | null;
  /** The price in cents, as Stripe keeps it on the item; the Basic plan's by default. */
  unitAmount?: number;
}): StripeObject {
  const unix = (date: Date) => Math.floor(date.getTime() / 1000);
  return {
    id: fields.id,
    object: "subscription",
    customer: "cus_test_1",
    status: fields.status,
    trial_end: fields.trialEnd ? unix(fields.trialEnd) : null,
    cancel_at_period_end: false,
    canceled_at: null,
    ended_at: null,
    schedule: null,
    metadata: { userId: String(fields.userId), planId: String(fields.planId), interval: fields.interval },
    items: {
      object: "list",
      data: [
        {
          id: "si_test_1",
          object: "subscription_item",
          current_period_start: unix(fields.start),
          current_period_end: unix(fields.end),
          price: {
            id: "price_test_1",
            object: "price",
            product: "prod_test_1",
            unit_amount: fields.unitAmount ?? (fields.interval === "year" ? 215_000 : 19_900),
            recurring: { interval: fields.interval },
          },
        },
      ],
    },
    default_payment_method: {
      id: "pm_test_1",
      object: "payment_method",
      card: { brand: "visa", last4: "4242" },
    },
  };
}
