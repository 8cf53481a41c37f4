import type { Catalog } from "../catalog";

/** Reminders: what each one says, how a job's list names them, and their refusals. */
export const reminders = {
  organizerQuestionFallback: "Una pregunta de su organizador de impuestos",
  spouseSuffix: "{label} (cónyuge)",
  organizerTitle: "Recordatorio: su organizador de impuestos le espera",
  organizerText:
    "Usted pidió que se le recordara más tarde “{question}”. Su profesional de impuestos aún lo necesita.",
  documentTitle: "Recordatorio: su profesional de impuestos le pidió “{document}”",
  documentText:
    "Su profesional de impuestos aún espera “{document}”. Súbalo en la pestaña Documentos de su preparación de impuestos.",
  appointmentInAnHourTitle: "Su cita comienza en una hora",
  appointmentTomorrowTitle: "Su cita es mañana",
  appointmentText: "Recordatorio: su cita de Taxlane es el {when}.",
  estimatedTaxTitle: "Pago de impuesto estimado que vence el {due}",
  estimatedTaxText:
    "Su próximo pago de impuesto estimado vence el {due}. Páguelo a tiempo para evitar una multa por pago insuficiente. ¿Ya lo pagó? Márquelo como pagado en su página de Notificaciones.",
  notEstimatedTaxDay: "Esta no es una fecha de vencimiento del impuesto estimado.",
  paysNoEstimatedTax: "Ninguna de sus preparaciones de impuestos paga impuesto estimado.",
  jobNotFound: "No encontramos esa preparación de impuestos.",
  reminderNotFound: "No encontramos ese recordatorio.",
  reminderStopped: "Este recordatorio está detenido.",
  alreadyAnswered: "El contribuyente ya respondió esto: no se envió ningún recordatorio.",
  quoteAwaitedTitle: "Un contribuyente espera su cotización",
  quoteAwaitedText:
    "Hace un día recibió una solicitud de cotización que aún no tiene respuesta. Envíe una cotización mientras el contribuyente todavía está eligiendo.",
  moreProfessionals: "{count, plural, one {# profesional más} other {# profesionales más}}",
  introducedTitle: "Presentamos su solicitud a {professionals}",
  introducedText:
    "Su solicitud ha recibido pocas respuestas hasta ahora, así que la presentamos a {professionals} que encajan con ella. Cada cotización que envíen aparecerá en su página de Cotizaciones.",
  estimatedTaxHeading: "Pagos de impuesto estimado",
  estimatedTaxHint: "Marque un pago cuando lo haya pagado: no se lo recordaremos.",
  estimatedTaxLoadError: "No pudimos cargar sus pagos de impuesto estimado.",
  savingFailed: "No se pudo guardar.",
  somethingWentWrong: "Algo salió mal.",
  cadenceLabel: "Días entre recordatorios",
  noneYet: "Aún no hay recordatorios.",
  stopConfirm: "¿Detener este recordatorio?",
  listHeading: "Recordatorios de este trabajo",
  tabReminders: "Recordatorios",
  jobRemindersLead:
    "A su cliente se le recuerdan las preguntas del organizador que dejó para después y los documentos que usted pidió, hasta que responda. Los recordatorios se detienen solos una vez respondidos. Las horas están en {zone}, la zona horaria de su horario de trabajo.",
} as const satisfies Catalog["reminders"];
