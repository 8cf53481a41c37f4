import type { Catalog } from "../catalog";

/** What the taxpayer is told while the professional holds the return and the 8879 until an invoice is paid. */
export const releaseHolds = {
  returnHeld:
    "{professional} le entregará su declaración una vez que se pague la factura {number} (quedan {due} por pagar). Páguela en la pestaña Facturación de su trabajo y luego descargue la declaración.",
  signatureHeld:
    "{professional} le enviará este documento para firmar una vez que se pague la factura {number} (quedan {due} por pagar). Páguela en la pestaña Facturación de su trabajo y luego vuelva a abrir este enlace.",
  returnReady:
    "Su declaración está lista. {professional} se la entregará una vez que se pague la factura {number}.",
  returnReadyDue: "Quedan {due} por pagar, con vencimiento el {date}.",
  payNow: "Pagar ahora",
  signingHeldTitle: "Esperando el pago de una factura",
} as const satisfies Catalog["releaseHolds"];
