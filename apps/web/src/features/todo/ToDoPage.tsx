import { t } from "@taxlane/contract/i18n";
import { Card, Empty, Typography } from "antd";
import { useId } from "react";
import { Link } from "react-router";
import { LoadError, LoadingCard } from "../../components/QueryStates";
import { MarketPage } from "../../entities/account";
import { useToDo } from "./api";
import { ToDoEntries } from "./ToDoItems";
import { groupByJob, type ToDoGroup } from "./todo-groups";
import "./todo.css";

export type ToDoSide = "taxpayer" | "expert";

/** Where the next thing usually comes from, for the empty state's way on. */
const nextPlace: Record<ToDoSide, { to: string; label: string; text: string }> = {
  taxpayer: {
    to: "/user/tax_preparation",
    label: t("todo.emptyTaxpayerLink"),
    text: t("todo.emptyTaxpayer"),
  },
  expert: {
    to: "/expert/requests",
    label: t("todo.emptyProfessionalLink"),
    text: t("todo.emptyProfessional"),
  },
};

function Group({ group }: { group: ToDoGroup }) {
  const headingId = useId();
  return (
    <Card className="tl-todo__group">
      <Typography.Title level={2} id={headingId} className="tl-todo__group-heading">
        {group.heading}
      </Typography.Title>
      <ToDoEntries items={group.items} labelledBy={headingId} />
    </Card>
  );
}

/** "Nothing waits for you", and where what comes next will come from. */
export function ToDoEmpty({ side }: { side: ToDoSide }) {
  const place = nextPlace[side];
  return (
    <Empty
      description={
        <>
          <Typography.Text strong>{t("todo.emptyTitle")}</Typography.Text>
          <Typography.Paragraph type="secondary" className="tl-todo__empty-text">
            {place.text}
          </Typography.Paragraph>
        </>
      }
    >
      <Link to={place.to}>{place.label}</Link>
    </Empty>
  );
}

/** /user/todo and /expert/todo: everything waiting on the person, grouped by job, most urgent first. */
export function ToDoPage({ side }: { side: ToDoSide }) {
  const toDo = useToDo();
  return (
    <MarketPage title={t("todo.pageTitle")}>
      <div className="tl-todo">
        {toDo.isPending ? (
          <LoadingCard label={t("todo.loading")} />
        ) : toDo.isError ? (
          <LoadError
            title={t("todo.loadFailed")}
            error={toDo.error}
            onRetry={() => void toDo.refetch()}
            retrying={toDo.isFetching}
          />
        ) : toDo.data.items.length === 0 ? (
          <Card>
            <ToDoEmpty side={side} />
          </Card>
        ) : (
          <>
            <Typography.Paragraph className="tl-todo__summary" role="status">
              {t("todo.summary", { count: toDo.data.counts.total })}
            </Typography.Paragraph>
            {groupByJob(toDo.data.items).map((group) => (
              <Group key={group.key} group={group} />
            ))}
          </>
        )}
      </div>
    </MarketPage>
  );
}
