import type { Catalog } from "../catalog";

/** The contact and book-a-demo forms: their answers and the mail they send. */
export const contact = {
  noMessage: "Sin mensaje.",
  inboundFrom: "De: {name} <{email}>",
  inboundOrganization: "Organización: {organization}",
  inboundPhone: "Teléfono: {phone}",
  inboundMessage: "Mensaje:\n{message}",
  greetingByName: "Hola, {name}:",
  greeting: "Hola:",
  demoRequestSubject: "Solicitud de demostración de {name}",
  contactSubject: "Formulario de contacto: {name}",
  contactReceiptSubject: "Recibimos su mensaje",
  contactReceiptText:
    "Gracias por escribir a Taxlane. Leemos todos los mensajes y respondemos en un día hábil (de lunes a viernes, de 8 a. m. a 5 p. m., hora del Pacífico).",
  contactReceiptSafety:
    "Por su seguridad, nunca envíe un número de Seguro Social ni datos bancarios por correo electrónico.",
  demoReceiptSubject: "Su solicitud de demostración de Taxlane",
  demoReceiptText:
    "Gracias por reservar una demostración de Taxlane para profesionales de impuestos. Le responderemos en un día hábil para acordar un horario que le convenga.",
  demoReceiptTrial: "Mientras tanto, puede comenzar su prueba gratuita de 30 días en cualquier momento.",
  contactSent: "¡Gracias! Su mensaje va en camino. Le responderemos por correo electrónico en un día hábil.",
  demoSent:
    "¡Gracias! Le escribiremos por correo electrónico en un día hábil para acordar un horario para su demostración.",
  notAccepted: "No pudimos aceptar este mensaje. Intente de nuevo, o escríbanos por correo electrónico.",
  newsletterUnsubscribeInvalid:
    "Este enlace para cancelar la suscripción no es válido. Puede ser de un correo electrónico anterior.",
  newsletterWelcomeSubject: "Bienvenido al boletín de Taxlane",
  newsletterWelcomeText:
    "¡Gracias por suscribirse! Aproximadamente una vez al mes le enviaremos consejos prácticos sobre impuestos, fechas límite importantes y noticias de Taxlane.",
  newsletterUnsubscribe: "Puede cancelar la suscripción en cualquier momento con este enlace: {link}",
  formHeading: "Envíenos un mensaje",
  formIntro: "Respondemos en un día hábil. No incluya su SSN ni otros números personales.",
  pageTitle: "Comuníquese con nosotros",
  pageLead:
    "¿Tiene preguntas sobre cómo encontrar un profesional de impuestos, sobre su cuenta o sobre cómo unirse como profesional? Estamos aquí para ayudarle.",
  chatHeading: "Chatee con nosotros",
  chatText: "Nuestro asistente responde al instante preguntas frecuentes sobre Taxlane y los impuestos.",
  chatOpen: "Abrir el chat",
  whereHeading: "Dónde estamos",
  location: "San Francisco, California",
  /** `<mark>`: the asterisk as seen; `<spoken>`: the same said to a screen reader. */
  requiredNote: "Los campos marcados <mark>*</mark><spoken>con un asterisco</spoken> son obligatorios.",
  sending: "Enviando…",
  sendMessage: "Enviar mensaje",
  fullNameLabel: "Nombre completo",
  organizationLabel: "Organización (opcional)",
  organizationField: "Organización",
  emailLabel: "Correo electrónico",
  phoneLabel: "Teléfono (opcional)",
  messageLabel: "Mensaje",
  callUs: "Llámenos",
  followUs: "Síganos",
} as const satisfies Catalog["contact"];
