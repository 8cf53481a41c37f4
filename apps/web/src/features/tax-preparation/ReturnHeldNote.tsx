import type { ReleaseHold } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Alert, Button } from "antd";
import { useNavigate } from "react-router";
import { centsText, dateText } from "../../lib/format";

/** The job's Billing tab, from its summary (the tabs read `?tab=`). */
const billingTab = "?tab=billing";

/**
 * Where the return would be while the professional holds it until an invoice is paid: what to pay,
 * by when, and a way to the Billing tab to pay it.
 */
export function ReturnHeldNote({ hold, professional }: { hold: ReleaseHold; professional: string }) {
  const navigate = useNavigate();
  return (
    <Alert
      type="info"
      showIcon
      title={t("releaseHolds.returnReady", { professional, number: hold.invoiceNumber })}
      description={t("releaseHolds.returnReadyDue", {
        due: centsText(hold.dueCents),
        date: dateText(hold.dueDate),
      })}
      action={
        <Button
          type="primary"
          href={billingTab}
          onClick={(event) => {
            // A link to open elsewhere too; here the page stays and its Billing tab opens.
            event.preventDefault();
            navigate({ search: billingTab });
          }}
        >
          {t("releaseHolds.payNow")}
        </Button>
      }
    />
  );
}
