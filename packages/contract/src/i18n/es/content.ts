import type { Catalog } from "../catalog";

/**
 * The blog, the FAQ and the legal pages: their pages' own words (the posts, answers and legal documents
 * are content, kept as data or as whole documents per language).
 */
export const content = {
  postNotFound: "Este artículo no existe.",
  faqNotFound: "Esta pregunta frecuente no existe.",
  questionTaken: "Otra pregunta frecuente ya hace esta pregunta.",
  blogTitle: "Blog",
  blogEyebrow: "Blog de Taxlane",
  blogHeading: "Guías y noticias sobre impuestos",
  blogLead:
    "Artículos en lenguaje sencillo sobre fechas límite, deducciones y cómo trabajar con un profesional de impuestos, para contribuyentes y para los profesionales que les prestan servicios.",
  postsByAudience: "Artículos por público",
  loadingPosts: "Cargando los artículos…",
  postsLoadError: "No pudimos cargar los artículos.",
  tryAgain: "Intentar de nuevo",
  noPostsForAudience: "Aún no hay artículos para este público.",
  seeAllPosts: "Ver todos los artículos",
  posts: "Artículos",
  allPosts: "Todos los artículos",
  forTaxpayers: "Para contribuyentes",
  forProfessionals: "Para profesionales",
  postNotFoundTitle: "No se encontró el artículo",
  browseBlog: "Explorar el blog",
  postMovedOrRemoved: "Es posible que este artículo se haya movido o retirado.",
  recentPosts: "Artículos recientes",
  loadingPost: "Cargando el artículo…",
  postLoadError: "No pudimos cargar este artículo",
  sharePost: "Compartir este artículo",
  copyLink: "Copiar el enlace",
  shareBy: "Compartir por ",
  email: "Correo electrónico",
  shareOn: "Compartir en ",
  opensInNewTab: " (se abre en una pestaña nueva)",
  linkCopied: "Se copió el enlace",
  copyFailed: "No se pudo copiar el enlace. Su dirección es {url}",
  faqTitle: "Preguntas frecuentes",
  faqLead:
    "Cómo funciona Taxlane, cómo encontrar a un profesional de impuestos y trabajar con él, y preguntas comunes sobre impuestos.",
  loadingQuestions: "Cargando las preguntas…",
  searchFaq: "Buscar en las preguntas frecuentes",
  searchExample: "Por ejemplo: cotización",
  questionsLoadError: "No pudimos cargar las preguntas.",
  noQuestionsMatch: "Ninguna pregunta coincide con “{query}”.",
  /** The public FAQ page formats without the ICU library: one message per number. */
  oneQuestionMatches: "{count} pregunta coincide.",
  questionsMatch: "{count} preguntas coinciden.",
  tryOtherWords: "Pruebe con otras palabras o pregúntele al asistente: también busca en nuestro blog.",
  clearSearch: "Borrar la búsqueda",
  noQuestionsYet: "Aún no hay preguntas.",
  didntFindAnswer: "¿No encontró su respuesta?",
  askOrWrite: "Pregúntele a nuestro asistente, o escríbanos y una persona de nuestro equipo le responderá.",
  askAssistant: "Preguntar al asistente",
  contactUs: "Comuníquese con nosotros",
  tagsLabel: "Etiquetas",
  coverOf: "Portada de «{title}»",
  tip: "Consejo",
  /** The legal pages (privacy policy, terms, about): their titles and what frames each document. */
  privacyPolicyPageTitle: "Política de privacidad",
  termsPageTitle: "Términos y condiciones",
  aboutPageTitle: "Quiénes somos",
  legalContents: "Contenido",
  /** `<time>` wraps the date, e.g. "1 de noviembre de 2026". */
  legalLastUpdated: "Última actualización: <time>{date}</time>",
} as const satisfies Catalog["content"];
