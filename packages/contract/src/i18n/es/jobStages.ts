import type { Catalog } from "../catalog";

/**
 * The professional moving a job through its stages and sharing the return as a draft for the client's
 * review, as the API says it: field rules, refusals, notices.
 */
export const jobStages = {
  statusInvalid: "Elija una etapa: en proceso, en espera de información o en revisión.",
  noteTooLong: "Una nota puede tener 500 caracteres como máximo.",
  commentRequired: "Indique qué se debe cambiar, para que su profesional sepa qué corregir.",
  commentTooLong: "Un comentario puede tener 2,000 caracteres como máximo.",
  approveInvalid: "Elija aprobar el borrador o pedir cambios.",
  filedByFiling:
    "Un trabajo pasa a presentado cuando se presenta su declaración, no al moverlo. Comparta el borrador con su cliente y luego presente la declaración.",
  cannotMoveBack:
    "Este trabajo ya pasó de “{stage}”. Un trabajo avanza, o pasa entre en proceso y en espera de información.",
  stepWaiting: "en espera de información",
  stepNotStarted: "sin comenzar",
  jobFiled: "La declaración se presentó, así que este trabajo ya no cambia de etapa.",
  movedTitle: "Su preparación de impuestos está {stage}",
  inProcessText:
    "Su profesional está trabajando en su declaración de impuestos de {taxYear}. Siga respondiendo el organizador de impuestos y subiendo los documentos a medida que los reciba.",
  waitingText:
    "Su profesional necesita más información para su declaración de impuestos de {taxYear}. Abra el trabajo para ver lo que le pidió y luego respóndale.",
  waitingWithNoteText:
    "Su profesional necesita más información para su declaración de impuestos de {taxYear}: “{note}” Abra el trabajo para responderle.",
  inForReviewText:
    "Su profesional está revisando todo para su declaración de impuestos de {taxYear}. Le compartirá un borrador de la declaración para que lo revise.",
  draftReadyTitle: "El borrador de su declaración está listo para revisar",
  draftReadyText:
    "Su profesional compartió un borrador de su declaración de impuestos de {taxYear}. Descárguelo, revíselo y luego apruébelo o pida cambios.",
  returnFiled: "La declaración se presentó; ya no se puede compartir un borrador nuevo.",
  noDraft:
    "Todavía no hay un borrador de la declaración para revisar. Su profesional lo compartirá cuando esté listo.",
  draftReplaced:
    "Su profesional compartió un borrador más reciente desde que abrió este. Revise el borrador más reciente.",
  alreadyReviewed: "Ya revisó este borrador. Su profesional puede compartir uno nuevo.",
  draftFiled: "La declaración se presentó, así que su borrador ya no se puede revisar.",
  approvedTitle: "Su cliente aprobó el borrador de la declaración",
  approvedText:
    "Su cliente aprobó el borrador de su declaración de impuestos de {taxYear}. Ya puede presentarla.",
  changesTitle: "Su cliente pidió cambios en el borrador de la declaración",
  changesText:
    "Su cliente pidió cambios en el borrador de su declaración de impuestos de {taxYear}: “{comment}”",
} as const satisfies Catalog["jobStages"];
