import type { Database } from "../../db/client";
import type { Clock } from "../../lib/clock";
import type { Mailer } from "../../plugins/mail/mailer";
import type { EmailCodesService } from "./email-codes.service";
import type { SessionsService } from "./sessions.service";
import type { SignInThrottle } from "./sign-in-throttle.service";

/** What the identity services share. */
export interface IdentityDeps {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  sessions: SessionsService;
  codes: EmailCodesService;
  throttle: SignInThrottle;
  /** Where people reach the web app; links in mail start here. */
  publicUrl: string;
}
