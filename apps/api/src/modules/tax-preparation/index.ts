// What other modules may use of tax-preparation: the rest of this folder is its own. The composition makes
// the module with module.ts.

export type { BilledJob, CancellationBilling, CancellationMoney } from "./cancellation-billing-port";
export { markJobFiled } from "./job-filing";
export { type JobMilestone, type JobProgress, jobMilestoneRecords } from "./job-milestone-records";
export { jobRecords } from "./job-records";
export {
  isJobParticipant,
  isJobProfessional,
  isJobTaxpayer,
  type JobPeople,
  type ProfessionalScope,
  professionalScope,
  professionalToTell,
} from "./job-sides";
export { type PracticeJobs, practiceJobs } from "./practice-jobs.repository";
export { professionalSees } from "./professional-sees.queries";
export { TAX_RETURN_PURPOSE } from "./return-drafts.service";
export type { PackedJob, ReturnPackPart, ReturnPackParts, ReturnPackSources } from "./return-pack-port";
export type { TaxPreparationService } from "./tax-preparation.service";
export { type LockedJob, moveOnTaxpayerStep, type TaxpayerStep } from "./taxpayer-step-moves";
