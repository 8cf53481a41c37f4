import { useQuery } from "@tanstack/react-query";
import { type PracticeCapability, practiceRoleMay } from "@taxlane/contract";
import { practiceQuery } from "./practice-query";

/**
 * What the signed-in professional's practice role lets them use, from GetPractice (the page of the
 * practice reads the same query). In no practice, or while it loads or if it fails, everything: the
 * API refuses what the role does not include anyway, so the menu never hides a page by mistake.
 */
export function usePracticeSeat() {
  const { data, isPending } = useQuery(practiceQuery());
  const practice = data?.practice ?? null;
  return {
    /** Not known yet: a gated page waits rather than make calls its role may be refused. */
    isPending,
    practice,
    may: (capability: PracticeCapability) =>
      practice === null || practiceRoleMay(practice.myRole, capability, practice.mySeesAllJobs),
  };
}
