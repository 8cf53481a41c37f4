import type { Catalog } from "../catalog";

/** Invoices as the API says them: refusals, notices, mails. */
export const invoices = {
  jobNotFound:
    "No pudimos encontrar este trabajo entre los suyos. Revise el enlace, o abra el trabajo desde su lista de clientes.",
  billingJobNotFound:
    "No pudimos encontrar este trabajo entre los suyos. Revise el enlace, o abra el trabajo desde su lista de trabajos.",
  invoiceNotFound:
    "No pudimos encontrar esta factura. Puede haber sido un borrador que se eliminó; abra la pestaña Facturación del trabajo para ver sus facturas.",
  totalTooLarge:
    "El total de una factura puede ser de $100,000.00 como máximo. Divida el trabajo en más de una factura.",
  depositAboveTotal:
    "El depósito ({deposit}) es mayor que el total de la factura ({total}). Reduzca el depósito, u omítalo para facturar todo el total de una vez.",
  dueDatePast: "La fecha de vencimiento {date} ya pasó. Elija hoy o una fecha posterior.",
  aboveAgreedPrice:
    "El total de esta factura, {total}, es mayor que lo que queda por facturar en el trabajo. El precio acordado es {agreed} y ya se facturaron {invoiced} (incluidos los borradores), así que se pueden facturar {left} como máximo. Para facturar más, primero pídale a su cliente un cambio de precio; cuando lo acepte, el precio acordado aumenta.",
  notDraft:
    "Solo se puede cambiar un borrador; esta factura está {status} y su cliente la tiene tal como está. Si tiene un error y no se pagó nada, anúlela y envíe una nueva factura.",
  alreadySent: "Esta factura ya se envió como {number}. No hay nada más que enviar.",
  sentNotDeleted:
    "Una factura enviada no se puede eliminar, porque su cliente ya la tiene. En su lugar, anúlela e indique el motivo.",
  draftNotVoided: "Un borrador no se anula; elimínelo en su lugar, ya que su cliente nunca lo vio.",
  refundFirst:
    "Su cliente ya pagó {paid} de esta factura, así que no se puede anular. Primero haga el reembolso del pago.",
  isFinal: "Esta factura está {status}, así que ya no puede cambiar.",
  numberTaken: "Otra de sus facturas se estaba numerando en el mismo momento. Envíe esta factura de nuevo.",
  statusSent: "enviada",
  statusPartlyPaid: "pagada en parte",
  statusPaid: "pagada",
  statusVoid: "anulada",
  sentTitle: "Nueva factura {number} de {professional}",
  sentText: "{professional} le envió la factura {number} por {total}, con vencimiento el {date}.",
  sentDepositText:
    "De ese monto, {deposit} es un depósito que vence ahora; el resto, {rest}, vence al terminar el trabajo.",
  sentNotesText: "Su nota: {notes}",
  sentLinkText: "Vea la factura en la pestaña Facturación de su trabajo: {url}",
  voidedTitle: "La factura {number} de {professional} está anulada",
  voidedText:
    "{professional} anuló la factura {number} ({total}), así que usted no la debe. Su motivo: {reason}",
} as const satisfies Catalog["invoices"];
