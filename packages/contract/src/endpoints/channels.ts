import {
  phoneStartSchema,
  phoneStatusSchema,
  phoneVerifySchema,
  pushDeviceListSchema,
  pushPublicKeySchema,
  pushSubscribeSchema,
  pushUnsubscribeSchema,
} from "../channels";
import type { EndpointGroup } from "./define";
import { devTextListSchema, textInboundSchema } from "./schemas-channels";

/** `/Notifications/Push*` and `/Notifications/Phone*`: the delivery channels beyond the app and mail (module channels). */
export const channelEndpoints = {
  pushPublicKey: {
    method: "GET",
    path: "/Notifications/PushPublicKey",
    module: "channels",
    access: { signedIn: true, practice: "account" },
    summary: "The server's VAPID public key a browser subscribes with",
    response: pushPublicKeySchema,
  },
  pushDevices: {
    method: "GET",
    path: "/Notifications/PushDevices",
    module: "channels",
    access: { signedIn: true, practice: "account" },
    summary: "The caller's devices that receive pushes",
    response: pushDeviceListSchema,
  },
  subscribePush: {
    method: "POST",
    path: "/Notifications/SubscribePush",
    module: "channels",
    access: { signedIn: true, practice: "account" },
    summary: "Adds (or renews) this device's push subscription; only https addresses of public hosts",
    body: pushSubscribeSchema,
    response: pushDeviceListSchema,
  },
  unsubscribePush: {
    method: "POST",
    path: "/Notifications/UnsubscribePush",
    module: "channels",
    access: { signedIn: true, practice: "account" },
    summary: "Removes one of the caller's push subscriptions by its address",
    body: pushUnsubscribeSchema,
    response: pushDeviceListSchema,
  },
  phone: {
    method: "GET",
    path: "/Notifications/Phone",
    module: "channels",
    access: { signedIn: true, practice: "account" },
    summary: "The caller's number for text messages and whether it is verified",
    response: phoneStatusSchema,
  },
  startPhone: {
    method: "POST",
    path: "/Notifications/StartPhone",
    module: "channels",
    access: { signedIn: true, practice: "account" },
    summary: "Records the consent to texts and sends a 6-digit code to the number",
    body: phoneStartSchema,
    response: phoneStatusSchema,
  },
  verifyPhone: {
    method: "POST",
    path: "/Notifications/VerifyPhone",
    module: "channels",
    access: { signedIn: true, practice: "account" },
    summary: "Verifies the number with its code (5 tries, 10 minutes)",
    body: phoneVerifySchema,
    response: phoneStatusSchema,
  },
  removePhone: {
    method: "POST",
    path: "/Notifications/RemovePhone",
    module: "channels",
    access: { signedIn: true, practice: "account" },
    summary: "Forgets the caller's number: no more texts",
    response: phoneStatusSchema,
  },
  textInbound: {
    method: "POST",
    path: "/Notifications/TextInbound",
    module: "channels",
    access: "public",
    summary: "Twilio's inbound text (STOP, START, HELP), signed with the auth token; answers TwiML",
    body: textInboundSchema,
  },
} as const satisfies EndpointGroup;

/** The local text outbox, read beside the dev mailbox (module channels). */
export const devTextEndpoints = {
  devTexts: {
    method: "GET",
    path: "/dev/sms",
    module: "channels",
    access: "public",
    summary: "The local text outbox, on this machine only (served where the dev mailbox is)",
    response: devTextListSchema,
  },
} as const satisfies EndpointGroup;
