import type { Catalog } from "../catalog";

/** The newsletter: signing up and unsubscribing. */
export const newsletter = {
  subscribed: "¡Gracias! Busque en su bandeja de entrada un correo electrónico de bienvenida.",
  sectionHeading: "Consejos tributarios en su bandeja de entrada",
  sectionText:
    "Fechas límite, deducciones que muchas personas pasan por alto y explicaciones en lenguaje sencillo, más o menos una vez al mes. Cancele su suscripción cuando quiera.",
  unknownLink:
    "Este enlace para cancelar la suscripción no es válido o ya venció. Si todavía recibe el boletín, use el enlace del correo electrónico más reciente.",
  unsubscribeTitle: "Cancelar la suscripción al boletín",
  goHome: "Ir a la página principal",
  checkingLink: "Verificando su enlace…",
  keepSubscribed: "Mantener mi suscripción",
  /** `<address>`: the subscriber's e-mail, set apart. */
  unsubscribed: "Canceló su suscripción. Ya no recibirá el boletín en <address>{email}</address>.",
  subscribeAgain:
    "¿Cambió de opinión? Puede <link>suscribirse de nuevo</link> desde la página principal en cualquier momento.",
  aboutToStop:
    "Está a punto de dejar de recibir el boletín de Taxlane en <address>{email}</address>. Seguirá recibiendo correos electrónicos sobre su cuenta.",
  unsubscribing: "Cancelando la suscripción…",
  unsubscribe: "Cancelar la suscripción",
  signUpFormLabel: "Suscripción al boletín",
  emailAddressLabel: "Correo electrónico",
  tryAgain: "Intentar de nuevo",
  subscribing: "Suscribiendo…",
  subscribe: "Suscribirse",
} as const satisfies Catalog["newsletter"];
