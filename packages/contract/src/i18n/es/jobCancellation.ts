import type { Catalog } from "../catalog";

/** A taxpayer cancelling a job before work starts, as the API says it: refusals, notices, the outcome. */
export const jobCancellation = {
  reviewStarted:
    "{professional} ya comenzó a revisar su información, así que este trabajo ya no se puede cancelar aquí. Envíele un mensaje y pídale que detenga el trabajo.",
  alreadyFiled: "Su declaración ya se presentó, así que este trabajo ya no se puede cancelar.",
  paymentProcessing:
    "Todavía se está procesando un pago bancario de este trabajo. Cancele cuando se haya acreditado, para que se pueda hacer su reembolso.",
  paymentArriving:
    "Acaba de pagar una factura de este trabajo. Actualice la página para ver el pago y luego vuelva a cancelar.",
  voidReason: "Trabajo cancelado",
  refundReason: "Reembolso: trabajo cancelado antes de comenzar",
  cancelled: "Este trabajo se canceló, así que no puede avanzar.",
  noReturnUpload: "Su cliente canceló este trabajo, así que no se puede subir ninguna declaración para él.",
  noInvoices: "Este trabajo se canceló, así que ya no se puede emitir ninguna factura para él.",
  noPriceChanges: "Este trabajo se canceló, así que su precio ya no puede cambiar.",
  noPayments:
    "Este trabajo se canceló, así que sus facturas ya no se pueden pagar. Si cree que debe algo, envíe un mensaje a su profesional.",
  refundedOutcome: "Su trabajo está cancelado. Se está haciendo el reembolso de {amount} a su tarjeta.",
  keptOutcome:
    "Su trabajo está cancelado. {professional} conserva los {amount} que usted pagó: su carta de compromiso indica que no hay reembolso de un depósito pagado cuando usted cancela antes de que comience el trabajo.",
  nothingPaidOutcome: "Su trabajo está cancelado. No había pagado nada, así que no hay ningún reembolso.",
  cancelledTitle: "El contribuyente {taxpayer} canceló su preparación de impuestos",
  cancelledText:
    "El contribuyente {taxpayer} canceló su preparación de impuestos de {taxYear} antes de que usted comenzara a revisarla. {money}",
  cancelledWithReasonText:
    "El contribuyente {taxpayer} canceló su preparación de impuestos de {taxYear} antes de que usted comenzara a revisarla. {money} Su motivo: {reason}",
  refundedMoney: "Se hizo el reembolso de su pago de {amount} a su tarjeta.",
  keptMoney: "Usted conserva los {amount} que pagó, como indica su carta de compromiso.",
  nothingPaidMoney: "No se había pagado nada.",
} as const satisfies Catalog["jobCancellation"];
