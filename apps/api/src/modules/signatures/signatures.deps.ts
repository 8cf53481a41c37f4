import type { FastifyBaseLogger } from "fastify";
import type { Database, Executor, Transaction } from "../../db/client";
import type { Principal } from "../../lib/access";
import type { Clock } from "../../lib/clock";
import type { Keyring } from "../../lib/keyring";
import type { MailOutbox } from "../../plugins/mail/mail-queue";
import type { FilesService } from "../files";
import type { QuoteTerms } from "../marketplace";
import type { NotificationOutbox, NotificationsService } from "../notifications";
import type { IdentityCheckProvider } from "./identity-check/identity-check";
import type { SigningKey } from "./signing-key";

/** A quote's terms and state as the engagement letter reads them (marketplace's quotes give them). */
export type LetterQuote = QuoteTerms;

/** Marketplace's quotes as signing a letter uses them: it chooses the quote in the same transaction. */
export interface LetterQuotesPort {
  termsOf(executor: Executor, quoteId: number, options?: { lock?: boolean }): Promise<LetterQuote | null>;
  chooseWithin(
    tx: Transaction,
    caller: Principal,
    quoteId: number,
    outbox: NotificationOutbox,
  ): Promise<void>;
}

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
  quotes: LetterQuotesPort;
}
