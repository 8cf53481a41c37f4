import { AuthCard } from "../../features/auth/AuthCard";
import { JoinPracticePage } from "../../features/practices/JoinPracticePage";

/** /expert/practice/join?token=…: an invitation to a practice, in the sign-in pages' frame (open signed out). */
export function Component() {
  return <JoinPracticePage Card={AuthCard} />;
}
