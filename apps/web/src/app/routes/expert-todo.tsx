import { ToDoPage } from "../../features/todo/ToDoPage";

/** /expert/todo: what waits on the professional across all their jobs and requests. */
export function Component() {
  return <ToDoPage side="expert" />;
}
