/**
 * Words the operator reads: the console at startup, configuration refusals, and the errors and log
 * lines of the server's own machinery (storage, encryption, the embedded database, providers).
 */
export const operator = {
  invalidConfiguration: "Invalid configuration:\n{problems}",
  stripeWebhookSecretFormat: "must be a Stripe webhook secret (whsec_…)",
  stripeSecretKeyFormat: "must be a Stripe secret key (sk_… or rk_…)",
  stripeWebhookSecretMissing:
    "STRIPE_WEBHOOK_SECRET: must be set with STRIPE_SECRET_KEY (Stripe signs its events with it)",
  encryptionKeyLength: "Encryption key {id} must be 32 bytes",
  encryptionKeyMissing: "Encryption key {id} is missing",
  encryptionKeyUnknown: "Unknown encryption key {id}",
  encryptedValueWithoutKey: "Encrypted value has no key id",
  sealedFileDamaged: "The sealed file is damaged or was changed",
  formFileShort: "A form file put aside came back short",
  invalidStorageKey: "Invalid storage key",
  blobWithoutBody: "The object for blob {key} has no body",
  fileRowMissing: "Inserting a file row returned nothing",
  transactionClosed: "Transaction is closed",
  failedQuery: "Failed query: {query}",
  rateLimitsPerProcess:
    "Rate limits are per process: a client may make {count} × each limit (REDIS_URL shares them; the failed sign-in throttle is shared already).",
  databaseThreadRestarting:
    "The embedded database's thread stopped ({cause}); starting it again on the same folder.",
  databaseLostInMemory:
    "The embedded database's thread stopped ({cause}); its database was in memory and cannot be recovered: every query fails and the health check reports the database down until the process restarts.",
  databaseLostInMemoryError:
    "the embedded database's thread stopped ({cause}), and its database was in memory: its data is gone, so every statement fails until the process restarts",
  databaseGaveUp:
    "The embedded database's thread stopped {stops} times within a minute (last: {cause}); it is no longer restarted: every query fails and the health check reports the database down until the process is replaced.",
  databaseGaveUpError:
    "the embedded database's thread stopped {stops} times within a minute and is no longer restarted: every statement fails until the process is replaced",
  stripeSessionWithoutUrl: "Stripe answered a checkout session without its url",
  googleNoAccessToken: "Google answered no access token",
  googleNoEventId: "Google answered no event id",
  microsoftNoAccessToken: "Microsoft answered no access token",
  microsoftNoEventId: "Microsoft answered no event id",
  /** `{code}`: Graph's error code, or nothing. */
  microsoftGraphAnswered: "Microsoft Graph answered {status}{code}",
  webhookBodyMissing: "The webhook body is missing.",
  webhookSignatureInvalid: "The webhook signature is not valid.",
  testClockHours: "advanceHours must be a positive number of hours, three years at most.",
  hubCreateConnection: "CreateConnection takes the conversation's connectionName.",
  hubUnknownMethod: "Unknown hub method ''{method}''",
  hubProtocol: "Only the json protocol, version 1, is supported.",
  apiDocsDescription: "Calls of the Taxlane web app. Shapes and codes are those the existing client uses.",
  accessPublic: "Public: no session needed.",
  accessSignedIn: "Signed in: any role.",
  accessRoles: "Signed in: {roles}.",
  startupOtherMachines: "Other machines reach it at {url} (PUBLIC_URL; links in e-mails use it).",
  startupCodesSmtp: "codes go out through SMTP_URL",
  startupCodesMailbox: "codes arrive at {here}/dev/mail (this machine only)",
  startupCodesFiles: "codes are written as .eml files to {folder} (DEV_MAILBOX=true shows them at /dev/mail)",
  startupDemoListed: 'demo sign-ins are listed in README.md, "Demo sign-ins"',
  startupDemoPasswordAbove: 'demo sign-ins are listed in README.md, "Demo sign-ins" (password above)',
  startupNoDemo: "no demo sign-ins on this database",
  startupDemoPassword: "This server is not private, so the demo accounts' password is {password}",
  startupDemoPasswordFile: "  (kept in {file})",
  startupDemoPasswordFileMoved: "  (kept in {file}; {count} demo accounts moved to it now)",
  startupRunning: "Taxlane is running: open {here} · {codes} · {demoSignIns}",
} as const;
