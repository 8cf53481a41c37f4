import type { Catalog } from "../catalog";

/** The kinds a taxpayer picks from when uploading a document of their own, in the order offered. */
export const documentKinds = {
  w2: "W-2",
  "1099-int": "1099-INT",
  "1099-div": "1099-DIV",
  "1099-b": "1099-B",
  "1099-r": "1099-R",
  "1099-g": "1099-G",
  "1099-nec": "1099-NEC",
  "1099-misc": "1099-MISC",
  "1099-k": "1099-K",
  "ssa-1099": "SSA-1099",
  "schedule-k1": "Anexo K-1",
  "1098": "1098 (intereses hipotecarios)",
  "1098-t": "1098-T",
  "1098-e": "1098-E",
  "1095": "1095 (cobertura médica)",
  "prior-year-return": "Declaración del año anterior",
  "drivers-license-front": "Licencia de conducir, frente",
  "drivers-license-back": "Licencia de conducir, reverso",
  "other-id": "Otra identificación con foto",
  receipt: "Recibo",
  "bank-statement": "Estado de cuenta bancario",
  other: "Otro",
} as const satisfies Catalog["documentKinds"];
