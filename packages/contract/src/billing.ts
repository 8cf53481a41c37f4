/** Subscriptions: checkout, the person's own subscription, the local test checkout. */
import { z } from "zod";
import { idFieldSchema } from "./id-field";
import { fromNumericText } from "./numeric-text";
import { billingIntervalSchema } from "./public-site";
import { validationTexts as texts } from "./validation-texts";

const idSchema = z.int32().positive();

export const subscriptionStatusSchema = z.enum(["trialing", "active", "past_due", "canceled"]);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

export const createCheckoutSessionRequestSchema = z.object({
  planId: fromNumericText(
    z.int32({ error: "Please choose a plan." }).positive({ error: "Please choose a plan." }),
  ),
  interval: billingIntervalSchema,
});
export type CreateCheckoutSessionRequest = z.infer<typeof createCheckoutSessionRequestSchema>;

export const checkoutUrlSchema = z.object({ url: z.string() });

export const unsubscribeQuerySchema = z.object({ userId: idFieldSchema });

export const changeIntervalRequestSchema = z.object({ interval: billingIntervalSchema });

export const receiptSchema = z.object({
  id: idSchema,
  amount: z.number(),
  currency: z.string(),
  description: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  paidAt: z.string(),
});
export type Receipt = z.infer<typeof receiptSchema>;

export const mySubscriptionSchema = z.object({
  /** False without a plan, or once a cancelled plan has ended. */
  canSendQuotes: z.boolean(),
  subscription: z
    .object({
      planId: idSchema,
      planName: z.string(),
      interval: billingIntervalSchema,
      status: subscriptionStatusSchema,
      /** The trial's last moment, while trialing. */
      trialEndsAt: z.string().nullable(),
      currentPeriodEnd: z.string(),
      cancelAtPeriodEnd: z.boolean(),
      /** The interval that applies from the next period, when a switch is pending. */
      pendingInterval: billingIntervalSchema.nullable(),
      card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
      /** What will be charged and when; null when nothing more will be (cancelled). */
      nextCharge: z
        .object({ amount: z.number(), at: z.string(), interval: billingIntervalSchema })
        .nullable(),
      /** When a cancelled plan stops: the day after its period ends. */
      endsAt: z.string().nullable(),
    })
    .nullable(),
  receipts: z.array(receiptSchema),
});
export type MySubscription = z.infer<typeof mySubscriptionSchema>;

export const testCheckoutQuerySchema = z.object({
  session: z.string({ error: texts.invalidInput }).trim().min(1).max(100),
});

export const testCheckoutSchema = z.object({
  session: z.string(),
  status: z.enum(["open", "complete", "declined", "expired"]),
  planName: z.string(),
  interval: billingIntervalSchema,
  price: z.number(),
  trialDays: z.int(),
  /** When the card will first be charged if the trial starts now. */
  firstChargeAt: z.string(),
  email: z.string(),
});
export type TestCheckout = z.infer<typeof testCheckoutSchema>;

/** A card as the local test checkouts take it (Stripe's test numbers; plans and invoices alike). */
export const testCardFields = {
  cardNumber: z
    .string({ error: "Please enter a card number." })
    .transform((value) => value.replace(/[\s-]/g, ""))
    .pipe(z.string().regex(/^\d{13,19}$/, { error: "Please enter the card number's 13 to 19 digits." })),
  expiry: z
    .string({ error: "Please enter the expiry date." })
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/, { error: "Please enter the expiry date as MM / YY." }),
  cvc: z
    .string({ error: "Please enter the security code." })
    .trim()
    .regex(/^\d{3,4}$/, { error: "Please enter the 3 or 4 digit security code." }),
  name: z.string().trim().max(200).optional(),
};

export const payTestCheckoutRequestSchema = z.object({
  session: z.string({ error: texts.invalidInput }).trim().min(1).max(100),
  ...testCardFields,
});
export type PayTestCheckoutRequest = z.input<typeof payTestCheckoutRequestSchema>;

/** The operator console's plans: every plan, on sale or not, with how many live subscriptions it has. */
export const adminPlanSchema = z.object({
  id: z.int(),
  code: z.string(),
  name: z.string(),
  monthlyPrice: z.number(),
  yearlyPrice: z.number(),
  active: z.boolean(),
  /** Live subscriptions: they keep the price they paid for their current period. */
  subscribers: z.int(),
});
export type AdminPlan = z.infer<typeof adminPlanSchema>;

const planPriceSchema = z
  .number({ error: texts.invalidInput })
  .positive({ error: "A price must be more than zero." })
  .max(100_000, { error: texts.invalidInput })
  .refine((price) => Math.round(price * 100) === price * 100, { error: "A price has at most two decimals." });

export const savePlanRequestSchema = z.object({
  id: z.int32().positive({ error: texts.invalidInput }),
  name: z.string({ error: texts.required }).trim().min(1, { error: texts.required }).max(80),
  monthlyPrice: planPriceSchema,
  yearlyPrice: planPriceSchema,
  active: z.boolean(),
});
export type SavePlanRequest = z.input<typeof savePlanRequestSchema>;
