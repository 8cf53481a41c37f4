import type { Catalog } from "../catalog";

/** Where a person is signed in: device names, places, the new-device mail and the end-session page. */
export const devices = {
  unknownDevice: "Dispositivo desconocido",
  taxlaneApp: "Aplicación de Taxlane",
  /** "Chrome on Windows". */
  browserOnSystem: "{browser} en {system}",
  thisNetwork: "Esta red",
  unknownPlace: "Lugar desconocido",
  /** DB-IP's licence (CC BY 4.0) asks for this wherever places from its database are shown. */
  placesAttribution: "Lugares por DB-IP (db-ip.com)",
  sessionNotFound: "No se encontró esa sesión. Es posible que ya haya terminado.",
  newSignInSubject: "Nuevo inicio de sesión en su cuenta de Taxlane",
  newSignInText:
    "Se acaba de iniciar sesión en su cuenta de Taxlane desde un dispositivo que no se había usado antes.",
  newSignInDetails: "Dispositivo: {device}\nLugar (aproximado): {place}\nHora: {time}",
  newSignInEndIt: "¿No fue usted? Termine esa sesión ahora: {link}",
  newSignInAdvice:
    "Si no fue usted, cambie también su contraseña y agregue una aplicación de autenticación o una llave de acceso si aún no lo ha hecho. Si fue usted, no tiene que hacer nada.",
  endSessionLinkInvalid:
    "Este enlace no es válido. Inicie sesión y termine la sesión desde la página de seguridad de su cuenta.",
  endSessionTitle: "Terminar la sesión",
  endSessionLead:
    "Esto termina el inicio de sesión del que le avisó el correo electrónico. Ese dispositivo tendrá que iniciar sesión de nuevo.",
  endSessionButton: "Terminar la sesión",
  endingSession: "Terminando…",
  endSessionDoneTitle: "La sesión terminó",
  endSessionDoneText:
    "Se cerró la sesión en ese dispositivo. Si usted no inició esa sesión, inicie sesión y cambie su contraseña ahora.",
  endSessionNoToken:
    "Abra de nuevo el enlace del correo electrónico: esta dirección no contiene ninguna sesión.",
  signIn: "Iniciar sesión",
} as const satisfies Catalog["devices"];
