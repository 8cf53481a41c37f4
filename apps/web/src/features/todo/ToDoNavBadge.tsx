import { t } from "@taxlane/contract/i18n";
import { Badge } from "antd";
import { useRefreshToDoAfterOwnChanges, useToDo } from "./api";
import "./todo.css";

/** The count beside the menu's "To do" link, on every page of the area; it keeps the list fresh too. */
export function ToDoNavBadge() {
  useRefreshToDoAfterOwnChanges();
  const { data } = useToDo();
  const count = data?.counts.total ?? 0;
  if (count === 0) return null;
  return (
    <>
      <Badge count={count} size="small" className="tl-todo-nav-badge" aria-hidden />
      <span className="tl-visually-hidden">, {t("todo.menuCount", { count })}</span>
    </>
  );
}
