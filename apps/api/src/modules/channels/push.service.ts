import type { PushDevice, PushSubscribe } from "@taxlane/contract";
import { notificationHref } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { FastifyBaseLogger } from "fastify";
import type { Database, Executor } from "../../db/client";
import type { Principal } from "../../lib/access";
import { fieldError } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import { inLanguage } from "../../lib/language-scope";
import { defineJob } from "../../plugins/jobs/job-definition";
import type { JobQueue } from "../../plugins/jobs/job-queue";
import { peopleRecords } from "../identity";
import { type ChannelNotice, channelNoticeSchema, channelTitle } from "./channel-notice";
import { pushRepository } from "./push.repository";
import { pushAddressAllowed, type ResolveHost } from "./push-address";
import type { PushSend } from "./push-sender";

/** Subscriptions per device, and delivery from the queue (`push.<instance>`: this data folder's keys). */
export function createPushService(deps: {
  db: Database;
  clock: Clock;
  jobs: JobQueue;
  instance: string;
  publicKey: string;
  send: PushSend;
  allow: readonly string[];
  log: FastifyBaseLogger;
  resolve?: ResolveHost;
}) {
  const { db, clock, jobs, send, allow, log } = deps;

  async function devices(userId: number): Promise<PushDevice[]> {
    return (await pushRepository.list(db, userId)).map((row) => ({
      id: row.id,
      label: row.label,
      createdDate: row.createdAt.toISOString(),
      lastSuccessDate: row.lastSuccessAt?.toISOString() ?? null,
    }));
  }

  /** Sends a notice's push to each of the person's devices; drops those the push service says are gone. */
  async function deliver(notice: ChannelNotice): Promise<void> {
    const targets = await pushRepository.list(db, notice.userId);
    const language = (await peopleRecords.languages(db, [notice.userId])).get(notice.userId) ?? "en";
    const payload = JSON.stringify({
      title: inLanguage(language, () => channelTitle(notice.kind)),
      path: notice.link === null ? "/" : notificationHref(notice.link),
    });
    const gone: number[] = [];
    const sent: number[] = [];
    let failed = 0;
    for (const target of targets) {
      // Checked again: the name may have been pointed inside since the device subscribed.
      if (!(await pushAddressAllowed(target.endpoint, allow, deps.resolve))) {
        gone.push(target.id);
        continue;
      }
      const outcome = await send(target, payload);
      if (outcome === "gone") gone.push(target.id);
      else if (outcome === "sent") sent.push(target.id);
      else failed += 1;
    }
    await pushRepository.remove(db, gone);
    await pushRepository.succeeded(db, sent, clock.now());
    // Only the number: an endpoint is a capability to push to someone.
    if (failed > 0) log.warn({ failed, userId: notice.userId }, "push service refused pushes");
  }

  const deliverJob = jobs.handle(
    defineJob({
      name: `push.${deps.instance}`,
      schema: channelNoticeSchema,
      handler: (data) => deliver(data as ChannelNotice),
    }),
  );

  return {
    publicKey: () => ({ publicKey: deps.publicKey }),

    devices: (caller: Principal) => devices(caller.userId),

    async subscribe(caller: Principal, subscription: PushSubscribe): Promise<PushDevice[]> {
      if (!(await pushAddressAllowed(subscription.endpoint, allow, deps.resolve))) {
        throw fieldError("endpoint", t("channels.pushAddressRefused"));
      }
      await pushRepository.save(db, {
        userId: caller.userId,
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        label: subscription.label?.trim() || t("channels.pushHeading"),
        createdAt: clock.now(),
      });
      return devices(caller.userId);
    },

    async unsubscribe(caller: Principal, endpoint: string): Promise<PushDevice[]> {
      await pushRepository.removeOwn(db, caller.userId, endpoint);
      return devices(caller.userId);
    },

    /** Queues the notices' pushes in the transaction that stores them: sent once it commits. */
    async queue(tx: Executor, notices: ChannelNotice[]): Promise<void> {
      for (const notice of notices) {
        await jobs.send(tx, deliverJob, notice, { retryLimit: 3, retryDelay: 30, retryBackoff: true });
      }
    },

    countOf: (executor: Executor, userId: number) => pushRepository.countOf(executor, userId),

    /** Closing an account: its devices go. */
    forget: (executor: Executor, userId: number) =>
      pushRepository.list(executor, userId).then((rows) =>
        pushRepository.remove(
          executor,
          rows.map((row) => row.id),
        ),
      ),
  };
}

export type PushService = ReturnType<typeof createPushService>;
