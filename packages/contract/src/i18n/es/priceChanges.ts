import type { Catalog } from "../catalog";

/** Price changes as the API says them: refusals, notices, mails. */
export const priceChanges = {
  jobNotFound:
    "No encontramos este trabajo entre los suyos. Revise el enlace o abra el trabajo desde su lista de clientes.",
  changeNotFound:
    "No encontramos este cambio de precio. Abra la pestaña Facturación del trabajo para ver sus cambios de precio.",
  onePending:
    "Ya hay un cambio de precio esperando la respuesta de su cliente. Espere a que responda o primero retire el que está pendiente.",
  belowInvoiced:
    "Con esto el precio acordado sería {newPrice}, menos que los {invoiced} ya facturados. Pida una reducción menor o primero anule una factura no pagada.",
  belowZero:
    "Con esto el precio acordado sería menor que $0.00. El precio ahora es {agreed}, así que puede bajar como máximo esa cantidad.",
  invoicedSinceAsked:
    "Desde que pidió esta reducción, su profesional ha facturado {invoiced}, más que los {newPrice} que resultarían como precio acordado. Rechácela, o pídale que la retire y que pida una menor.",
  alreadyAcceptedByYou: "Usted ya aceptó este cambio de precio, así que ya no se puede rechazar.",
  alreadyDeclinedByYou:
    "Usted ya rechazó este cambio de precio, así que ya no se puede aceptar. Su profesional puede pedir uno nuevo.",
  withdrawnBeforeAnswer:
    "Su profesional retiró este cambio de precio, así que no hay nada que responder. El precio acordado no cambió.",
  acceptedByClient: "Su cliente ya aceptó este cambio de precio, así que ya no se puede retirar.",
  declinedByClient: "Su cliente ya rechazó este cambio de precio, así que no hay nada que retirar.",
  raiseOf: "un aumento de {amount}",
  reductionOf: "una reducción de {amount}",
  someProfessional: "Su profesional de impuestos",
  someTaxpayer: "Su cliente",
  requestedTitle: "Su profesional de impuestos pide cambiar el precio",
  requestedText:
    "{professional} pide {change} en el precio acordado, que pasaría a ser {newPrice}. Acéptelo o rechácelo en la pestaña Facturación del trabajo.",
  mailRequestedText:
    "{professional} pide {change} en el precio acordado de su preparación de impuestos. El precio acordado ahora es {agreed}; si usted acepta, pasa a ser {newPrice}.",
  mailReason: "Su motivo: {reason}",
  mailNothingUntilAccepted:
    "No se factura nada por encima del precio acordado hasta que usted acepte. Para aceptar o rechazar, abra {url}",
  acceptedTitle: "Su cliente aceptó el cambio de precio",
  acceptedText: "{taxpayer} aceptó {change}. El precio acordado ahora es {newPrice}.",
  declinedTitle: "Su cliente rechazó el cambio de precio",
  declinedText: "{taxpayer} rechazó {change}. El precio acordado sigue siendo {agreed}.",
  declinedWithNoteText:
    "{taxpayer} rechazó {change}. El precio acordado sigue siendo {agreed}. Su nota: {note}",
  withdrawnTitle: "Su profesional de impuestos retiró un cambio de precio",
  withdrawnText:
    "{professional} retiró {change} que había pedido. El precio acordado sigue siendo {agreed}; usted no tiene nada que responder.",
} as const satisfies Catalog["priceChanges"];
