import type { Database } from "../../db/client";
import type { Clock } from "../../lib/clock";
import type { MailOutbox } from "../../plugins/mail/mail-queue";

/** What the practices module is made from. */
export interface PracticesDeps {
  db: Database;
  clock: Clock;
  /** The invitation mails, queued with the invitation. */
  mail: MailOutbox;
  /** The web app's address, for the invitation's link. */
  publicUrl: string;
}
