import type { JobAssignee } from "@taxlane/contract";
import { WorkAssignment } from "../../../entities/practice";
import { useAssignRequests } from "./api";

/**
 * Who works a request routed to the practice (and the quote sent on it), with an owner's picker;
 * nothing for a professional working alone.
 */
export function RequestAssignment({
  requestId,
  assignedTo,
}: {
  requestId: number;
  assignedTo: JobAssignee | null | undefined;
}) {
  const assign = useAssignRequests([requestId]);
  return <WorkAssignment assignedTo={assignedTo} assign={assign} />;
}
