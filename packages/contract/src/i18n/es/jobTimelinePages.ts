import type { Catalog } from "../catalog";

/** A job's timeline card on the job page of both sides: the steps' names and how a day reads. */
export const jobTimelinePages = {
  title: "Cronología",
  loading: "Cargando la cronología del trabajo",
  loadError: "No pudimos cargar la cronología del trabajo.",
  stepHired: "Contratado",
  stepEngagementSigned: "Carta de compromiso firmada",
  stepOrganizerComplete: "Organizador completo",
  stepDocumentsComplete: "Documentos completos",
  stepInReview: "En revisión",
  stepReturn8879Signed: "Formulario 8879 firmado",
  stepFiled: "Presentada",
  stepAccepted: "Aceptada por el IRS",
  stepRejected: "Rechazada por el IRS",
  stepRefundIssued: "Reembolso emitido",
  expectedBy: "Se espera a más tardar el {date}",
  late: "Atrasado",
  done: "Todos los pasos están terminados.",
} as const satisfies Catalog["jobTimelinePages"];
