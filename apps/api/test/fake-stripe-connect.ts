/** An object as Stripe's API answers it. */
export type StripeObject = Record<string, unknown>;

/** A request to the fake, its path after `/v1/` split at the slashes. */
export interface FakeRequest {
  method: string;
  segments: string[];
  params: URLSearchParams;
}

export interface FakeReply {
  send(status: number, body: unknown): void;
  notFound(): void;
  /** Stripe's error body: 400 (an invalid request) unless told. */
  refuse(message: string, fields?: { code?: string; status?: number; type?: string }): void;
}

/** How a payer's attempt at a checkout goes. */
export interface PaymentAttempt {
  method: "card" | "us_bank_account";
  /** A bank debit stays processing for days; a refused card leaves its decline code. */
  outcome: "succeeded" | "processing" | "declined";
  declineCode?: string;
  brand?: string;
  last4?: string;
}

/** The fields sent under `prefix[…]`, one level down: `metadata[paymentId]` → { paymentId }. */
function fieldsUnder(params: URLSearchParams, prefix: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of params) {
    if (!key.startsWith(`${prefix}[`)) continue;
    const name = key.slice(prefix.length + 1, key.indexOf("]", prefix.length));
    if (!key.slice(prefix.length + name.length + 2).includes("[")) fields[name] = value;
  }
  return fields;
}

const expanded = (params: URLSearchParams, path: string) =>
  [...params].some(([key, value]) => key.startsWith("expand") && value === path);

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * Stripe Connect's side of the fake Stripe (test/fake-stripe.ts): Express accounts and their
 * onboarding links, Checkout in payment mode with destination charges, payment intents and their
 * charges, refunds (never more than is left of the charge) and disputes. Tests move a checkout on
 * with `pay` and open a dispute with `dispute`, as a payer and their bank would.
 */
