import type { Catalog } from "../catalog";

/** The organizer wizard's own words around the questions: rows, people, notices and its buttons. */
export const organizerFields = {
  pageTitle: "Organizador de impuestos",
  pageTitleIndividual: "Organizador de impuestos de {year}",
  pageTitleBusiness: "Organizador de impuestos del negocio de {year}",
  rowTitle: "{noun} {row}",
  removeRow: "Quitar {noun} {row}",
  spouseRowTitle: "{title} del cónyuge",
  ofYourSpouse: "de su cónyuge",
  forYourSpouse: "para su cónyuge",
  spousePrefix: "Cónyuge:",
  you: "Usted",
  yourSpouse: "Su cónyuge",
  warning: "Advertencia:",
  note: "Nota:",
  back: "Atrás",
  next: "Siguiente",
  finish: "Terminar",
  saving: "Guardando…",
  choose: "Elija…",
  remove: "Quitar",
  rowNumber: "Fila {row}",
  percentDone: "Organizador completado al {percent}%",
  sections: "Secciones",
  sectionDone: "Completada",
  stepsDone: "{done} de {total, plural, one {# paso completado} other {# pasos completados}}",
} as const satisfies Catalog["organizerFields"];
