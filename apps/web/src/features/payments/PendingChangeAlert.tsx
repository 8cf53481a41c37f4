import type { PriceChange } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Alert, Button } from "antd";
import { useId, useState } from "react";
import { ActionProblem } from "../../components/ActionProblem";
import { useConfirmedAction } from "../../lib/use-confirmed-action";
import { useAcceptPriceChange } from "./api";
import { DeclineChangeDialog } from "./DeclineChangeDialog";
import { centsText } from "./money";

/**
 * A price change waiting for the taxpayer's answer, shown above everything else on the tab: the
 * amount, the reason, the agreed price it would make, and the two answers.
 */
export function PendingChangeAlert({
  change,
  agreedCents,
  professionalName,
}: {
  change: PriceChange;
  agreedCents: number;
  professionalName: string;
}) {
  const accept = useAcceptPriceChange(change.quoteId);
  const accepting = useConfirmedAction((id: number) => accept.mutateAsync(id));
  const [declining, setDeclining] = useState(false);
  const titleId = useId();
  const amount = centsText(Math.abs(change.amountCents));
  const newPrice = centsText(agreedCents + change.amountCents);
  const title =
    change.amountCents < 0
      ? t("jobBillingPages.pendingLower", { name: professionalName, amount })
      : t("jobBillingPages.pendingRaise", { name: professionalName, amount });
  return (
    <section aria-labelledby={titleId} className="tl-billing__pending">
      <Alert
        type="warning"
        showIcon
        // Shown on every visit while it waits: a polite status, not an alarm read out over the page.
        role="status"
        title={
          <h2 id={titleId} className="tl-billing__pending-title">
            {title}
          </h2>
        }
        description={
          <>
            <p>{t("jobBillingPages.pendingReason", { reason: change.reason })}</p>
            <p>{t("jobBillingPages.pendingNewPrice", { price: newPrice, agreed: centsText(agreedCents) })}</p>
            <div className="tl-billing__toolbar">
              <Button
                type="primary"
                onClick={() =>
                  accepting.ask(change.id, {
                    title: t("jobBillingPages.acceptQuestion", { price: newPrice }),
                    content: t("jobBillingPages.acceptText", { price: newPrice, name: professionalName }),
                    okText: t("jobBillingPages.accept"),
                    doneText: t("jobBillingPages.acceptDone"),
                  })
                }
              >
                {t("jobBillingPages.accept")}
              </Button>
              <Button onClick={() => setDeclining(true)}>{t("jobBillingPages.decline")}</Button>
            </div>
          </>
        }
      />
      <ActionProblem action={accepting} />
      <DeclineChangeDialog
        change={change}
        agreedCents={agreedCents}
        professionalName={professionalName}
        open={declining}
        onClose={() => setDeclining(false)}
      />
    </section>
  );
}
