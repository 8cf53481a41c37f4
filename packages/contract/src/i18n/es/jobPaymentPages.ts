import type { Catalog } from "../catalog";

/** Paying an invoice on a job's Billing tab, and what each side sees of the payments. */
export const jobPaymentPages = {
  payDeposit: "Pagar el depósito de {amount}",
  payBalance: "Pagar {amount}",
  payAll: "Pagar todo: {amount}",
  payingLabel: "Abriendo la página de pago…",
  payProblem: "No pudimos abrir la página de pago",
  notOnline:
    "{name} todavía no ha configurado los pagos en línea. Envíele un mensaje para preguntarle cómo pagar esta factura.",
  paymentsTitle: "Pagos",
  paidLine: "{amount} pagado el {date}",
  paidWith: "con {method}",
  processingLine:
    "{amount} por transferencia bancaria, en proceso desde el {date}. Tarda unos días en acreditarse.",
  failedLine: "El pago de {amount} no se pudo realizar el {date}: {reason}",
  refundLine: "Reembolso de {amount} el {date}: {reason}",
  refundPending: "Reembolso de {amount} en camino ({reason})",
  disputedLine: "Disputado por el banco: {amount} ({status})",
  receipt: "Recibo",
  returnConfirming: "Estamos confirmando su pago con el proveedor de pagos…",
  returnPaid: "Gracias. Su pago de {amount} se realizó.",
  returnPaidText: "El recibo {number} está abajo, listo para descargar. Ya se le avisó a {name}.",
  returnProcessing: "Su pago bancario de {amount} está en proceso.",
  returnProcessingText: "Tarda unos días en acreditarse; le avisaremos cuando se acredite.",
  returnSlow:
    "Todavía no recibimos respuesta del proveedor de pagos. Si pagó, el pago aparecerá aquí en unos minutos; no se le cobró dos veces.",
  payoutsMissingTitle: "Sus clientes todavía no pueden pagar en línea",
  payoutsMissingText:
    "Conecte las transferencias para que los clientes puedan pagar sus facturas con tarjeta o transferencia bancaria.",
  payoutsMissingLink: "Configurar las transferencias",
} as const satisfies Catalog["jobPaymentPages"];
