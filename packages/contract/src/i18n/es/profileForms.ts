import type { Catalog } from "../catalog";

/**
 * The profile form refusals the contract's own text objects hold (`profileTexts`, the credentials
 * checks). Apart from the profile pages' words, so the schemas every page loads carry only these.
 */
export const profileForms = {
  pricingAttachmentMissing: "Adjunte su lista de precios estándar.",
  credentialStateMissing: "Elija el estado que la emitió.",
  licenseNumberMissing: "Escriba un número de licencia válido",
  enrolledAgentNumberMissing: "Escriba un número de agente inscrito válido",
  afspRecordMissing:
    "Adjunte su constancia del Programa Anual de la Temporada de Presentación de Impuestos (AFSP).",
} as const satisfies Catalog["profileForms"];
