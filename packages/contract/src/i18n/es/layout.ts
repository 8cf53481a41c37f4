import type { Catalog } from "../catalog";

/** The web app's frame: skip links, headers, footers, page-level errors. */
export const layout = {
  pageNotFound: "No se encontró la página",
  chunkTimeout:
    "Esta página tardó más de dos minutos en cargar. Revise su conexión y vuelva a cargar la página.",
  skipToContent: "Saltar al contenido",
  backToHome: "Volver al inicio",
  termsAndConditions: "Términos y condiciones",
  footerAbout:
    "Taxlane pone en contacto a personas y negocios con CPA, agentes inscritos, abogados y preparadores de impuestos registrados, y muestra de quiénes ha verificado las credenciales.",
  footerSocial: "Taxlane en las redes sociales",
  secondFactorDue:
    "Agregue una aplicación de autenticación o una llave de acceso a más tardar el {date} para seguir viendo la información de sus clientes.",
  secondFactorSoon:
    "Agregue una aplicación de autenticación o una llave de acceso para seguir viendo la información de sus clientes.",
  setItUp: "Configurarla",
  signInAgainWithFactor:
    "Vuelva a iniciar sesión con su aplicación de autenticación o su llave de acceso para seguir viendo la información de sus clientes.",
  signInAgain: "Volver a iniciar sesión",
  secondFactorBlockedTitle: "Agregue una aplicación de autenticación o una llave de acceso para continuar",
  secondFactorBlockedText:
    "Ahora la información de sus clientes solo se abre al iniciar sesión con una aplicación de autenticación o una llave de acceso. Agregar una toma alrededor de un minuto, en su página de seguridad.",
  secondFactorBlockedSince: "El plazo para agregar una terminó el {date}.",
  secondFactorStaleTitle: "Vuelva a iniciar sesión con su aplicación de autenticación o su llave de acceso",
  secondFactorStaleText:
    "Esta sesión se abrió con un código enviado por correo electrónico. La información de sus clientes solo se abre al iniciar sesión con su aplicación de autenticación o su llave de acceso.",
  goToSecurity: "Ir a su página de seguridad",
  signOut: "Cerrar sesión",
  /** The public site's menus (header and footer). */
  findProfessional: "Buscar un profesional",
  forTaxpayers: "Para contribuyentes",
  forProfessionals: "Para profesionales",
  forTaxProfessionals: "Para profesionales de impuestos",
  pricing: "Precios",
  blog: "Blog",
  faq: "Preguntas frecuentes",
  logIn: "Iniciar sesión",
  getStarted: "Comenzar",
  taxlane: "Taxlane",
  home: "Inicio",
  aboutUs: "Quiénes somos",
  contactUs: "Comuníquese con nosotros",
  findHelp: "Buscar ayuda",
  resources: "Recursos",
  legal: "Información legal",
  privacyPolicy: "Política de privacidad",
  onLinkedIn: "Taxlane en LinkedIn",
  onFacebook: "Taxlane en Facebook",
  onX: "Taxlane en X",
  onInstagram: "Taxlane en Instagram",
  languageSwitch: "Idioma",
  copyright: "© {year} Taxlane. Todos los derechos reservados.",
  menu: "Menú",
  mainNavigation: "Principal",
  homeLink: "Página de inicio de Taxlane",
  welcomeName: "Bienvenido, {name}.",
  areaNavigation: "Navegación de {area}",
  openNavigation: "Abrir la navegación",
  footerNavigation: "Pie de página",
  /** The signed-in areas, as their navigation is named: in lower case, inside "Navegación de {area}". */
  areaTaxpayer: "contribuyente",
  areaExpert: "profesional",
  areaOperator: "operador",
  errorPageTitle: "Error",
} as const satisfies Catalog["layout"];
