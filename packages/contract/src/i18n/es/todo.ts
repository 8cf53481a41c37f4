import type { Catalog } from "../catalog";

/** The to-do list: what each item says (the API words them) and the page and card that show them. */
export const todo = {
  // Items, as the API words them.
  quoteReceivedTitle:
    "{count, plural, one {Revise la cotización para su solicitud} other {Elija entre # cotizaciones para su solicitud}}",
  quoteReceivedDetail: "Elija el profesional de impuestos que desea contratar.",
  organizerFinishTitle: "Termine su organizador de impuestos",
  organizerFinishDetail:
    "Responda las preguntas y presione Terminar en el último paso, para que su profesional de impuestos pueda comenzar su declaración.",
  organizerSectionsTitle:
    "{count, plural, one {# sección} other {# secciones}} de su organizador de impuestos pendientes para después",
  organizerSectionsDetail:
    "Usted pidió volver a ellas. Su profesional de impuestos las necesita para preparar su declaración.",
  documentRequestedTitle: 'Suba "{document}"',
  documentReplacementTitle: 'Suba "{document}" de nuevo',
  documentRequestedDetail: "Su profesional de impuestos lo pidió.",
  signatureWaitingTitle: 'Firme "{document}"',
  signatureWaitingDetail: "Su profesional de impuestos se lo envió para que lo firme.",
  invoiceDueTitle: "Pague la factura {number}",
  invoiceDueDetail: "Le quedan {amount} por pagar.",
  priceChangeTitle: "Acepte o rechace un cambio de precio",
  priceChangeDetail: "{amount}: {reason}",
  taxNoticeQuoteTitle: "Acepte o rechace la cotización para su {letter}",
  taxNoticeQuoteDetail: "Su profesional de impuestos le dio una cotización de {amount} por la respuesta.",
  filingRejectedTitle: "Corrija y vuelva a presentar la declaración rechazada ({jurisdiction})",
  filingRejectedDetail:
    "El IRS la rechazó con el código {code}. Avísele a su cliente y vuelva a presentarla dentro de 24 horas.",
  taxNoticeTitle: "Responda el documento de su cliente: {letter}",
  taxNoticeDetail: "Responda a más tardar el {deadline}.",
  quoteRequestIndividualTitle: "Envíe una cotización para una solicitud de declaración personal",
  quoteRequestBusinessTitle: "Envíe una cotización para una solicitud de declaración de negocio",
  quoteRequestDetail: "Un contribuyente espera cotizaciones. Envíe su cotización mientras está eligiendo.",
  quoteChosenTitle: "Confirme la cotización que eligió {name}",
  quoteChosenDetail: "Al confirmarla, comienza la preparación de impuestos.",
  organizerChangedTitle:
    "{count, plural, one {# respuesta del organizador cambió} other {# respuestas del organizador cambiaron}} desde su última revisión",
  organizerNewTitle:
    "{count, plural, one {# respuesta del organizador} other {# respuestas del organizador}} para revisar",
  organizerChangedDetail: "Revise lo que cambió el contribuyente.",
  organizerFilesTitle:
    "{count, plural, one {# archivo del organizador} other {# archivos del organizador}} para revisar",
  organizerFilesDetail:
    "El contribuyente los entregó en el organizador. Acepte cada uno en la pestaña Documentos o vuelva a pedirlo.",
  documentProvidedTitle: 'Revise "{document}"',
  documentProvidedDetail: "El contribuyente lo subió. Acéptelo o vuelva a pedirlo.",
  signatureCompletedTitle: 'Se firmó "{document}"',
  signatureCompletedDetail: "Todos los firmantes firmaron. El PDF sellado está listo para descargar.",
  paymentReceivedTitle: "Pago de {amount} recibido",
  paymentReceivedDetail: "Por la factura {number}.",
  appointmentRequestTitle: "Responda la solicitud de cita de {name}",
  appointmentRequestDetail: "Apruébela o rechácela antes de que comience.",
  jobLabel: "Declaración de {year} con {name}",
  // The page and card.
  pageTitle: "Pendientes",
  menuLabel: "Pendientes",
  menuCount: "{count, plural, one {# pendiente le espera} other {# pendientes le esperan}}",
  loading: "Cargando sus pendientes",
  loadFailed: "No pudimos cargar su lista de pendientes.",
  retry: "Intentar de nuevo",
  emptyTitle: "No tiene nada pendiente",
  emptyTaxpayerLink: "Ir a sus preparaciones de impuestos",
  emptyProfessionalLink: "Ir a sus solicitudes",
  emptyTaxpayer:
    "Cuando su profesional de impuestos le pida algo — una respuesta, un documento, una firma o un pago — aparecerá aquí.",
  emptyProfessional:
    "Aquí aparecen las nuevas solicitudes de cotización, las cotizaciones elegidas, los documentos subidos, las firmas y los pagos por revisar.",
  beforeJob: "Solicitudes y cotizaciones",
  jobFallback: "Preparación de impuestos n.º {id}",
  listLabel: "Lo que tiene pendiente",
  dueOn: "Vence el {date}",
  cardTitle: "Pendientes",
  seeAll: "Ver los {count}",
  summary: "{count, plural, one {# pendiente le espera} other {# pendientes le esperan}}",
} as const satisfies Catalog["todo"];
