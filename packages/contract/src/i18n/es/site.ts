import type { Catalog } from "../catalog";

/** The public pages as search results show them: each page's title and description. */
export const site = {
  homeTitle: "Encuentre el profesional de impuestos adecuado",
  homeDescription:
    "Taxlane pone en contacto a personas y empresas con contadores públicos autorizados (CPA), agentes inscritos, abogados tributarios y preparadores registrados. Reciba hasta 5 presentaciones, vea qué credenciales verificamos, compare cada cotización y elija.",
  taxpayerTitle: "Ayuda con los impuestos para personas y empresas",
  taxpayerDescription:
    "Responda unas preguntas y conozca en pocas horas a hasta 5 profesionales de impuestos seleccionados para usted. Compare cada cotización y las reseñas, y luego trabajen juntos de forma segura en línea.",
  expertTitle: "Para profesionales de impuestos",
  expertDescription:
    "Conéctese con contribuyentes que necesitan sus servicios, envíe cotizaciones y gestione solicitudes, documentos y citas desde un solo lugar. Prueba gratuita de 30 días.",
  pricingTitle: "Precios",
  pricingDescription:
    "Planes para contribuyentes y profesionales de impuestos, con facturación mensual o anual y una prueba gratuita de 30 días.",
  expertsTitle: "Encuentre un profesional de impuestos",
  expertsDescription:
    "Explore contadores públicos autorizados (CPA), agentes inscritos, abogados tributarios y preparadores registrados por estado, servicio y forma de trabajo, con sus reseñas.",
  getStartedTitle: "Conéctese con profesionales de impuestos",
  getStartedDescription:
    "Responda unas preguntas sobre sus impuestos y reciba en pocas horas hasta 5 presentaciones a profesionales seleccionados para usted.",
  blogsTitle: "Blog",
  blogsDescription:
    "Artículos prácticos sobre fechas límite, deducciones y cómo elegir un profesional de impuestos, para contribuyentes y para profesionales.",
  faqTitle: "Preguntas frecuentes",
  faqDescription:
    "Respuestas sobre cómo encontrar un profesional de impuestos en Taxlane, cotizaciones, planes, documentos y seguridad.",
  contactUsTitle: "Comuníquese con nosotros",
  contactUsDescription:
    "Escriba al equipo de Taxlane, converse con nuestro asistente o llame de lunes a viernes, de 8 a. m. a 5 p. m., hora del Pacífico.",
  aboutTitle: "Acerca de Taxlane",
  aboutDescription:
    "Por qué creamos Taxlane y cómo funciona para contribuyentes y profesionales de impuestos.",
  privacyPolicyTitle: "Política de privacidad",
  privacyPolicyDescription:
    "Qué recopila Taxlane, por qué, quién lo ve, cuánto tiempo se conserva y cómo pedir sus datos.",
  termsConditionTitle: "Términos y condiciones",
  termsConditionDescription: "El contrato de licencia de usuario final para usar Taxlane.",
  professionalDescription: "{kind} en {place} con {years} años de experiencia.",
} as const satisfies Catalog["site"];
