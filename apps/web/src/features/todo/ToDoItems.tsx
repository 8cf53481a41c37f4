import { notificationHref, type ToDoItem } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Link } from "react-router";
import { dateText } from "../../lib/format";

/** One thing to do: a link to where it is done, with its detail and due date. */
export function ToDoEntry({ item }: { item: ToDoItem }) {
  return (
    <li className="tl-todo__item">
      <Link to={notificationHref(item.link)} className="tl-todo__link">
        <span className="tl-todo__title">{item.title}</span>
        {item.detail !== undefined && <span className="tl-todo__detail">{item.detail}</span>}
        {item.dueAt !== undefined && (
          <time className="tl-todo__due" dateTime={item.dueAt}>
            {t("todo.dueOn", { date: dateText(item.dueAt) })}
          </time>
        )}
      </Link>
    </li>
  );
}

/** Items as a list (under a heading that names it, when given). */
export function ToDoEntries({ items, labelledBy }: { items: readonly ToDoItem[]; labelledBy?: string }) {
  return (
    <ul className="tl-todo__list" aria-labelledby={labelledBy}>
      {items.map((item) => (
        <ToDoEntry key={item.id} item={item} />
      ))}
    </ul>
  );
}
