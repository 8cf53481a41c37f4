import type { Catalog } from "../catalog";

/** The FAQ assistant's own words. */
export const chatbot = {
  opening: "Abriendo el asistente…",
  sorry: "Lo siento, no pude responder en este momento. Inténtelo de nuevo en un momento.",
  close: "Cerrar el asistente",
  lookingUp: "Buscando…",
  greeting:
    "¡Hola! Pregúnteme sobre Taxlane, cómo encontrar a un profesional o preguntas comunes sobre impuestos. No comparta aquí su SSN ni otros números personales.",
  sensitiveNotSent:
    "Eso parece un número de Seguro Social o de identificación tributaria, así que no lo envié. Vuelva a preguntar sin él.",
  sensitiveRemoved: "Se quitó de su pregunta un número que parecía un SSN, y no se guardó.",
  found: "Esto es lo que encontré:",
  notFound:
    "No estoy seguro de eso. Nuestro equipo puede ayudarle: envíenos un mensaje mediante el formulario de contacto y le responderemos.",
  sensitiveNumber:
    "No comparta aquí su número de Seguro Social ni otros números personales. Lo quité y no lo guardé.",
  assistantName: "Asistente de Taxlane",
  assistantSays: "Asistente de Taxlane:",
  readMore: "Más información",
  contactUs: "Contáctenos",
  askTaxlane: "Pregunte a Taxlane",
  conversation: "Conversación",
  youSaid: "Usted:",
  yourQuestion: "Su pregunta",
  send: "Enviar",
  /** What an answer's source is, beside its title. */
  sourceFaq: "Preguntas frecuentes",
  sourceBlog: "Blog",
} as const satisfies Catalog["chatbot"];
