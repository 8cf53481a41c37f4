import type { Catalog } from "../catalog";

/** Sign-up, sign-in, passwords and e-mail addresses: the mail the API sends and its refusals. */
export const identity = {
  signUpCodeSubject: "{code} es su código para crear una cuenta en Taxlane",
  signUpCodeText: "Su código para terminar de crear su cuenta es {code}.",
  signUpCodeIgnore:
    "Es válido por 10 minutos. Si usted no comenzó a crear una cuenta en Taxlane, puede ignorar este correo electrónico.",
  alreadyRegisteredSubject: "Usted ya tiene una cuenta de Taxlane",
  alreadyRegisteredText:
    "Alguien, probablemente usted, intentó crear una cuenta en Taxlane con esta dirección de correo electrónico, que ya tiene una cuenta.",
  alreadyRegisteredWayOut:
    "Inicie sesión en {signInUrl} o, si olvidó su contraseña, restablézcala en {resetUrl}.",
  alreadyRegisteredIgnore: "Si no fue usted, puede ignorar este correo electrónico: su cuenta no cambió.",
  signInCodeSubject: "{code} es su código para iniciar sesión en Taxlane",
  signInCodeText: "Su código para terminar de iniciar sesión es {code}.",
  signInCodeWarning:
    "Es válido por 10 minutos. Si usted no intentó iniciar sesión, cambie su contraseña: alguien la conoce.",
  resetPasswordSubject: "Restablezca su contraseña de Taxlane",
  resetPasswordCode: "Su código para restablecer su contraseña es {code}. Es válido por 10 minutos.",
  resetPasswordLink: "O abra este enlace dentro de una hora para elegir una nueva contraseña: {link}",
  resetPasswordIgnore:
    "Si usted no lo pidió, puede ignorar este correo electrónico: su contraseña no cambió.",
  emailChangeCodeSubject: "{code} es su código de Taxlane para cambiar su correo electrónico",
  emailChangeCodeText: "Su código para que esta sea su dirección de correo electrónico de Taxlane es {code}.",
  emailChangeCodeIgnore:
    "Es válido por 10 minutos. Si usted no lo pidió, puede ignorar este correo electrónico.",
  emailChangeRefusedSubject: "Esta dirección ya tiene una cuenta de Taxlane",
  emailChangeRefusedText:
    "Alguien que inició sesión en Taxlane intentó pasar su cuenta a esta dirección de correo electrónico, que ya tiene su propia cuenta.",
  emailChangeRefusedWayOut:
    "No se cambió nada. Si fue usted, inicie sesión en la otra cuenta o elija otra dirección.",
  emailChangedSubject: "Se cambió su dirección de correo electrónico de Taxlane",
  emailChangedText:
    "Su cuenta de Taxlane ahora usa {email}; de ahora en adelante, los correos sobre su cuenta se envían allí.",
  emailChangedWarning: "Si usted no hizo este cambio, comuníquese con nosotros de inmediato.",
  signInFailuresSubject: "Varios intentos fallidos de iniciar sesión en su cuenta de Taxlane",
  signInFailuresText:
    "En el último día, alguien intentó varias veces iniciar sesión en su cuenta de Taxlane con una contraseña o un código incorrectos, desde un dispositivo que nunca había iniciado sesión en ella.",
  signInFailuresReassurance:
    "Si fue usted, no tiene que hacer nada. Si no, su contraseña impidió el acceso. Sus propios dispositivos siguen iniciando sesión como siempre; a un dispositivo nuevo se le puede pedir que espere un rato, lo cual termina si restablece su contraseña.",
  signInFailuresAdvice:
    "Si su contraseña es corta o también la usa en otros sitios, elija una nueva: {resetUrl}",
  passwordChangedSubject: "Se cambió su contraseña de Taxlane",
  passwordChangedText:
    "Se acaba de cambiar la contraseña de su cuenta de Taxlane, y se cerraron todas las demás sesiones.",
  passwordChangedWarning:
    "Si usted no hizo este cambio, restablezca su contraseña de inmediato y comuníquese con nosotros.",
  appRemovedSubject: "Se quitó la aplicación de autenticación de su cuenta de Taxlane",
  appRemovedText:
    "Se acaba de quitar la aplicación de autenticación de su cuenta de Taxlane; al iniciar sesión ya no se le piden sus códigos.",
  recoveryCodesRenewedSubject: "Nuevos códigos de recuperación para su cuenta de Taxlane",
  recoveryCodesRenewedText:
    "Se acaban de crear diez nuevos códigos de recuperación para su cuenta de Taxlane; los que tenía antes ya no funcionan.",
  recoveryCodeUsedSubject: "Se usó un código de recuperación para iniciar sesión en su cuenta de Taxlane",
  recoveryCodeUsedText:
    "Alguien acaba de iniciar sesión en su cuenta de Taxlane con uno de sus códigos de recuperación. {left, plural, =0 {Ya no le quedan códigos de recuperación: cree nuevos en su página de seguridad.} one {Le queda 1 código de recuperación.} other {Le quedan # códigos de recuperación.}}",
  secondFactorChangeWarning:
    "Si usted no hizo este cambio, restablezca su contraseña de inmediato y comuníquese con nosotros: es posible que otra persona haya iniciado sesión en su cuenta.",
  codeSentMomentsAgo: "Se envió un código hace unos momentos. Puede pedir otro en {seconds} segundos.",
  tooManyCodes: "Pidió {count} códigos en la última hora. Inténtelo de nuevo en {minutes} minutos.",
  wrongCredentials: "El correo electrónico o la contraseña son incorrectos.",
  suspended: "Esta cuenta está suspendida. Escriba al equipo de soporte si cree que se trata de un error.",
  twoFactorStaysOnForOperators: "La verificación en dos pasos sigue activada para los operadores.",
  twoFactorStaysOnForProfessionals:
    "La verificación en dos pasos sigue activada para los profesionales de impuestos, que guardan los datos de sus clientes.",
  currentPasswordWrong: "Su contraseña actual no es correcta.",
  samePassword: "Elija una contraseña distinta de la actual.",
  resetLinkExpired: "Este enlace para restablecer la contraseña venció o ya se usó. Pida uno nuevo.",
  passwordTooCommon: "Esta contraseña es muy común y fácil de adivinar. Elija otra.",
  tooManySignIns:
    "Demasiados intentos de iniciar sesión. Espere {wait} e inténtelo de nuevo, o restablezca su contraseña.",
  waitSeconds: "{seconds} segundos",
  waitMinutes: "{minutes} minutos",
} as const satisfies Catalog["identity"];
