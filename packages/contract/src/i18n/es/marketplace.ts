import type { Catalog } from "../catalog";

/** Requests, quotes and their notifications. */
export const marketplace = {
  quoteNotFound: "No pudimos encontrar esa cotización.",
  requestNotSentToYou: "No pudimos encontrar esa solicitud entre las que se le enviaron.",
  requestNotFound: "No pudimos encontrar esa solicitud.",
  quoteNotChosenYet: "El contribuyente todavía no ha elegido esta cotización.",
  quoteAlreadyAnswered: "Esta cotización ya fue respondida.",
  quotesNeedPlan:
    "Para enviar una cotización necesita un plan. Comience su prueba gratuita de {days} días desde la página de Precios; su perfil público, sus mensajes y sus trabajos actuales siguen disponibles sin un plan.",
  noStandardPricingList:
    "Su perfil todavía no tiene una lista de precios estándar. Adjunte una lista de precios a esta cotización o agregue una a su perfil.",
  quoteAlreadySent: "Ya envió una cotización para esta solicitud.",
  professionalAlreadyChosen: "El contribuyente ya eligió a un profesional para esta solicitud.",
  professionalDeclined: "Este profesional rechazó la solicitud. Elija otra cotización.",
  quoteAlreadyChosen: "Ya eligió una cotización para esta solicitud.",
  requestIsPreparation:
    "Esta solicitud se convirtió en una preparación de impuestos y ya no se puede eliminar.",
  requestHasChosenQuote: "Usted eligió una cotización para esta solicitud, así que ya no se puede eliminar.",
  quoteReceivedTitle: "Recibió una cotización",
  quoteReceivedText:
    "Un profesional de impuestos le envió una cotización de {price} para su {work}. Compárela con las demás en su página de cotizaciones.",
  quoteChosenTitle: "Se eligió su cotización",
  quoteChosenText:
    "Un contribuyente eligió su cotización de {price} para su {work}. Confírmela para comenzar la preparación de impuestos, o rechácela.",
  preparationBegunTitle: "Comenzó su preparación de impuestos",
  preparationBegunText: "Su profesional confirmó su {work}. Comenzó su preparación de impuestos.",
  quoteNotAcceptedTitle: "No se aceptó su cotización",
  quoteNotAcceptedText: "El contribuyente eligió a otro profesional para su {work}.",
  requestDeclinedTitle: "Un profesional rechazó su solicitud",
  requestDeclinedText:
    "El profesional que usted eligió no puede encargarse de su {work}. Elija otra cotización.",
  requestWithdrawnTitle: "Se retiró una solicitud",
  requestWithdrawnText:
    "Un contribuyente retiró una solicitud que se le había enviado; ya no está en su lista.",
  newRequestTitle: "Nueva solicitud de cotización",
  newRequestText: "Un contribuyente busca ayuda con {work}. Revísela y envíele una cotización.",
  newRequestTextInState:
    "Un contribuyente de {state} busca ayuda con {work}. Revísela y envíele una cotización.",
  aBusinessReturn: "una declaración de negocio",
  anIndividualReturn: "una declaración individual",
  matchQuotesWithinHours: "Suele enviar una cotización en pocas horas",
  matchQuotesWithinDay: "Suele enviar una cotización en un día",
  matchSameState: "Está en {state}, como usted",
  matchWorksOnline: "Trabaja con clientes en línea en todos los estados",
  matchMeetsOnline: "Se reúne en línea o por teléfono, como usted prefiera",
  matchTakesDocuments: "Recibe documentos en persona",
  matchBusinessFocus: "Se especializa en declaraciones de negocios",
  matchHasRoom: "Tiene espacio para clientes nuevos",
  matchVerified: "Credenciales verificadas por Taxlane",
  matchSpeaksEnglish: "Atiende a sus clientes en inglés, como usted pidió",
  matchSpeaksSpanish: "Atiende a sus clientes en español, como usted pidió",
  matchInvitedYou: "Lo invitó mediante su propio enlace",
  matchRated: "Calificación de {rating} en {count} {reviews, plural, one {reseña} other {reseñas}}",
  clientSpeaks: "Habla {language}",
  clientLanguage: "Idioma",
} as const satisfies Catalog["marketplace"];
