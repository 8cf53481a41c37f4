import type { Catalog } from "../catalog";

/** Payments as the API says them in lists, the CSV export and receipts. */
export const paymentLedger = {
  paymentNotFound:
    "No encontramos este pago entre los suyos. Abra su historial de facturación o su página de pagos para verlos.",
  receiptNotPaid:
    "Este pago no tiene recibo: su estado es {status}. El recibo estará listo cuando se procese el pago.",
  statusOpen: "abierto",
  statusProcessing: "en proceso",
  statusPaid: "pagado",
  statusFailed: "fallido",
  statusExpired: "vencido",
  csvDatePaid: "Fecha de pago",
  csvReceipt: "Recibo",
  csvInvoice: "Factura",
  csvClient: "Cliente",
  csvMethod: "Método",
  csvAmount: "Cantidad",
  csvFee: "Cargo de Taxlane",
  csvRefunded: "Reembolsos",
  csvNet: "Neto",
  csvStatus: "Estado",
  receiptTitle: "Recibo {number}",
  receiptPaidOn: "Pagado el {date}",
  receiptFrom: "De (profesional de impuestos): {name}",
  receiptTo: "Pagado por: {name}",
  receiptInvoice: "Factura {number}",
  receiptLine: "{quantity} x {unit}",
  receiptInvoiceTotal: "Total de la factura: {total}",
  receiptAmountPaid: "Cantidad pagada: {amount}",
  receiptMethod: "Pagado con: {method}",
  receiptMethodUnknown: "Pagado en línea",
  receiptRefunds: "Reembolsos",
  receiptRefund: "{date}: reembolso de {amount}. {reason}",
  receiptRefundedTotal: "Reembolso total: {amount}. Cantidad conservada: {kept}.",
  receiptNote: "Pagado en línea a través de Taxlane. Guarde este recibo para sus registros.",
} as const satisfies Catalog["paymentLedger"];
