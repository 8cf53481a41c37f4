import { ToDoPage } from "../../features/todo/ToDoPage";

/** /user/todo: what waits on the taxpayer across all their jobs. */
export function Component() {
  return <ToDoPage side="taxpayer" />;
}
