import type { Catalog } from "../catalog";

/** The reminder a taxpayer gets of an invoice with something left to pay. */
export const invoiceReminders = {
  title: "Recordatorio: quedan {due} por pagar de la factura {number}",
  text: "La factura {number} de {professional} tiene {due} pendientes de pago, con vencimiento el {date}. Puede pagarla en la pestaña Facturación de su trabajo.",
  textPastDue:
    "La factura {number} de {professional} tiene {due} pendientes de pago; venció el {date}. Puede pagarla en la pestaña Facturación de su trabajo.",
  linkText: "Pague o vea la factura: {url}",
} as const satisfies Catalog["invoiceReminders"];
