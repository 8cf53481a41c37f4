// What other modules may use of identity: the rest of this folder is its own. The composition makes
// the module with module.ts.
export type { AccountDetails, AccountService } from "./account.service";
export { type AccountSummary, accountStatusRecords } from "./account-status-records";
export { closedAccountRecords } from "./closed-account-records";
export {
  type DemoAccount,
  demoAccountRecords,
  demoEmailDomain,
  demoPassword,
} from "./demo-account-records";
export type { DemoPasswordOutcome } from "./demo-password.service";
export { type Person, peopleRecords, personOf } from "./people-records";
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
