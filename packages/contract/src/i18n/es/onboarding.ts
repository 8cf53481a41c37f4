import type { Catalog } from "../catalog";

/** Getting started: the questionnaire a taxpayer answers before signing up, and what follows it. */
export const onboarding = {
  giftTitle: "¡Gracias! Recibimos sus respuestas.",
  funFact: "Dato curioso sobre impuestos",
  anotherFunFact: "Otro dato curioso",
  seeRequests: "Ver mis solicitudes",
  requestsOpenSoon: "Sus solicitudes se abrirán en unos segundos.",
  invitationNote:
    "Está respondiendo por invitación de su profesional de impuestos: esta solicitud le llega solo a ese profesional.",
  sendFailed: "No pudimos enviar sus respuestas. Revise su conexión e intente de nuevo.",
  sendYourAnswers: "Envíe sus respuestas",
  answersSaved: "Sus respuestas están guardadas",
  createAccountToSend:
    "Cree su cuenta gratuita para enviarlas a profesionales de impuestos. Guardamos sus respuestas en este navegador hasta entonces.",
  sending: "Enviando sus respuestas…",
  signedInAsProfessionalSend:
    "Inició sesión como profesional de impuestos. Cierre sesión y cree una cuenta de contribuyente para enviar estas respuestas.",
  reviewAnswers: "Revisar mis respuestas",
  sendMyAnswers: "Enviar mis respuestas",
  sendWithoutInvitation: "Enviar sin la invitación",
  createAccount: "Crear mi cuenta",
  alreadyHaveAccount: "¿Ya tiene una cuenta?",
  startLead:
    "Responda algunas preguntas, unos tres minutos, y le presentaremos profesionales de impuestos adecuados para usted.",
  startAccountAtEnd: " Al final, usted crea su cuenta.",
  signedInAsProfessionalStart:
    "Inició sesión como profesional de impuestos. Las solicitudes de cotización se hacen desde una cuenta de contribuyente.",
  continueToSignUp: "Continuar para crear una cuenta",
  helpWith: "¿En qué podemos ayudarle?",
  typeIndividual: "Su declaración personal: salarios, inversiones, un alquiler, un negocio adicional.",
  typeBusiness:
    "Una sociedad anónima, sociedad anónima tipo S, sociedad colectiva o LLC que presenta su propia declaración.",
  typeProfessional:
    "Usted prepara declaraciones y quiere conocer nuevos clientes: únase como profesional de impuestos.",
  giftLeadInvited:
    "Su solicitud va en camino al profesional de impuestos que lo invitó. Aquí tiene un pequeño regalo mientras la revisa.",
  giftLeadMatching:
    "Lo estamos conectando con hasta {count} profesionales de impuestos. Aquí tiene un pequeño regalo mientras espera.",
  sendThemFor: "Envíelas y los profesionales de impuestos podrán darle una cotización para {what}.",
  yourBusinessReturn: "la declaración de su negocio",
  yourReturn: "su declaración",
  logInAndSend: "<link>Inicie sesión</link> y envíelas desde su página de cotizaciones.",
  getStartedPageTitle: "Comenzar",
  requestQuotesPageTitle: "Solicitar cotizaciones",
} as const satisfies Catalog["onboarding"];
