import type { Catalog } from "../catalog";

/** The job page's stage control (the professional) and draft return card (both sides). */
export const jobStagePages = {
  stageLabel: "Pasar este trabajo a",
  noteLabel: "Nota para su cliente (opcional)",
  notePlaceholder: "¿Qué necesita de su cliente?",
  move: "Pasar el trabajo",
  moved: "El trabajo avanzó.",
  sameStage: "Elija otra etapa para pasar el trabajo.",
  waitingNoteHeading: "Su profesional necesita más información",
  waitingNoWords: "Su profesional necesita más información. Envíele un mensaje para preguntarle cuál.",
  draftHeading: "Borrador de la declaración",
  noDraftTaxpayer:
    "{professional} compartirá aquí un borrador de su declaración para que usted lo revise antes de presentarla.",
  noDraftExpert:
    "Aún no se ha compartido ningún borrador. Comparta la declaración como borrador para que su cliente la revise.",
  sharedOn: "Compartido el {date}",
  reviewPending: "Esperando revisión",
  reviewApproved: "Aprobado",
  reviewChanges: "Se pidieron cambios",
  approve: "Aprobar",
  askForChanges: "Pedir cambios",
  changesDialogTitle: "Pedir cambios",
  commentLabel: "¿Qué debe cambiar?",
  send: "Enviar",
  approvedNote: "Usted aprobó este borrador. {professional} puede presentar su declaración.",
  changesNote: "Usted pidió cambios: {comment}",
  clientApproved: "Su cliente aprobó este borrador el {date}.",
  clientAskedChanges: "Su cliente pidió cambios el {date}: {comment}",
  clientToReview: "Su cliente aún no ha revisado este borrador.",
  shareDraft: "Compartir un borrador",
  shareNewDraft: "Compartir un nuevo borrador",
  pdfOnly: "Solo PDF",
  downloadDraft: "Descargar el borrador",
  earlierDrafts: "{count, plural, one {# borrador anterior} other {# borradores anteriores}}",
} as const satisfies Catalog["jobStagePages"];
