import { MessagesPage } from "../../features/messages/MessagesPage";
import { PracticeCapabilityGate } from "../../features/practices/PracticeCapabilityGate";

/** /expert/messages: the professional's conversations with clients, for the roles that write them. */
export function Component() {
  return (
    <PracticeCapabilityGate capability="messages">
      <MessagesPage />
    </PracticeCapabilityGate>
  );
}
