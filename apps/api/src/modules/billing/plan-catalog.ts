import { FREE_TRIAL_DAYS, RoleId } from "@taxlane/contract";
import type { NewPlan } from "./billing.repository";

const basicFeatures = [
  "A listing in the Taxlane directory",
  "Secure document uploads from your clients",
  "Guided onboarding for new clients",
  "The digital tax questionnaire",
  "Appointment scheduling",
  "Answers to your clients' common questions",
  "Return status updates for your clients",
];

/**
 * The plans on sale, all to tax professionals (taxpayers use Taxlane without a plan), in the order
 * they are offered. Each is installed once by `code`; after that the database is the source of
 * prices, so an operator changes a price there, not here.
 */
export const planCatalog: readonly NewPlan[] = [
  {
    code: "expert-basic",
    roleId: RoleId.expert,
    name: "Basic",
    description: "For tax professionals who want to be found and to work with their clients online.",
    monthlyPrice: 199,
    yearlyPrice: 2150,
    features: basicFeatures,
    trialDays: FREE_TRIAL_DAYS,
  },
  {
    code: "expert-standard",
    roleId: RoleId.expert,
    name: "Standard",
    description: "For practices that want reminders sent for them and the assistant at hand.",
    monthlyPrice: 349,
    yearlyPrice: 3650,
    features: [
      "Everything in Basic",
      "Automated reminders to your clients",
      "Reminders about missing documents and answers",
      "The Taxlane assistant",
    ],
    trialDays: FREE_TRIAL_DAYS,
  },
];

/** Codes of plans no longer sold; nothing refers to a plan yet, so they are removed at start. */
export const retiredPlanCodes: readonly string[] = ["taxpayer-plus", "expert-professional"];
