import type { Catalog } from "../catalog";

/** Tax preparations: their steps, the return, the history on a professional's profile. */
export const taxPreparation = {
  jobNotFound: "No pudimos encontrar esa preparación de impuestos.",
  stepInProcess: "en proceso",
  stepInForReview: "en revisión",
  startedText: "Su cliente comenzó su preparación de impuestos de {taxYear}: ahora está en proceso.",
  inForReviewText: "Su cliente envió a revisión su preparación de impuestos de {taxYear}.",
  cannotMove: "Esta preparación de impuestos no se puede pasar a “{step}” desde donde está ahora.",
  stepTitle: "Preparación de impuestos {step}",
  attachReturn: "Adjunte la declaración de impuestos en formato PDF.",
  businessReturn: "Declaración de impuestos de negocio",
  individualReturn: "Declaración de impuestos personal",
  filedReturn: "Preparó y presentó la declaración de {taxYear}.",
  filedReturnInState: "Preparó y presentó la declaración de {taxYear} de un cliente en {state}.",
  clientRequest: "La solicitud del cliente",
  loadingList: "Cargando sus preparaciones de impuestos",
  listLoadError: "No pudimos cargar sus preparaciones de impuestos.",
  noneYet: "Aún no hay preparaciones de impuestos",
  noneYetExpert:
    "Cuando un cliente elija su cotización y usted la confirme, el trabajo aparecerá aquí. Envíe cotizaciones desde Solicitudes, o invite a un cliente propio con el enlace de arriba.",
  goToRequests: "Ir a solicitudes",
  expertHeading: "Preparaciones de impuestos de sus clientes",
  notFoundTitle: "No se encontró la preparación de impuestos",
  allPreparations: "Todas las preparaciones de impuestos",
  notFoundText: "Es posible que el enlace tenga un error, o que este trabajo pertenezca a otra cuenta.",
  loadingOne: "Cargando esta preparación de impuestos",
  oneLoadError: "No pudimos cargar esta preparación de impuestos.",
  rateProfessional: "Califique a su profesional",
  noAnswers: "No se dieron respuestas con esta solicitud.",
  loadingRequest: "Cargando la solicitud",
  requestLoadError: "No pudimos cargar esta solicitud.",
  reviewThanks: "¡Gracias!",
  reviewSentThanks:
    "Gracias por escribir una reseña de {name}. Su reseña ayuda a otros contribuyentes a elegir.",
  reviewedProfessional: "su profesional",
  reviewQuestion: "¿Cómo le fue con {name}?",
  reviewPublic: "Sus estrellas y comentarios aparecen en el perfil público del profesional.",
  reviewPlaceholder: "¿Qué salió bien y qué se podría mejorar?",
  notFiledYet: "Aún no se ha presentado",
  newPreparation: "Nueva preparación de impuestos",
  noneYetTaxpayer:
    "Pida cotizaciones y elija un profesional: cuando lo confirme, su preparación de impuestos comenzará aquí.",
  taxpayerLead:
    "Siga cada trabajo, revise el borrador de su declaración y descárguela cuando se haya presentado.",
  taxpayerHeading: "Sus preparaciones de impuestos",
} as const satisfies Catalog["taxPreparation"];
