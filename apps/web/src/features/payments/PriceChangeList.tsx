import type { PriceChange } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Button, Card, Tag } from "antd";
import { type ReactNode, useId } from "react";
import { ActionProblem } from "../../components/ActionProblem";
import { useConfirmedAction } from "../../lib/use-confirmed-action";
import { useWithdrawPriceChange } from "./api";
import { changeDates, changeStatusTag } from "./billing-words";
import { signedCentsText } from "./money";

/** One price change: its amount with its direction, why, and where it stands. */
function PriceChangeItem({ change, actions }: { change: PriceChange; actions?: ReactNode }) {
  const amountId = useId();
  const tag = changeStatusTag[change.status];
  return (
    <li className="tl-billing__item" aria-labelledby={amountId}>
      <div className="tl-billing__head">
        <span id={amountId} className="tl-billing__change-amount">
          {signedCentsText(change.amountCents)}
        </span>
        <Tag color={tag.color}>{tag.text}</Tag>
        <span className="tl-muted">{changeDates(change)}</span>
      </div>
      <p className="tl-billing__reason">{change.reason}</p>
      {change.declineNote !== null && change.declineNote !== "" && (
        <p className="tl-billing__note">
          {t("jobBillingPages.changeDeclineNote", { note: change.declineNote })}
        </p>
      )}
      {actions}
    </li>
  );
}

/** The professional may withdraw a change the taxpayer has not answered, after confirming. */
function WithdrawChange({ change }: { change: PriceChange }) {
  const withdraw = useWithdrawPriceChange(change.quoteId);
  const action = useConfirmedAction((id: number) => withdraw.mutateAsync(id));
  const amount = signedCentsText(change.amountCents);
  return (
    <>
      <div className="tl-billing__toolbar">
        <Button
          onClick={() =>
            action.ask(change.id, {
              title: t("jobBillingPages.withdrawChangeQuestion", { amount }),
              content: t("jobBillingPages.withdrawChangeText"),
              okText: t("jobBillingPages.withdrawChange"),
              doneText: t("jobBillingPages.withdrawChangeDone"),
            })
          }
        >
          {t("jobBillingPages.withdrawChange")}
          <span className="tl-visually-hidden"> {t("jobBillingPages.changeOf", { amount })}</span>
        </Button>
      </div>
      <ActionProblem action={action} />
    </>
  );
}

/** The job's price changes, newest first; the professional's pending ones can be withdrawn. */
export function PriceChangeList({
  changes,
  side,
  action,
}: {
  changes: readonly PriceChange[];
  side: "expert" | "taxpayer";
  /** The button that asks for a new change (the professional's). */
  action?: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card className="tl-billing">
      <section aria-labelledby={headingId}>
        <div className="tl-bar">
          <h2 id={headingId} className="tl-job__section-title">
            {t("jobBillingPages.changesTitle")}
          </h2>
          {action}
        </div>
        {changes.length === 0 ? (
          <p className="tl-muted">{t("jobBillingPages.changesEmpty")}</p>
        ) : (
          <ul className="tl-billing__list">
            {changes.map((change) => (
              <PriceChangeItem
                key={change.id}
                change={change}
                actions={
                  side === "expert" && change.status === "pending" ? <WithdrawChange change={change} /> : null
                }
              />
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}
