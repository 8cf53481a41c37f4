import type { BillingInterval, Plan } from "@taxlane/contract";

const wholeDollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const dollarsAndCents = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

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
    { id: "taxpayers", title: "For taxpayers", plans: sorted.filter((plan) => plan.roleId === 1) },
    {
      id: "professionals",
      title: "For tax professionals",
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
