import { EXPERT_ROLE, TAXPAYER_ROLE, useCurrentUser } from "../../entities/account";

/** Who answers the questionnaire: it decides where finished answers go. */
export type Account = "loading" | "visitor" | "taxpayer" | "expert";

export function useAccount(): Account {
  const { token, data: user, isPending, error } = useCurrentUser();
  if (token === null || error) return "visitor";
  if (isPending || user === undefined) return "loading";
  if (user.roleId === TAXPAYER_ROLE) return "taxpayer";
  return user.roleId === EXPERT_ROLE ? "expert" : "visitor";
}
