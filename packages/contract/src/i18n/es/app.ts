import type { Catalog } from "../catalog";

/** The application's own words: its general errors and empty states. */
export const app = {
  somethingWentWrong: "Algo salió mal",
  requestInProgress: "Su solicitud está en proceso",
  passwordResetSuccess: "¡Se restableció la contraseña!",
  emailSent:
    "Se envió el correo electrónico. Puede tardar un minuto en llegar; revise también su carpeta de correo no deseado.",
  notFound: "Lo sentimos, la página que visitó no existe.",
  unexpectedError: "¡Error inesperado de la aplicación!",
  noMessages: "¡Vaya! Parece que todavía no tiene ningún mensaje",
  noDocuments: "No se encontraron documentos",
} as const satisfies Catalog["app"];
