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
        <Skeleton
          active
          title={false}
          paragraph={{ rows: 2 }}
          aria-busy="true"
          aria-label={t("todo.loading")}
        />
      ) : (
        <ToDoEntries items={toDo.data.items.slice(0, TODO_CARD_ITEMS)} labelledBy={headingId} />
      )}
    </Card>
  );
}
