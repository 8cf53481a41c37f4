import { RequestsPage } from "../../features/marketplace/RequestsPage";
import { ToDoCard } from "../../features/todo/ToDoCard";

/** /expert/requests: the professional's requests and quotes, under their to-do card. */
export function Component() {
  return <RequestsPage above={<ToDoCard allTo="/expert/todo" />} />;
}
