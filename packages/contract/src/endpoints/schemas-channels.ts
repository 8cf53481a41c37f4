/**
 * Push subscriptions and the phone number for texts (module channels).
 * Here: the lists and shapes the endpoint table points at that no area module declares.
 */
import { z } from "zod";
import { devTextSchema } from "../channels";

/** Twilio's inbound message form: only the fields read; the rest pass through to the signature. */
export const textInboundSchema = z.looseObject({ From: z.string().max(40), Body: z.string().max(2000) });
export const devTextListSchema = z.array(devTextSchema);
