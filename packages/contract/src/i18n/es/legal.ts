import type { Catalog } from "../catalog";

/**
 * The legal pages (privacy policy, terms, about): their titles and the words around each document. The
 * documents themselves are written whole per language beside the pages (apps/web .../content/legal).
 */
export const legal = {
  privacyPolicyTitle: "Política de privacidad",
  termsTitle: "Términos y condiciones",
  aboutTitle: "Quiénes somos",
  contents: "Contenido",
  /** `<time>` wraps the date, e.g. "1 de noviembre de 2026". */
  lastUpdated: "Última actualización: <time>{date}</time>",
} as const satisfies Catalog["legal"];
