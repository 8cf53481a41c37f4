import type { BillingInterval, Plan } from "@taxlane/contract";
import { billing } from "@taxlane/contract/i18n/local/billing";
import { intlLocale } from "../../lib/language";

const wholeDollars = new Intl.NumberFormat(intlLocale(), {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const dollarsAndCents = new Intl.NumberFormat(intlLocale(), { style: "currency", currency: "USD" });

/** An amount in US dollars: "$29" when it is whole, "$24.17" when it has cents. */
export function formatUsd(amount: number): string {
  const cents = Math.round(amount * 100);
  return cents % 100 === 0 ? wholeDollars.format(cents / 100) : dollarsAndCents.format(cents / 100);
}

/** What paying yearly saves against twelve monthly payments; never below zero. */
export function yearlySaving(plan: Pick<Plan, "monthlyPrice" | "yearlyPrice">): number {
  const saving = Math.round((plan.monthlyPrice * 12 - plan.yearlyPrice) * 100) / 100;
  return saving > 0 ? saving : 0;
}

/** The yearly price spread over twelve months, to the cent. */
export function monthlyEquivalent(plan: Pick<Plan, "yearlyPrice">): number {
  return Math.round((plan.yearlyPrice / 12) * 100) / 100;
}

export interface PlanGroup {
  id: "taxpayers" | "professionals";
  title: string;
  plans: Plan[];
}

/** Plans in id order, split into the taxpayers' and the professionals' groups; a group without plans is left out. */
export function groupPlans(plans: readonly Plan[]): PlanGroup[] {
  const sorted = [...plans].sort((a, b) => a.id - b.id);
  const groups: PlanGroup[] = [
    { id: "taxpayers", title: billing.groupTaxpayers, plans: sorted.filter((plan) => plan.roleId === 1) },
    {
      id: "professionals",
      title: billing.groupProfessionals,
      plans: sorted.filter((plan) => plan.roleId === 2),
    },
  ];
  return groups.filter((group) => group.plans.length > 0);
}

/** Where "Choose plan" leads: the sign-up of the plan's side, carrying the plan and the interval. */
export function choosePlanPath(plan: Pick<Plan, "id" | "roleId">, interval: BillingInterval): string {
  const signup = plan.roleId === 2 ? "/signup/expert" : "/signup/tax-payer";
  return `${signup}?${new URLSearchParams({ plan: String(plan.id), interval })}`;
}

const chosenPlanKey = "taxlane.chosenPlan";

/** Keeps the plan and interval a visitor chose on the pricing page (from the sign-up's query) for /payment. */
export function rememberChosenPlan(search: string): void {
  const params = new URLSearchParams(search);
  const plan = Number(params.get("plan"));
  const interval = params.get("interval");
  if (!Number.isInteger(plan) || plan <= 0 || (interval !== "month" && interval !== "year")) return;
  try {
    sessionStorage.setItem(chosenPlanKey, JSON.stringify({ plan, interval }));
  } catch {
    // Storage refused (private mode): /payment starts from its defaults.
  }
}

/** The plan and interval remembered by `rememberChosenPlan`, if any. */
export function chosenPlan(): { plan: number; interval: BillingInterval } | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(chosenPlanKey) ?? "null");
    if (typeof value !== "object" || value === null) return null;
    const { plan, interval } = value as { plan?: unknown; interval?: unknown };
    if (typeof plan !== "number" || (interval !== "month" && interval !== "year")) return null;
    return { plan, interval };
  } catch {
    return null;
  }
}
