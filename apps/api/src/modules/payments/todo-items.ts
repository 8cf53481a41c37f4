import { formatCents, RoleId } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { ToDoEntry, ToDoSource } from "../../lib/todo-source";
import { invoiceNumber } from "./invoice-math";
import { paymentsToDoRepository } from "./todo-items.repository";
import { unpaidInvoicesRepository } from "./unpaid-invoices.repository";

/** Payments are shown as news this long: there is no "seen" mark, so the list forgets them after a week. */
export const PAYMENT_RECEIVED_SHOWN_MS = 7 * 86_400_000;

const billingOf = (side: "user" | "expert", quoteId: number) =>
  `${side}/tax_preparation/${quoteId}?tab=billing`;

/**
 * What of payments waits on a person. A taxpayer: invoices with something left to pay (gone once
 * paid or void) and price changes to accept or decline. A professional: payments received in the
 * last week (there is no "seen" state to clear them sooner).
 */
export const paymentsToDoSource: ToDoSource = {
  async itemsFor(db, person): Promise<ToDoEntry[]> {
    if (person.roleId === RoleId.taxpayer) {
      const [invoices, changes] = await Promise.all([
        unpaidInvoicesRepository.dueOfTaxpayer(db, person.userId),
        paymentsToDoRepository.pendingPriceChanges(db, person.userId),
      ]);
      return [
        ...invoices.map((invoice) => ({
          id: `invoice:${invoice.id}`,
          kind: "invoice-due" as const,
          title: t("todo.invoiceDueTitle", { number: invoiceNumber(invoice.numberSeq) ?? "" }),
          detail: t("todo.invoiceDueDetail", { amount: formatCents(invoice.totalCents - invoice.paidCents) }),
          link: billingOf("user", invoice.quoteId),
          quoteId: invoice.quoteId,
          dueAt: new Date(`${invoice.dueDate}T12:00:00Z`),
          createdAt: invoice.sentAt ?? invoice.createdAt,
        })),
        ...changes.map((change) => ({
          id: `price-change:${change.id}`,
          kind: "price-change" as const,
          title: t("todo.priceChangeTitle"),
          detail: t("todo.priceChangeDetail", {
            amount: `${change.amountCents > 0 ? "+" : ""}${formatCents(change.amountCents)}`,
            reason: change.reason,
          }),
          link: billingOf("user", change.quoteId),
          quoteId: change.quoteId,
          createdAt: change.createdAt,
        })),
      ];
    }
    if (person.roleId !== RoleId.expert) return [];
    const since = new Date(person.now.getTime() - PAYMENT_RECEIVED_SHOWN_MS);
    const received = await paymentsToDoRepository.paymentsReceivedSince(db, person.userId, since);
    return received.map((payment) => ({
      id: `payment:${payment.id}`,
      kind: "payment-received" as const,
      title: t("todo.paymentReceivedTitle", { amount: formatCents(payment.amountCents) }),
      detail: t("todo.paymentReceivedDetail", { number: invoiceNumber(payment.numberSeq) ?? "" }),
      link: billingOf("expert", payment.quoteId),
      quoteId: payment.quoteId,
      createdAt: payment.paidAt ?? person.now,
    }));
  },
};
