import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { billingEvents } from "../src/db/schema";
import { createLocalPaymentsProvider } from "../src/modules/payments";
import type { PaymentCheckoutInput } from "../src/modules/payments/providers/payments-provider";
import { bearer, createSignedInUser, type TestUser } from "./factories";

/** Stripe's test bank account that pays. */
export const testBank = { routingNumber: "110000000", accountNumber: "000123456789" };

/**
 * The local payments provider over a test app's database, signing with the app's secret and
 * delivering to its webhook intake, as the app's own does: it opens the accounts and checkouts that
 * payments would, and the test then works them through the HTTP API.
 */
export function localPaymentsOf(app: FastifyInstance) {
  const { db, billing, clock } = app.services;
  const webhookSecret = billing.local?.webhookSecret;
  if (!webhookSecret) throw new Error("the test app has Stripe configured");
  const local = createLocalPaymentsProvider({ clock, webhookSecret });
  local.connect((executor, rawBody, signature) =>
    billing.webhooks.receive(executor, rawBody, signature).then(() => undefined),
  );
  const { provider } = local;
  const post = (user: TestUser, path: string, payload: object) =>
    app.inject({ method: "POST", url: `/api/Payments/${path}`, headers: bearer(user), payload });
  const get = (user: TestUser, path: string) =>
    app.inject({ url: `/api/Payments/${path}`, headers: bearer(user) });

  /** A professional whose test onboarding is done: their account takes charges. */
  async function onboardedProfessional() {
    const professional = await createSignedInUser(app, 2);
    const accountId = await db.transaction((tx) =>
      provider.createAccount(tx, { userId: professional.id, email: professional.email }),
    );
    const done = await post(professional, "CompleteTestOnboarding", {
      account: accountId,
      businessName: "Dana Nguyen CPA",
      ...testBank,
    });
    if (done.statusCode !== 200) throw new Error(`CompleteTestOnboarding: ${done.body}`);
    return { professional, accountId };
  }

  /** A checkout a taxpayer pays to the professional's account; answers its session id. */
  async function openCheckout(
    payer: TestUser,
    accountId: string,
    input: Partial<PaymentCheckoutInput> = {},
  ): Promise<string> {
    const { id } = await db.transaction((tx) =>
      provider.createCheckout(tx, {
        paymentId: 77,
        invoiceId: 7,
        quoteId: 5,
        accountId,
        amountCents: 12_550,
        feeCents: 250,
        description: "Invoice INV-0007 from Dana Nguyen",
        payerUserId: payer.id,
        payerEmail: payer.email,
        idempotencyKey: randomUUID(),
        returnPath: "/user/tax_preparation/5?tab=billing",
        ...input,
      }),
    );
    return id;
  }

  const payCard = (payer: TestUser, session: string, cardNumber: string, expiry = "12 / 40") =>
    post(payer, "PayTestCheckout", { method: "card", session, cardNumber, expiry, cvc: "123" });
  const payBank = (payer: TestUser, session: string, accountNumber: string, routingNumber = "110000000") =>
    post(payer, "PayTestCheckout", { method: "us_bank_account", session, routingNumber, accountNumber });

  /** The types of the events billing's ledger took about an object, sorted (one transaction's share a time). */
  async function eventsAbout(objectId: string): Promise<string[]> {
    const rows = await db
      .select({ type: billingEvents.type })
      .from(billingEvents)
      .where(sql`${billingEvents.data}->'object'->>'id' = ${objectId}`);
    return rows.map((row) => row.type).sort();
  }

  return { local, provider, post, get, onboardedProfessional, openCheckout, payCard, payBank, eventsAbout };
}