export function createFakeConnect(checkoutSessions: Map<string, StripeObject>) {
  const accounts = new Map<string, StripeObject>();
  const paymentIntents = new Map<string, StripeObject>();
  const charges = new Map<string, StripeObject>();
  const refunds = new Map<string, StripeObject>();
  const disputes = new Map<string, StripeObject>();
  /** What a checkout's payment intent is made with once the payer confirms (Stripe makes it then). */
  const intentData = new Map<string, StripeObject>();
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_test_${++counter}`;
  const now = () => Math.floor(Date.now() / 1000);

  /** The charge as the payment intent shows it expanded, with its refunds when asked for. */
  function chargeView(id: unknown, params: URLSearchParams): unknown {
    const charge = charges.get(String(id));
    if (!charge || !expanded(params, "latest_charge")) return id;
    if (!expanded(params, "latest_charge.refunds")) return charge;
    const data = [...refunds.values()].filter((refund) => refund.charge === charge.id).reverse();
    return { ...charge, refunds: { object: "list", data, has_more: false, url: "/v1/refunds" } };
  }

  function createCheckout(params: URLSearchParams, reply: FakeReply) {
    if (params.has("payment_method_types[0]")) {
      return reply.refuse("Received unknown parameter: payment_method_types", { code: "parameter_unknown" });
    }
    const destination = params.get("payment_intent_data[transfer_data][destination]") ?? "";
    if (!accounts.has(destination)) return reply.refuse(`No such destination: '${destination}'`);
    const id = nextId("cs");
    const amount =
      Number(params.get("line_items[0][price_data][unit_amount]")) *
      Number(params.get("line_items[0][quantity]") ?? 1);
    const session: StripeObject = {
      id,
      object: "checkout.session",
      mode: "payment",
      status: "open",
      payment_status: "unpaid",
      amount_total: amount,
      currency: params.get("line_items[0][price_data][currency]"),
      customer_email: params.get("customer_email"),
      client_reference_id: params.get("client_reference_id"),
      metadata: fieldsUnder(params, "metadata"),
      payment_intent: null,
      success_url: params.get("success_url"),
      cancel_url: params.get("cancel_url"),
      url: `https://checkout.stripe.test/c/pay/${id}`,
    };
    checkoutSessions.set(id, session);
    intentData.set(id, {
      application_fee_amount: Number(params.get("payment_intent_data[application_fee_amount]")),
      on_behalf_of: params.get("payment_intent_data[on_behalf_of]"),
      transfer_data: { destination },
      metadata: fieldsUnder(params, "payment_intent_data[metadata]"),
    });
    return reply.send(200, session);
  }

  function expireCheckout(id: string, reply: FakeReply) {
    const session = checkoutSessions.get(id);
    if (!session) return reply.notFound();
    if (session.status !== "open") {
      return reply.refuse('Only Checkout Sessions with a status in ["open"] can be expired.');
    }
    session.status = "expired";
    const intent = paymentIntents.get(String(session.payment_intent));
    if (intent) intent.status = "canceled";
    return reply.send(200, session);
  }

  function refund(params: URLSearchParams, reply: FakeReply) {
    const intent = paymentIntents.get(params.get("payment_intent") ?? "");
    if (!intent) return reply.refuse("No such payment_intent", { code: "resource_missing" });
    const charge = charges.get(String(intent.latest_charge));
    if (!charge || charge.status === "failed") {
      return reply.refuse("This PaymentIntent does not have a successful charge to refund.");
    }
    const left = Number(charge.amount) - Number(charge.amount_refunded);
    const amount = Number(params.get("amount") ?? left);
    if (amount > left) {
      return reply.refuse(
        `Refund amount (${dollars(amount)}) is greater than unrefunded amount on charge (${dollars(left)})`,
        { code: "amount_too_large" },
      );
    }
    const id = nextId("re");
    const card = (charge.payment_method_details as StripeObject).type === "card";
    const made: StripeObject = {
      id,
      object: "refund",
      amount,
      currency: "usd",
      charge: charge.id,
      payment_intent: intent.id,
      status: card ? "succeeded" : "pending",
      created: now(),
      metadata: {},
    };
    refunds.set(id, made);
    charge.amount_refunded = Number(charge.amount_refunded) + amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    return reply.send(200, made);
  }

  function handle({ method, segments, params }: FakeRequest, reply: FakeReply): boolean {
    const [resource, id] = segments;
    const post = method === "POST";
    const found = (map: Map<string, StripeObject>) => {
      const object = map.get(id ?? "");
      if (object) reply.send(200, object);
      else reply.notFound();
    };
    if (resource === "accounts" && post && !id) {
      const accountId = nextId("acct");
      const requested = [...params.keys()].flatMap(
        (key) => /^capabilities\[(\w+)\]\[requested\]$/.exec(key)?.[1] ?? [],
      );
      const account: StripeObject = {
        id: accountId,
        object: "account",
        type: params.get("type"),
        email: params.get("email"),
        charges_enabled: false,
        payouts_enabled: false,
        details_submitted: false,
        capabilities: Object.fromEntries(requested.map((name) => [name, "inactive"])),
        metadata: fieldsUnder(params, "metadata"),
      };
      accounts.set(accountId, account);
      reply.send(200, account);
    } else if (resource === "accounts" && id && !post) {
      const account = accounts.get(id);
      if (account) reply.send(200, account);
      // Stripe answers an account that is not connected to the platform (or none at all) so.
      else
        reply.refuse(
          `The provided key does not have access to account '${id}' (or that account does not exist). Application access may have been revoked.`,
          { code: "account_invalid", status: 403 },
        );
    } else if (resource === "account_links" && post) {
      const account = params.get("account") ?? "";
      if (!accounts.has(account)) reply.refuse(`No such account: '${account}'`, { code: "resource_missing" });
      else
        reply.send(200, {
          object: "account_link",
          created: now(),
          expires_at: now() + 300,
          url: `https://connect.stripe.test/setup/e/${account}/${++counter}`,
        });
    } else if (resource === "checkout" && id === "sessions" && post && segments.length === 2) {
      if (params.get("mode") !== "payment") return false;
      createCheckout(params, reply);
    } else if (resource === "checkout" && post && segments[3] === "expire") {
      expireCheckout(segments[2] ?? "", reply);
    } else if (resource === "payment_intents" && id && !post) {
      const intent = paymentIntents.get(id);
      if (!intent) reply.notFound();
      else reply.send(200, { ...intent, latest_charge: chargeView(intent.latest_charge, params) });
    } else if (resource === "charges" && id && !post) found(charges);
    else if (resource === "refunds" && id && !post) found(refunds);
    else if (resource === "refunds" && post && !id) refund(params, reply);
    else if (resource === "disputes" && id && !post) found(disputes);
    else if (resource === "disputes" && !id && !post) {
      const intent = params.get("payment_intent");
      const data = [...disputes.values()].filter((dispute) => !intent || dispute.payment_intent === intent);
      reply.send(200, { object: "list", data, has_more: false, url: "/v1/disputes" });
    } else return false;
    return true;
  }

  /**
   * The payer confirms the checkout: Stripe makes its payment intent (once; a later attempt reuses
   * it) and a charge of the attempt. Answers the payment intent's id.
   */
  function pay(sessionId: string, attempt: PaymentAttempt): string {
    const session = checkoutSessions.get(sessionId);
    if (!session) throw new Error(`no checkout session ${sessionId}`);
    const data = intentData.get(sessionId) ?? {};
    const intentId = typeof session.payment_intent === "string" ? session.payment_intent : nextId("pi");
    const chargeId = nextId("ch");
    const card = attempt.method === "card";
    const declined = attempt.outcome === "declined";
    const amount = Number(session.amount_total);
    charges.set(chargeId, {
      id: chargeId,
      object: "charge",
      amount,
      amount_captured: attempt.outcome === "succeeded" ? amount : 0,
      amount_refunded: 0,
      refunded: false,
      disputed: false,
      paid: attempt.outcome === "succeeded",
      status: declined ? "failed" : attempt.outcome === "succeeded" ? "succeeded" : "pending",
      failure_code: declined ? "card_declined" : null,
      payment_intent: intentId,
      application_fee_amount: data.application_fee_amount,
      on_behalf_of: data.on_behalf_of,
      transfer_data: data.transfer_data,
      payment_method_details: card
        ? { type: "card", card: { brand: attempt.brand ?? "visa", last4: attempt.last4 ?? "4242" } }
        : {
            type: "us_bank_account",
            us_bank_account: { bank_name: "STRIPE TEST BANK", last4: attempt.last4 ?? "6789" },
          },
      created: now(),
    });
    paymentIntents.set(intentId, {
      ...data,
      id: intentId,
      object: "payment_intent",
      amount,
      currency: session.currency,
      status: declined ? "requires_payment_method" : attempt.outcome,
      last_payment_error: declined
        ? {
            type: "card_error",
            code: "card_declined",
            decline_code: attempt.declineCode ?? "generic_decline",
            message: "Your card was declined.",
            charge: chargeId,
          }
        : null,
      latest_charge: chargeId,
      created: now(),
    });
    session.payment_intent = intentId;
    if (!declined) {
      session.status = "complete";
      session.payment_status = attempt.outcome === "succeeded" ? "paid" : "unpaid";
    }
    return intentId;
  }

  /** The payer's bank disputes the payment's charge; answers the dispute's id. */
  function dispute(paymentIntentId: string, fields: { reason?: string; amount?: number } = {}): string {
    const intent = paymentIntents.get(paymentIntentId);
    const charge = charges.get(String(intent?.latest_charge));
    if (!charge) throw new Error(`no charge of ${paymentIntentId}`);
    const id = nextId("dp");
    charge.disputed = true;
    disputes.set(id, {
      id,
      object: "dispute",
      amount: fields.amount ?? charge.amount,
      currency: "usd",
      charge: charge.id,
      payment_intent: paymentIntentId,
      reason: fields.reason ?? "fraudulent",
      status: "needs_response",
      created: now(),
    });
    return id;
  }

  return { accounts, paymentIntents, charges, refunds, disputes, handle, pay, dispute };
}

export type FakeConnect = ReturnType<typeof createFakeConnect>;
