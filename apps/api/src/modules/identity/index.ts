// What other modules may use of identity: the rest of this folder is its own. The composition makes
// the module with module.ts.
export type { AccountDetails, AccountService } from "./account.service";
export { type AccountSummary, accountStatusRecords } from "./account-status.service";
export { closedAccountRecords } from "./closed-accounts.service";
export {
  type DemoAccount,
  demoAccountsService,
  demoEmailDomain,
  demoPassword,
} from "./demo-accounts.service";
export type { DemoPasswordOutcome } from "./demo-password.service";
export { type Person, peopleService, personOf } from "./people.service";
export type { RegisteringDevice, RegistrationService } from "./registration.service";
export { type FactorStanding, secondFactorRecords } from "./second-factor-records";
export {
  requiresStrongFactor,
  type SessionFactor,
  type SessionOpening,
  type SessionsService,
  secondFactorBlocked,
  strongFactors,
} from "./sessions.service";
