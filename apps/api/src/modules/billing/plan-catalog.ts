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

/** The members every practice has included, whatever its owners' plan (or none): the owner and two more. */
export const INCLUDED_MEMBERS = 3;

/** What each member beyond the included ones costs, in cents, per interval of the plan it is charged on. */
export interface SeatPrices {
  month: number;
  year: number;
}

/**
 * The plans that sell further seats, by code, and at what price: charged on the plan's subscription
 * as a second item whose quantity is the number of further members. The one source of these numbers
 * (the pricing page reads them through ListPlans).
 * Why these: docs/decisions/0283-seats-on-the-plan-three-members-included-further-ones-charge.md.
 */
const seatPricesByPlan: Readonly<Record<string, SeatPrices>> = {
  "expert-standard": { month: 4900, year: 49900 },
};

/** The seat prices of a plan, or null for a plan that sells no further seats (Basic). */
export const seatPricesOf = (plan: { code: string }): SeatPrices | null =>
  seatPricesByPlan[plan.code] ?? null;

/** The plan's code seats are sold on, for the words that send an owner to it. */
export const SEAT_PLAN_CODE = "expert-standard";

/** Codes of plans no longer sold; nothing refers to a plan yet, so they are removed at start. */
export const retiredPlanCodes: readonly string[] = ["taxpayer-plus", "expert-professional"];
