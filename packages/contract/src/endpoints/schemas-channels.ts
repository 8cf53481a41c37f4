import { z } from "zod";
import {
  devTextSchema,
  phoneStartSchema,
  phoneStatusSchema,
  phoneVerifySchema,
  pushDeviceListSchema,
  pushPublicKeySchema,
  pushSubscribeSchema,
  pushUnsubscribeSchema,
} from "../channels";

/** Push subscriptions and the phone number for texts (module channels). */
export const channelSchemas = {
  pushPublicKeySchema,
  pushSubscribeSchema,
  pushUnsubscribeSchema,
  pushDeviceListSchema,
  phoneStartSchema,
  phoneVerifySchema,
  phoneStatusSchema,
  /** Twilio's inbound message form: only the fields read; the rest pass through to the signature. */
  textInboundSchema: z.looseObject({ From: z.string().max(40), Body: z.string().max(2000) }),
  devTextListSchema: z.array(devTextSchema),
};
