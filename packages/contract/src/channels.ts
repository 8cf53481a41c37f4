/** Push notifications and text messages: a device's subscription, a verified phone number. */
import { z } from "zod";

/** The server's VAPID public key (base64url), which a browser subscribes with. */
export const pushPublicKeySchema = z.object({ publicKey: z.string() });
export type PushPublicKey = z.infer<typeof pushPublicKeySchema>;

/** What `PushSubscription.toJSON()` gives, with a label of the device the person can recognise. */
export const pushSubscribeSchema = z.object({
  endpoint: z.string().max(2000, { error: "This push address is too long." }),
  keys: z.object({
    p256dh: z.string().min(1).max(200, { error: "This push key is too long." }),
    auth: z.string().min(1).max(100, { error: "This push key is too long." }),
  }),
  label: z.string().max(120).optional(),
});
export type PushSubscribe = z.infer<typeof pushSubscribeSchema>;

export const pushUnsubscribeSchema = z.object({ endpoint: z.string().max(2000) });

/** A device that receives the person's pushes (its endpoint stays on the server). */
export const pushDeviceSchema = z.object({
  id: z.int32().positive(),
  label: z.string(),
  createdDate: z.string(),
  lastSuccessDate: z.string().nullable(),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;
export const pushDeviceListSchema = z.array(pushDeviceSchema);

/** Digits with an optional leading +, spaces, dots, dashes and brackets between them. */
export const phoneStartSchema = z.object({
  phone: z.string().max(40, { error: "This phone number is too long." }),
  /** The person ticked the consent words (`channels.textConsent`) the page showed. */
  consent: z.literal(true, { error: "Agree to receive text messages first." }),
});
export type PhoneStart = z.infer<typeof phoneStartSchema>;

export const phoneVerifySchema = z.object({
  code: z.string().regex(/^\d{6}$/, { error: "Enter the 6-digit code." }),
});

/** The person's number for texts: pending a code, verified, or stopped by a STOP reply. */
export const phoneStatusSchema = z.object({
  /** E.164, e.g. +14155550123; null when none was given. */
  phone: z.string().nullable(),
  verified: z.boolean(),
  /** The number answered STOP: nothing is sent to it until it answers START. */
  stopped: z.boolean(),
  /** A code is waiting to be entered. */
  codePending: z.boolean(),
});
export type PhoneStatus = z.infer<typeof phoneStatusSchema>;

/** A text the local outbox wrote (`$DATA_DIR/sms`), as the dev mailbox lists it. */
export const devTextSchema = z.object({
  id: z.string(),
  to: z.string(),
  body: z.string(),
  date: z.string(),
});
export type DevText = z.infer<typeof devTextSchema>;
