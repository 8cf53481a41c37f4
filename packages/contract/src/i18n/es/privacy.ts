import type { Catalog } from "../catalog";

/** Downloading one's data and closing one's account. */
export const privacy = {
  /** `{date}`: the day the next download is possible. */
  exportLimit: "Puede descargar sus datos dos veces en 12 meses. Podrá volver a descargarlos el {date}.",
  closeConfirm:
    "Al cerrar su cuenta, se cerrará su sesión en todos los lugares y se eliminarán su perfil, su foto, sus solicitudes abiertas y sus notificaciones. Sus preparaciones de impuestos, las respuestas del organizador de impuestos, sus archivos, mensajes y facturas se conservan durante siete años, como lo exige la ley, y luego se eliminan. Esta acción no se puede deshacer.",
  wrongPassword: "La contraseña no es correcta.",
  downloadHeading: "Descargar mis datos",
  downloadText:
    "Un archivo ZIP con todo lo que Taxlane guarda sobre usted: su cuenta, sus solicitudes de cotización y las cotizaciones, sus preparaciones de impuestos, las respuestas del organizador de impuestos, sus mensajes, citas, facturas y archivos. Puede descargarlo dos veces en 12 meses.",
  downloadsUnknown: "No pudimos verificar cuántas descargas le quedan.",
  downloading:
    "Se está descargando su archivo. Guárdelo en un lugar seguro: contiene su información tributaria.",
  closeAccount: "Cerrar mi cuenta",
  closeText:
    "Se cerrará su sesión en todos los lugares y no podrá volver a iniciar sesión. Lo que la ley nos exige conservar (sus preparaciones de impuestos y sus archivos) se conserva durante siete años y luego se elimina.",
  closeQuestion: "¿Cerrar su cuenta?",
  keepAccount: "Conservar mi cuenta",
  noDownloadsLeftUntil: "No le quedan descargas. Podrá volver a descargar sus datos el {day}.",
  noDownloadsLeft: "No le quedan descargas.",
  downloadsLeft: "Le {count, plural, one {queda # descarga} other {quedan # descargas}} en estos 12 meses.",
  /** The README.txt of a data download: what each file of the archive holds. */
  exportReadme: `Taxlane: todo lo que guardamos sobre usted

account.json            su cuenta (nombre, correo electrónico, teléfono, fecha de nacimiento, configuración)
profile.json            su perfil profesional y su formación (solo profesionales)
requests.json           sus solicitudes de cotización con las respuestas del cuestionario, y las cotizaciones
tax-preparations.json   sus preparaciones de impuestos y los documentos solicitados en cada una
organizer-answers.json  sus respuestas completas del organizador de impuestos, incluidos los números
                        confidenciales (contribuyentes)
messages.json           sus conversaciones y todos sus mensajes; en las conversaciones de una
                        práctica en las que participó como miembro, los mensajes que usted escribió
appointments.json       sus citas
billing.json            su plan y sus recibos (profesionales)
files.json              la lista de los archivos siguientes: nombre, tipo, tamaño, fecha
files/                  los archivos en sí: lo que usted subió, las declaraciones de sus
                        preparaciones de impuestos y los archivos de sus conversaciones

Guarde este archivo en un lugar seguro: contiene su información tributaria.
`,
  yourDataTitle: "Sus datos",
  yourPassword: "Su contraseña",
} as const satisfies Catalog["privacy"];
