import type { Catalog } from "../catalog";

/**
 * A job's timeline as the API says it: the next step in a sentence for whoever reads it, and what the
 * professional is told when the taxpayer's own steps move the job on. `{when}` is `due` (a day is
 * expected), `late` (it was expected) or `none` (no rule gives a day yet); `{day}` reads "Mar 14".
 */
export const jobTimeline = {
  // The taxpayer reads
  youSignLetter: "Pendiente de usted: firme la carta de compromiso.",
  youFinishOrganizer: "Pendiente de usted: termine el organizador de impuestos.",
  youUploadDocuments: "Pendiente de usted: suba los documentos que le pidió su profesional.",
  proStartsReview:
    "Su profesional comenzará a revisar lo que usted entregó{when, select, due {; se espera a más tardar el {day}} late {; se esperaba a más tardar el {day}} other {}}.",
  proPrepares:
    "Su profesional está preparando su declaración{when, select, due {; se espera a más tardar el {day}} late {; se esperaba a más tardar el {day}} other {}}.",
  proFiles:
    "Su profesional presentará su declaración{when, select, due {; se espera a más tardar el {day}} late {; se esperaba a más tardar el {day}} other {}}.",
  proCorrects:
    "Su profesional está corrigiendo la declaración rechazada{when, select, due {; se espera a más tardar el {day}} late {; se esperaba a más tardar el {day}} other {}}.",
  // The professional reads
  clientSignsLetter: "Pendiente de {name}: firmar la carta de compromiso.",
  clientFinishesOrganizer: "Pendiente de {name}: terminar el organizador de impuestos.",
  clientUploadsDocuments: "Pendiente de {name}: subir los documentos que usted pidió.",
  youStartReview:
    "Le toca a usted: comience a revisar lo que {name} entregó{when, select, due {; se espera a más tardar el {day}} late {; se esperaba a más tardar el {day}} other {}}.",
  youPrepare:
    "Le toca a usted: prepare la declaración y pida a {name} que firme el Formulario 8879{when, select, due {; se espera a más tardar el {day}} late {; se esperaba a más tardar el {day}} other {}}.",
  youFile:
    "Le toca a usted: presente la declaración{when, select, due {; se espera a más tardar el {day}} late {; se esperaba a más tardar el {day}} other {}}.",
  youCorrect:
    "Le toca a usted: corrija y vuelva a presentar la declaración rechazada{when, select, due {; se espera a más tardar el {day}} late {; se esperaba a más tardar el {day}} other {}}.",
  // Either reads
  irsAnswers: "El IRS suele responder dentro de dos días hábiles.",
  irsRefundEfile:
    "El IRS emite la mayoría de los reembolsos dentro de 21 días después de aceptar la declaración{when, select, due {; se espera a más tardar el {day}} late {; se esperaba a más tardar el {day}} other {}}.",
  irsRefundPaper:
    "El IRS emite el reembolso de una declaración en papel en unas seis semanas{when, select, due {; se espera a más tardar el {day}} late {; se esperaba a más tardar el {day}} other {}}.",
  // What the professional is told
  organizerCompleteTitle: "{name} terminó el organizador de impuestos de {taxYear}",
  organizerCompleteText: "Sus respuestas están listas para que usted las revise.",
  organizerCompleteMovedText:
    "Sus respuestas están listas para que usted las revise. El trabajo pasó a En proceso, ya que el organizador era lo último que faltaba para comenzarlo.",
  documentsCompleteTitle: "{name} entregó todos los documentos que usted pidió",
  documentsCompleteMovedText:
    "{name} subió “{document}”, el último documento que usted pidió, así que su trabajo de {taxYear} pasó de Esperando información a En proceso otra vez.",
} as const satisfies Catalog["jobTimeline"];
