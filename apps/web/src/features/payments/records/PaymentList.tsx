import type { InvoicePayment } from "@taxlane/contract";
import { Card, Grid, Table, type TableColumnsType } from "antd";
import type { ReactNode } from "react";
import { CardFields } from "../../../components/CardFields";
import "./payment-list.css";

/** One fact of a payment: a table column on wide screens, a line of its card on narrow ones. */
export interface PaymentField {
  key: string;
  title: string;
  render: (payment: InvoicePayment) => ReactNode;
  /** Amounts line up on the right in the table. */
  numeric?: boolean;
}

/** Past the table's natural width its card scrolls it, rather than widening the page. */
const TABLE_MIN_WIDTH = 880;

/**
 * Payments as a table on wide screens and as one card per payment on phones (as the jobs lists do),
 * from the same fields; each card is headed by `cardTitle`.
 */
export function PaymentList({
  payments,
  fields,
  label,
  cardTitle,
}: {
  payments: readonly InvoicePayment[];
  fields: readonly PaymentField[];
  /** The list's name for screen readers. */
  label: string;
  cardTitle: (payment: InvoicePayment) => string;
}) {
  const screens = Grid.useBreakpoint();
  if (screens.lg === true) {
    const columns: TableColumnsType<InvoicePayment> = fields.map((field) => ({
      key: field.key,
      title: field.title,
      align: field.numeric ? "right" : undefined,
      render: (_value: unknown, payment: InvoicePayment) => field.render(payment),
    }));
    return (
      <Table<InvoicePayment>
        className="tl-payment-list__table"
        rowKey="id"
        aria-label={label}
        columns={columns}
        dataSource={[...payments]}
        pagination={payments.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
        scroll={{ x: TABLE_MIN_WIDTH }}
      />
    );
  }
  return (
    <ul className="tl-payment-list__cards" aria-label={label}>
      {payments.map((payment) => (
        <li key={payment.id}>
          <Card title={cardTitle(payment)} size="small">
            <CardFields
              fields={fields.map((field) => ({
                key: field.key,
                title: field.title,
                value: field.render(payment),
              }))}
            />
          </Card>
        </li>
      ))}
    </ul>
  );
}
