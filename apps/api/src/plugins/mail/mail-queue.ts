import { z } from "zod";
import type { Executor } from "../../db/client";
import type { Keyring } from "../../lib/keyring";
import { defineJob } from "../jobs/job-definition";
import type { JobQueue } from "../jobs/job-queue";
import type { Mailer, MailMessage } from "./mailer";

/** Every message the app sends goes through here: queued with the change it announces. */
export interface MailOutbox {
  /**
   * Queues the messages in the executor's transaction (or on their own, given the database): they go
   * out once it commits, are retried with backoff while sending fails, and survive a restart.
   */
  enqueue(executor: Executor, ...messages: MailMessage[]): Promise<void>;
  /** The queue this process's mail goes through. */
  readonly queue: string;
}

const messageSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  replyTo: z.string().optional(),
  icalEvent: z.object({ method: z.string(), filename: z.string(), content: z.string() }).optional(),
  headers: z.record(z.string(), z.string()).optional(),
});
const jobSchema = z.object({ sealed: z.string() });

/** Ten tries after the first, doubling from the base delay: with 30 s, about a day in all. */
const retryLimit = 10;
/** Past this a send counts as hung: the job is failed and retried. */
const expireInSeconds = 120;

export function createMailOutbox(deps: {
  jobs: JobQueue;
  mailer: Mailer;
  keyring: Keyring;
  /** The data folder's id: its mail goes out from the process that owns its mailbox and settings. */
  instance: string;
  retryDelaySeconds: number;
}): MailOutbox {
  const { jobs, mailer, keyring, retryDelaySeconds } = deps;
  const queue = `mail.${deps.instance}`;

  const sendJob = jobs.handle(
    defineJob({
      name: queue,
      schema: jobSchema,
      handler: async ({ sealed }) => {
        const message = messageSchema.parse(JSON.parse(keyring.decryptText(sealed)));
        await mailer.send(message);
      },
    }),
  );

  return {
    queue,
    async enqueue(executor, ...messages) {
      for (const message of messages) {
        // A closed account's address ends in `.invalid` (RFC 6761: it never resolves): nobody to tell.
        if (/\.invalid$/i.test(message.to)) continue;
        // Sealed with the data key: codes and reset links never sit readable in the job tables.
        const sealed = keyring.encryptText(JSON.stringify(message));
        await jobs.send(
          executor,
          sendJob,
          { sealed },
          { retryLimit, retryDelay: retryDelaySeconds, retryBackoff: true, expireInSeconds },
        );
      }
    },
  };
}
