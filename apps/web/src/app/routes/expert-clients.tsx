import { usePracticeSeat } from "../../entities/practice";
import { PracticeClientsPage } from "../../features/practice-clients/PracticeClientsPage";
import { PracticeCapabilityGate } from "../../features/practices/PracticeCapabilityGate";

/** The client list with what the caller's seat gives it: the members to filter by, and the CSV. */
function ClientsOfSeat() {
  const { practice, may } = usePracticeSeat();
  const members = practice?.members.map(({ userId, name }) => ({ userId, name })) ?? null;
  return <PracticeClientsPage members={members} mayDownload={may("members")} />;
}

/** /expert/clients: the clients of the jobs the professional sees, with their jobs and last contact. */
export function Component() {
  return (
    <PracticeCapabilityGate capability="clients">
      <ClientsOfSeat />
    </PracticeCapabilityGate>
  );
}
