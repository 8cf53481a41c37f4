import { createHmac } from "node:crypto";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "../../config";
import type { Database } from "../../db/client";
import type { Clock } from "../../lib/clock";
import { keysFolder } from "../../lib/secrets";
import type { JobQueue } from "../../plugins/jobs/job-queue";
import { devMailboxEnabled } from "../dev-mail";
import type { ChannelDelivery } from "../notifications";
import { channelsRoutes } from "./channels.routes";
import type { ChannelsClosing } from "./channels-closing";
import { createPhoneService } from "./phone.service";
import { createPushService } from "./push.service";
import { createPushSender, loadVapidKeys } from "./push-sender";
import { createLocalTextOutbox, createTwilioText } from "./text-providers";
import { createTextsService } from "./texts.service";

/** Where the local outbox keeps texts while no provider is set. */
export const textOutboxFolder = (dataDir: string) => path.join(dataDir, "sms");

/**
 * Push to devices and texts to phones, beyond the app and mail. Notifications decide per kind and
 * queue through `delivery` in their own transaction.
 */
export async function createChannelsModule(deps: {
  db: Database;
  clock: Clock;
  jobs: JobQueue;
  instance: string;
  config: Pick<
    AppConfig,
    "channels" | "dataDir" | "publicUrl" | "supportEmail" | "smtpUrl" | "devMailbox" | "env"
  >;
  /** The app's secret: keys the phone codes' hashes and, without Twilio, the local inbound token. */
  appSecret: string;
  log: FastifyBaseLogger;
}) {
  const { db, clock, jobs, instance, config, log } = deps;
  const vapid = await loadVapidKeys(keysFolder(config.dataDir));
  const push = createPushService({
    db,
    clock,
    jobs,
    instance,
    publicKey: vapid.publicKey,
    send: createPushSender(vapid, `mailto:${config.supportEmail}`),
    allow: config.channels.pushEndpointAllow,
    log,
  });
  const twilio = config.channels.twilio;
  const localOutbox = twilio ? null : createLocalTextOutbox(textOutboxFolder(config.dataDir), clock);
  const texts = createTextsService({
    db,
    clock,
    jobs,
    instance,
    provider: twilio ? await createTwilioText(twilio) : (localOutbox ?? createLocalTextOutbox("", clock)),
    publicUrl: config.publicUrl,
    supportEmail: config.supportEmail,
    inboundToken: twilio?.authToken ?? localInboundToken(deps.appSecret),
    log,
  });
  const phone = createPhoneService({ db, clock, secret: deps.appSecret, queueCode: texts.queueCode });
  const delivery: ChannelDelivery = {
    push: push.queue,
    text: texts.queue,
    canPush: async (executor, userId) => (await push.countOf(executor, userId)) > 0,
    canText: texts.verifiedPhone,
  };
  const closing: ChannelsClosing = {
    async forget(tx, userId) {
      await push.forget(tx, userId);
      await texts.forget(tx, userId);
    },
  };
  const shownOutbox = localOutbox && devMailboxEnabled(config) ? localOutbox : null;
  return {
    name: "channels",
    delivery,
    closing,
    push,
    texts,
    registerRoutes: async (api: import("fastify").FastifyInstance) => {
      await api.register(channelsRoutes, {
        push,
        phone,
        texts,
        publicUrl: config.publicUrl,
        localOutbox: shownOutbox,
      });
    },
  };
}

/** Without Twilio, inbound texts (a developer trying STOP by hand) are signed with this token. */
export function localInboundToken(appSecret: string): string {
  return createHmac("sha256", appSecret).update("local-text-inbound").digest("base64url");
}

export type ChannelsModule = Awaited<ReturnType<typeof createChannelsModule>>;
