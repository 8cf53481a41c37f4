import { useQuery } from "@tanstack/react-query";
import { t } from "@taxlane/contract/i18n";
import { Select } from "antd";
import { useId, useState } from "react";
import { DownloadBlock } from "../../../components/DownloadBlock";
import { LoadError, LoadingCard } from "../../../components/QueryStates";
import { fetchPaymentsCsv, professionalPaymentsQuery } from "./api";
import { PaymentTotalsCard } from "./PaymentTotalsCard";
import { ProfessionalPaymentsCard } from "./ProfessionalPaymentsCard";

/** The years offered: this year and the five before it. */
const YEARS_BACK = 5;

/** The year filter, the totals and the payments of the year chosen, and their CSV. */
export function PaymentsLedger() {
  const [year, setYear] = useState<number | null>(null);
  const yearId = useId();
  const payments = useQuery(professionalPaymentsQuery(year));
  const thisYear = new Date().getFullYear();
  const options = [
    { value: "all", label: t("paymentPages.allYears") },
    ...Array.from({ length: YEARS_BACK + 1 }, (_, back) => ({
      value: String(thisYear - back),
      label: String(thisYear - back),
    })),
  ];
  return (
    <>
      <div className="tl-ledger__toolbar">
        <label htmlFor={yearId}>{t("paymentPages.yearLabel")}</label>
        <Select
          id={yearId}
          className="tl-ledger__year"
          value={year === null ? "all" : String(year)}
          options={options}
          onChange={(value: string) => setYear(value === "all" ? null : Number(value))}
        />
        <DownloadBlock
          fetchFile={() => fetchPaymentsCsv(year)}
          fileName={`taxlane-payments-${year ?? "all"}.csv`}
          className="tl-ledger__csv"
        >
          {t("paymentPages.downloadCsv")}
        </DownloadBlock>
      </div>
      {payments.isPending ? (
        <LoadingCard label={t("paymentPages.paymentsLoading")} />
      ) : payments.isError ? (
        <LoadError
          title={t("paymentPages.paymentsLoadError")}
          error={payments.error}
          onRetry={() => void payments.refetch()}
          retrying={payments.isRefetching}
        />
      ) : (
        <>
          <PaymentTotalsCard totals={payments.data.totals} />
          <ProfessionalPaymentsCard payments={payments.data.payments} year={year} />
        </>
      )}
    </>
  );
}
