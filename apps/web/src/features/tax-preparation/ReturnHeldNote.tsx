import type { ReleaseHold } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Alert } from "antd";
import { ButtonLink } from "../../components/ui/Button";
import { centsText, dateText } from "../../lib/format";

/**
 * Where the return would be while the professional holds it until an invoice is paid: what to pay,
 * by when, and a link to the job's Billing tab (the tabs read `?tab=`) to pay it.
 */
export function ReturnHeldNote({ hold, professional }: { hold: ReleaseHold; professional: string }) {
  return (
    <Alert
      type="info"
      showIcon
      title={t("releaseHolds.returnReady", { professional, number: hold.invoiceNumber })}
      description={t("releaseHolds.returnReadyDue", {
        due: centsText(hold.dueCents),
        date: dateText(hold.dueDate),
      })}
      action={<ButtonLink to={{ search: "?tab=billing" }}>{t("releaseHolds.payNow")}</ButtonLink>}
    />
  );
}
