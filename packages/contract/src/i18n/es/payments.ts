import type { Catalog } from "../catalog";

/** Paying an invoice online, as the API says it: refusals, failures, notices, mails, receipts. */
export const payments = {
  bankAccount: "Cuenta bancaria",
  card: "Tarjeta",
  refundRefused:
    "No se puede hacer un reembolso de ese monto de este pago: es más de lo que queda por reembolsar, o el pago está en disputa.",
  declinedCard: "Su tarjeta fue rechazada. Pruebe con otra tarjeta, o pregúntele a su banco por qué.",
  declinedFunds:
    "Su tarjeta fue rechazada por fondos insuficientes. Pruebe con otra tarjeta o con una cuenta bancaria.",
  declinedExpired: "Su tarjeta venció. Revise la fecha de vencimiento o use otra tarjeta.",
  declinedCvc:
    "El código de seguridad no coincide. Revise los 3 o 4 dígitos de su tarjeta e intente de nuevo.",
  declinedProcessing: "No se pudo procesar el pago. No se hizo ningún cargo; intente de nuevo.",
  declinedBank: "Su banco rechazó el pago. Revise los datos de la cuenta o pague con tarjeta.",
  declinedOther: "El pago no se completó y no se hizo ningún cargo. Intente de nuevo o use otra tarjeta.",
  invoiceNotFound:
    "No pudimos encontrar esta factura entre las suyas. Abra la pestaña Facturación del trabajo para ver sus facturas.",
  paymentNotFound: "No pudimos encontrar este pago entre los suyos. Abra su página de pagos para verlos.",
  invoiceVoid: "La factura {number} se anuló, así que no hay nada que pagar.",
  invoicePaid:
    "La factura {number} está pagada en su totalidad. Su recibo está en la pestaña Facturación del trabajo.",
  processingAlready:
    "Se está procesando un pago bancario de esta factura. Tarda unos días; le avisaremos cuando se acredite.",
  payoutsNotReady:
    "Su contador todavía no ha configurado los pagos en línea. Envíele un mensaje para preguntarle cómo pagar, o intente de nuevo más tarde.",
  notSetUp:
    "Los pagos en línea aún no están configurados en este Taxlane, así que no se pueden conectar los depósitos. El operador los activa con las claves de Stripe.",
  checkoutDescription: "Factura {number} de {professional}",
  paidTitle: "Pago recibido: {amount}",
  paidText: "Su pago de {amount} a {professional} por la factura {number} se completó. Recibo {receipt}.",
  receivedTitle: "{client} pagó {amount}",
  receivedText: "{client} pagó {amount} de la factura {number}. Recibo {receipt}.",
  receivedUnexpectedText:
    "{client} pagó {amount} de la factura {number}, que ya no acepta pagos (se anuló o ya estaba pagada). Haga el reembolso desde su página de pagos.",
  voidWhileProcessing:
    "Se está procesando un pago bancario de esta factura. Espere hasta que se acredite o no se complete antes de anular la factura.",
  voidWhilePaying:
    "Su cliente acaba de pagar esta factura, así que no se puede anular. Actualice la página para ver el pago; haga un reembolso si es necesario.",
  failedTitle: "Su pago bancario no se completó",
  refundNotPaid: "Solo se puede hacer un reembolso de un pago que se completó.",
  refundAboveLeft:
    "Puede hacer un reembolso de {left} como máximo de este pago (lo pagado, menos los reembolsos ya hechos); {amount} es más.",
  refundedAtProvider: "Reembolso hecho en el proveedor de pagos",
  refundedTitle: "{professional} le hizo un reembolso de {amount}",
  refundedText: "{professional} le hizo un reembolso de {amount} de su pago {receipt}: {reason}",
  disputedTitle: "Un pago de {amount} está en disputa",
  disputedText:
    "El banco de su cliente informa una disputa de {amount} sobre el recibo {receipt}. El proveedor de pagos le pedirá pruebas; los operadores de Taxlane también pueden verlo.",
} as const satisfies Catalog["payments"];
