import type { Catalog } from "../catalog";

/** The taxpayers' landing page. */
export const landing = {
  sampleFee5: "Honorarios fijos, listo en 5 días",
  sampleFee3: "Honorarios fijos, listo en 3 días",
  sampleRegisteredPreparer: "Preparador de impuestos registrado",
  sampleFeeWeek: "Honorarios fijos, listo en una semana",
  landingIntroductionsText:
    "Profesionales adecuados para su declaración o su negocio, por lo general el mismo día en que lo pide.",
  landingCompare: "Compare cotizaciones y reseñas",
  landingCompareText:
    "Vea la cotización, las credenciales de cada profesional y lo que dijeron otros contribuyentes, y luego elija.",
  landingSecure: "Mensajes, documentos y organizador de impuestos seguros",
  landingSecureText:
    "Hable con su profesional, comparta documentos de forma segura y complete un organizador de impuestos guiado para su declaración.",
  landingEyebrow: "Para personas y negocios",
  landingTitle: "Ayuda con los impuestos de un profesional que usted elige",
  landingWhatYouGet: "Lo que recibe",
  landingQuestions: "¿Tiene preguntas antes de comenzar?",
  landingQuestionsText:
    "Cómo funcionan las presentaciones, cuánto cuesta, cómo protegemos sus documentos: todo está en las preguntas frecuentes.",
  readFaq: "Leer las preguntas frecuentes",
  pageTitle: "Para contribuyentes",
  heroLead:
    "Ya sea su propia declaración o la contabilidad de su empresa, le presentaremos contadores públicos autorizados (CPA), agentes inscritos, abogados y preparadores registrados adecuados para usted, y le indicaremos de cada uno si verificamos sus credenciales.",
  yourQuotes: "Sus cotizaciones",
  sampleCpa: "CPA",
  sampleEnrolledAgent: "Agente inscrito",
  quoteReceived: "Cotización recibida",
  upToFiveIntroductions: "Hasta 5 presentaciones en unas horas",
} as const satisfies Catalog["landing"];
