import { FREE_TRIAL_DAYS, RoleId } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { NewPlan } from "./billing.repository";

const basicFeatures = [
  t("billing.featureListing"),
  t("billing.featureUploads"),
  t("billing.featureOnboarding"),
  t("billing.featureQuestionnaire"),
  t("billing.featureScheduling"),
  t("billing.featureAnswers"),
  t("billing.featureStatus"),
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
    description: t("billing.basicDescription"),
    monthlyPrice: 199,
    yearlyPrice: 2150,
    features: basicFeatures,
    trialDays: FREE_TRIAL_DAYS,
  },
  {
    code: "expert-standard",
    roleId: RoleId.expert,
    name: "Standard",
    description: t("billing.standardDescription"),
    monthlyPrice: 349,
    yearlyPrice: 3650,
    features: [
      t("billing.featureEverythingInBasic"),
      t("billing.featureAutomatedReminders"),
      t("billing.featureMissingReminders"),
      t("billing.featureAssistant"),
    ],
    trialDays: FREE_TRIAL_DAYS,
  },
];

/** Codes of plans no longer sold; nothing refers to a plan yet, so they are removed at start. */
export const retiredPlanCodes: readonly string[] = ["taxpayer-plus", "expert-professional"];
