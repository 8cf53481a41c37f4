import type { Catalog } from "../catalog";

/** The taxpayer's "Cancel this job" on the job page, and how both sides' pages show a cancelled job. */
export const jobCancellationPages = {
  cancelJob: "Cancelar este trabajo",
  dialogTitle: "¿Desea cancelar este trabajo?",
  dialogIntro:
    "{professional} todavía no ha comenzado a revisar su información, así que aún puede cancelar. Un trabajo cancelado no se puede reanudar, y las facturas que no haya pagado se anulan.",
  refundLine:
    "Lo que pagó, {amount}, se le devuelve a su tarjeta como reembolso. Puede tardar de 5 a 10 días hábiles en llegar.",
  keptLine:
    "{professional} se queda con lo que usted pagó, {amount}: su carta de compromiso dice que un depósito pagado no tiene reembolso si usted cancela antes de que comience el trabajo.",
  nothingPaidLine: "No ha pagado nada por este trabajo, así que no hay ningún reembolso.",
  reasonLabel: "¿Por qué cancela? (opcional)",
  reasonHelp: "{professional} leerá esto junto con el aviso de que usted canceló.",
  confirm: "Cancelar el trabajo",
  keep: "Conservar el trabajo",
  problem: "No pudimos cancelar el trabajo",
  cancelledTag: "Cancelado",
  cancelledOn: "Usted canceló este trabajo el {date}.",
  clientCancelledOn: "{client} canceló este trabajo el {date}.",
  refundedNote: "Se hizo un reembolso de {amount} a su tarjeta.",
  keptNote: "{professional} se quedó con los {amount} que usted pagó, según su carta de compromiso.",
  reasonNote: "Motivo indicado: {reason}",
  billingClosed: "Este trabajo se canceló: aquí ya no se factura ni se paga nada más.",
} as const satisfies Catalog["jobCancellationPages"];
