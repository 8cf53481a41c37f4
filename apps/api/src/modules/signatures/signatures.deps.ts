import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import type { Clock } from "../../lib/clock";
import type { Keyring } from "../../lib/keyring";
import type { MailOutbox } from "../../plugins/mail/mail-queue";
import type { FilesService } from "../files";
import type { NotificationsService } from "../notifications";
import type { IdentityCheckProvider } from "./identity-check/identity-check";
import type { SigningKey } from "./signing-key";

/** What the signatures services are made from (the composition gives it). */
export interface SignaturesDeps {
  db: Database;
  clock: Clock;
  files: FilesService;
  notifications: NotificationsService;
  mail: MailOutbox;
  /** Seals each signer's signature and initials in the database. */
  keyring: Keyring;
  /** The site's address, for the links mailed to signers. */
  publicUrl: string;
  /** Taxlane's document-sealing key, loaded (or made) once on first use. */
  signingKey: () => Promise<SigningKey>;
  identityCheck: IdentityCheckProvider;
  log: FastifyBaseLogger;
}
