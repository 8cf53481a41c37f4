import type { InvoicePayment, PaymentStatus } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Empty, Table, type TableColumnsType, Tag, Typography } from "antd";
import { centsText, dateText } from "../../lib/format";

const statusTags: Record<PaymentStatus, { text: string; color: string }> = {
  paid: { text: t("operatorPayments.statusPaid"), color: "green" },
  processing: { text: t("operatorPayments.statusProcessing"), color: "blue" },
  failed: { text: t("operatorPayments.statusFailed"), color: "red" },
  open: { text: t("operatorPayments.statusOpen"), color: "default" },
  expired: { text: t("operatorPayments.statusExpired"), color: "default" },
};

/** Who paid whom for which invoice: the columns both tables start with. */
const partyColumns: TableColumnsType<InvoicePayment> = [
  { title: t("operatorPayments.columnInvoice"), render: (_, row) => row.invoiceNumber },
  { title: t("operatorPayments.columnProfessional"), render: (_, row) => row.professionalName },
  { title: t("operatorPayments.columnTaxpayer"), render: (_, row) => row.taxpayerName },
];

const paymentColumns: TableColumnsType<InvoicePayment> = [
  { title: t("operatorPayments.columnDate"), render: (_, row) => dateText(row.createdAt) },
  ...partyColumns,
  {
    title: t("operatorPayments.columnAmount"),
    align: "right",
    render: (_, row) => centsText(row.amountCents),
  },
  { title: t("operatorPayments.columnFee"), align: "right", render: (_, row) => centsText(row.feeCents) },
  {
    title: t("operatorPayments.columnRefunded"),
    align: "right",
    render: (_, row) => (row.refundedCents === 0 ? "" : centsText(row.refundedCents)),
  },
  {
    title: t("operatorPayments.columnStatus"),
    render: (_, row) => (
      <>
        <Tag color={statusTags[row.status].color}>{statusTags[row.status].text}</Tag>
        {row.failure ? <Typography.Text type="secondary">{row.failure}</Typography.Text> : null}
      </>
    ),
  },
  { title: t("operatorPayments.columnMethod"), render: (_, row) => row.methodLabel ?? "" },
];

/** The provider's words for a dispute ("needs_response") as they read in a sentence. */
const providerWords = (code: string) => code.replaceAll("_", " ");

const disputeColumns: TableColumnsType<InvoicePayment> = [
  {
    title: t("operatorPayments.columnOpened"),
    render: (_, row) => (row.dispute ? dateText(row.dispute.createdAt) : ""),
  },
  ...partyColumns,
  {
    title: t("operatorPayments.columnDisputed"),
    align: "right",
    render: (_, row) => (row.dispute ? centsText(row.dispute.amountCents) : ""),
  },
  { title: t("operatorPayments.columnReason"), render: (_, row) => providerWords(row.dispute?.reason ?? "") },
  { title: t("operatorPayments.columnStatus"), render: (_, row) => providerWords(row.dispute?.status ?? "") },
];

/** Payments in a table: as payments (`payments`), or by their open dispute (`disputes`). */
export function OperatorPaymentsTable({
  rows,
  kind,
  label,
}: {
  rows: readonly InvoicePayment[];
  kind: "payments" | "disputes";
  label: string;
}) {
  return (
    <Table<InvoicePayment>
      aria-label={label}
      rowKey="id"
      dataSource={[...rows]}
      columns={kind === "payments" ? paymentColumns : disputeColumns}
      pagination={false}
      scroll={{ x: true }}
      size="small"
      locale={{ emptyText: <Empty description={t("operatorPayments.noPayments")} /> }}
    />
  );
}
