import { RequestsPage } from "../../features/marketplace/RequestsPage";
import { PracticeCapabilityGate } from "../../features/practices/PracticeCapabilityGate";
import { ToDoCard } from "../../features/todo/ToDoCard";

/** /expert/requests: the professional's requests and quotes, under their to-do card (quoting needs `quotes`). */
export function Component() {
  return (
    <PracticeCapabilityGate capability="clients">
      <RequestsPage above={<ToDoCard allTo="/expert/todo" />} />
    </PracticeCapabilityGate>
  );
}
