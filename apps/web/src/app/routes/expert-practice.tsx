import { PracticePage } from "../../features/practices/PracticePage";

/** /expert/practice: the professional's practice, its members, invitations and roles. */
export function Component() {
  return <PracticePage />;
}
