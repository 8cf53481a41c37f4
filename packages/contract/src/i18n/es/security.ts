import type { Catalog } from "../catalog";

/** Second factors (authenticator apps, passkeys, recovery codes) and the list of signed-in devices. */
export const security = {
  codeFormat: "Escriba el código de 6 dígitos que muestra su aplicación de autenticación.",
  recoveryCodeFormat: "Escriba uno de sus códigos de recuperación, como 4F7K-92QX-HM3D.",
  passkeyNameRequired:
    "Dé un nombre a esta llave de acceso, como “Computadora del trabajo”, para poder distinguirla más adelante.",
  passkeyNameTooLong: "El nombre debe tener 60 caracteres o menos.",
  passkeyAnswerUnreadable:
    "No se pudo leer la respuesta de llave de acceso de su navegador. Intente de nuevo.",
  supportReferenceRequired: "Escriba la solicitud de soporte a la que responde este restablecimiento.",
  identityVerifiedRequired:
    "Confirme que verificó la identidad de la persona antes de restablecer sus factores de verificación.",
  noAppSetupStarted:
    "Vuelva a configurar la aplicación de autenticación: escanee el nuevo código QR y luego escriba su código.",
  appCodeWrong:
    "Ese código no coincide. Escriba el código que muestra ahora su aplicación de autenticación, y compruebe que la hora de su teléfono se ajuste automáticamente.",
  noAppToRemove: "Su cuenta no tiene ninguna aplicación de autenticación que quitar.",
  lastStrongFactor:
    "Su función exige iniciar sesión con una aplicación de autenticación o una llave de acceso, y esta aplicación es la última que tiene. Primero agregue una llave de acceso o configure una nueva aplicación (que reemplaza a esta).",
  recoveryCodesNeedFactor:
    "Los códigos de recuperación vienen con una aplicación de autenticación o una llave de acceso. Primero agregue una de ellas.",
  recoveryCodeWrong: "Ese código de recuperación no es correcto o ya se usó. Revíselo o use otro.",
  factorsResetSubject: "Se restablecieron sus métodos de inicio de sesión de Taxlane",
  factorsResetText:
    "El equipo de soporte de Taxlane restableció sus métodos de inicio de sesión según su solicitud {reference}: se eliminaron su aplicación de autenticación, sus llaves de acceso y sus códigos de recuperación, y se cerraron todas sus sesiones.",
  factorsResetNextRequired:
    "Inicie sesión de nuevo con su contraseña y el código que le enviaremos por correo electrónico; luego agregue una nueva aplicación de autenticación o llave de acceso antes de continuar: {url}",
  factorsResetNextOptional:
    "Inicie sesión de nuevo con su contraseña, como antes. Puede agregar una nueva aplicación de autenticación o llave de acceso en su configuración de seguridad: {url}",
  factorsResetNotYou:
    "Si usted no lo pidió, escriba de inmediato a nuestro equipo de soporte a {supportEmail}: es posible que alguien esté intentando apoderarse de su cuenta.",
} as const satisfies Catalog["security"];
