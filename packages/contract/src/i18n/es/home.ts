import type { Catalog } from "../catalog";

/** The home page. */
export const home = {
  proofIrs: "Autorizados por el IRS para cada declaración",
  proofYearly: "Declaraciones anuales, preparadas y presentadas",
  whyCredentials: "Credenciales a la vista",
  whyCredentialsText:
    "Verificamos las credenciales de cada profesional, y cada perfil indica si esa verificación ya se hizo.",
  whyIntroductions: "Presentaciones en unas horas",
  whyIntroductionsText:
    "Hasta 5 profesionales adecuados para su declaración o su negocio, sin tener que llamar a nadie.",
  whyCompare: "Compare antes de elegir",
  whyCompareText:
    "Lea perfiles y reseñas de otros contribuyentes, pida cotizaciones y elija según sus condiciones.",
  whyOnePlace: "Todo en un solo lugar",
  whyOnePlaceText:
    "Mensajes seguros, documentos subidos, citas y un organizador de impuestos guiado para su declaración.",
  title: "Encuentre el profesional de impuestos adecuado",
  eyebrow: "Ayuda con los impuestos para personas y negocios",
  heroTitle: "Encuentre el profesional de impuestos adecuado para usted",
  offeringServices: "¿Ofrece servicios de impuestos?",
  imProfessional: "Soy profesional de impuestos",
  whyHeading: "Por qué usar Taxlane",
  areYouProfessional: "¿Es usted profesional de impuestos?",
  learnMoreProfessionals: "Más información para profesionales",
  unlockFunFact: "Descubra un dato curioso sobre impuestos",
  unlockAnotherFunFact: "Descubra otro dato curioso",
  funFactFailed: "El dato curioso no se cargó. Intente de nuevo.",
  didYouKnow: "¿Sabía que...?",
  stepNeed: "Díganos qué necesita",
  stepNeedText: "Responda algunas preguntas sobre su declaración o su negocio. Solo toma unos minutos.",
  stepMeet: "Conozca hasta 5 profesionales",
  stepMeetText:
    "Le presentamos profesionales de impuestos adecuados para su situación, por lo general en unas horas.",
  stepChoose: "Compare y elija",
  stepChooseText: "Lea sus perfiles y reseñas, pida cotizaciones y elija al profesional en quien confíe.",
  howItWorks: "Cómo funciona",
  imIndividual: "Soy una persona física",
  imBusiness: "Soy un negocio",
  testimonialsHeading: "Lo que dicen los contribuyentes",
  heroLead:
    "Cuéntenos sobre sus impuestos y reciba hasta 5 presentaciones a contadores públicos autorizados (CPA), agentes inscritos, abogados y preparadores registrados. Vea a quiénes les verificamos las credenciales, compárelos y elija.",
  proBandText:
    "Reciba solicitudes de contribuyentes que necesitan su experiencia, envíe cotizaciones y trabaje con sus clientes en un solo lugar. Comience con una prueba gratuita de {days} días.",
  yourIntroductions: "Sus presentaciones",
  cpas: "CPA",
  cpasDetail: "Declaraciones, planificación y contabilidad",
  enrolledAgents: "Agentes inscritos",
  taxAttorneys: "Abogados tributarios",
  taxAttorneysDetail: "Auditorías, disputas y deudas tributarias",
  registeredPreparers: "Preparadores registrados",
  introduced: "Presentado",
  funFact1:
    "La Decimosexta Enmienda, ratificada en 1913, es la que permite al Congreso establecer un impuesto federal sobre los ingresos.",
  funFact2: "El primer Formulario 1040, de 1913, tenía solo 4 páginas, incluidas las instrucciones.",
  funFact3:
    "El Día de los Impuestos no siempre fue el 15 de abril: la fecha límite era el 1 de marzo en 1913, el 15 de marzo desde 1919, y el 15 de abril solo desde 1955.",
  funFact4:
    "El impuesto estimado se paga en cuatro plazos: alrededor del 15 de abril, el 15 de junio y el 15 de septiembre, y el 15 de enero del año siguiente.",
  funFact5:
    "Si sus cuentas bancarias y financieras en el extranjero suman más de $10,000 en cualquier momento del año, por lo general debe declararlas en un FBAR.",
  funFact6:
    "Las propinas cuentan como ingresos. Si recibe $20 o más en propinas en un mes en un mismo trabajo, debe declararlas a su empleador a más tardar el día 10 del mes siguiente.",
  funFact7:
    "Una prórroga con el Formulario 4868 le da seis meses más para presentar la declaración, pero no más tiempo para pagar lo que adeuda.",
  funFact8:
    "Los ingresos de actividades ilegales también deben declararse: Al Capone fue condenado por evasión de impuestos en 1931.",
  startHere: "Comience aquí:",
  testimonialAbout: "sobre {name}",
} as const satisfies Catalog["home"];
