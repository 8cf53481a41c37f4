import type { Database } from "../../db/client";
import type { Clock } from "../../lib/clock";
import type { Keyring } from "../../lib/keyring";
import type { MailOutbox } from "../../plugins/mail/mail-queue";
import type { EmailCodesService } from "./email-codes.service";
import type { RecoveryCodes } from "./recovery-codes";
import type { SessionsService } from "./sessions.service";
import type { SignInDevices } from "./sign-in-devices";
import type { SignInThrottle } from "./sign-in-throttle.service";

/** What the identity services share. */
export interface IdentityDeps {
  db: Database;
  clock: Clock;
  /** Each message is queued in the transaction of the change it announces. */
  mail: MailOutbox;
  sessions: SessionsService;
  codes: EmailCodesService;
  /** One-time recovery codes, the way back in when the second factor is lost. */
  recovery: RecoveryCodes;
  throttle: SignInThrottle;
  /** Devices that signed in to an account before, which its failure budget never turns away. */
  devices: SignInDevices;
  /** Where people reach the web app; links in mail start here. */
  publicUrl: string;
  /** Seals secrets kept in the database (authenticator apps). */
  keyring: Keyring;
  /** The server's signing secret; each use derives its own key from it (`${jwtSecret}:<use>`). */
  jwtSecret: string;
}
