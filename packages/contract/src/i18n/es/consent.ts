import type { Catalog } from "../catalog";

/** Consent to share tax information, and the support cases it opens. */
export const consent = {
  staleVersion:
    "El texto del consentimiento cambió desde que usted lo abrió. Vuelva a leerlo y acepte el texto actual.",
  supportMessageRequired: "Díganos con qué necesita ayuda de nuestro equipo de soporte.",
  supportNoLiveCase:
    "Este contribuyente no tiene un caso de soporte abierto para esta preparación de impuestos, o ese caso ya terminó: sus respuestas y archivos siguen siendo privados.",
  jobNotFound: "No pudimos encontrar esa preparación de impuestos.",
  supportCaseNotFound: "No pudimos encontrar ese caso de soporte.",
  supportCaseAlreadyOpen: "Ya hay un caso de soporte abierto para esta preparación de impuestos.",
  disclosureHeading: "Compartir con otros además de su profesional",
  withdrawQuestion: "¿Retirar su consentimiento?",
  withdrawText:
    "Su profesional conserva lo que necesita para su declaración y no se lo muestra a ninguna otra práctica.",
  onlyProfessionalSees: "Solo su profesional ve sus respuestas y archivos.",
  supportHeading: "Ayuda del equipo de soporte de Taxlane",
  supportCloseQuestion: "¿Cerrar su caso de soporte?",
  supportCloseText: "Nuestro equipo de soporte ya no verá sus respuestas ni sus archivos.",
  supportClose: "Cerrar el caso de soporte",
  supportNeedLabel: "¿Con qué necesita ayuda?",
  supportNeedPlaceholder: "Díganos con qué necesita ayuda.",
  supportOpen: "Abrir un caso de soporte",
  agreedOn: "Usted dio su consentimiento el {date}.",
  withdraw: "Retirar",
  withdrawConsent: "Retirar el consentimiento",
  supportCaseOpen:
    "Su caso de soporte está abierto hasta el {until}: hasta entonces, nuestro equipo de soporte puede leer las respuestas y los archivos de esta preparación de impuestos.",
  closeCase: "Cerrar el caso",
  supportCannotSee:
    "Nuestro equipo de soporte no puede ver sus respuestas ni sus archivos. Si abre un caso de soporte, podrá leer las respuestas del organizador de impuestos y los archivos de esta preparación de impuestos durante {hours} horas, o hasta que usted lo cierre. Cada consulta queda registrada.",
  agree: "Acepto",
} as const satisfies Catalog["consent"];
