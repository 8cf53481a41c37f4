import { t } from "@taxlane/contract/i18n";
import { Card, Skeleton, Typography } from "antd";
import { useId } from "react";
import { Link } from "react-router";
import { useToDo } from "./api";
import { ToDoEntries } from "./ToDoItems";
import "./todo.css";

/** How many items the card shows before "See all". */
export const TODO_CARD_ITEMS = 3;

/**
 * As tall as the card's entries mostly are, so what sits below the card does not move when they
 * arrive: `TODO_CARD_ITEMS` of them, each a title and a line under it, and on a phone, where the line
 * wraps or a due date follows, a third.
 */
function ToDoCardPlaceholder() {
  return (
    <div role="status" aria-busy="true" aria-label={t("todo.loading")}>
      <ul className="tl-todo__list" aria-hidden="true">
        {Array.from({ length: TODO_CARD_ITEMS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
          <li key={index} className="tl-todo__item">
            <div className="tl-todo__link tl-todo__placeholder">
              <Skeleton.Input active size="small" block className="tl-todo__placeholder-title" />
              <Skeleton.Input active size="small" block className="tl-todo__placeholder-detail" />
              <Skeleton.Input active size="small" block className="tl-todo__placeholder-narrow" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The first few things to do, at the top of the taxpayer's jobs and the professional's requests,
 * with a link to the whole list. Nothing to do, or a failed read: the card stays out of the way
 * (the To do page itself says so and offers to try again).
 */
export function ToDoCard({ allTo }: { allTo: "/user/todo" | "/expert/todo" }) {
  const toDo = useToDo();
  const headingId = useId();
  if (toDo.isError || toDo.data?.items.length === 0) return null;
  return (
    <Card className="tl-todo-card" aria-labelledby={headingId} role="region">
      <div className="tl-todo-card__head">
        <Typography.Title level={2} id={headingId} className="tl-todo__group-heading">
          {t("todo.cardTitle")}
        </Typography.Title>
        {toDo.data && <Link to={allTo}>{t("todo.seeAll", { count: toDo.data.counts.total })}</Link>}
      </div>
      {toDo.isPending ? (
        <ToDoCardPlaceholder />
      ) : (
        <ToDoEntries items={toDo.data.items.slice(0, TODO_CARD_ITEMS)} labelledBy={headingId} />
      )}
    </Card>
  );
}
