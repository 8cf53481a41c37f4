import { type BillingInterval, type Plan, subscribePlanCodes } from "@taxlane/contract";
import { LOGIN_PATH, rememberReturnPath } from "../../../lib/session";

/** What a `/subscribe/<plan>/<interval>` link asks for; null when it names no plan or interval we sell. */
export function subscribeRequest(
  planSlug: string | undefined,
  interval: string | undefined,
): { code: string; interval: BillingInterval } | null {
  const code = Object.entries(subscribePlanCodes).find(([slug]) => slug === planSlug)?.[1];
  if (!code || (interval !== "month" && interval !== "year")) return null;
  return { code, interval };
}

/** The plan on sale under `code`. */
export const planWithCode = (plans: readonly Plan[], code: string) =>
  plans.find((plan) => plan.code === code);

/** The e-mail a subscribe link was opened for (`prefilled_email`), trimmed; null when none. */
export function prefilledEmail(search: string): string | null {
  const email = new URLSearchParams(search).get("prefilled_email")?.trim();
  return email ? email : null;
}

/**
 * Signed out on a subscribe link: come back to it after signing in, on the professionals' sign-in
 * with the link's e-mail already typed in.
 */
export function loginForSubscribe(pathname: string, search: string): string {
  rememberReturnPath(`${pathname}${search}`);
  const email = prefilledEmail(search);
  const query = new URLSearchParams({ as: "pro", ...(email ? { email } : {}) });
  return `${LOGIN_PATH}?${query}`;
}
