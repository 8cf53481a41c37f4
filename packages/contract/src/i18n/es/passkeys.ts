import type { Catalog } from "../catalog";

/** Passkeys (WebAuthn): adding one, signing in with one, removing one. */
export const passkeys = {
  registrationExpired:
    "Esta solicitud de llave de acceso venció. Vuelva a comenzar a agregar la llave de acceso.",
  registrationFailed:
    "No se pudo verificar la llave de acceso de su navegador, así que no se agregó. Inténtelo de nuevo o use otro dispositivo.",
  alreadyRegistered: "Esta llave de acceso ya está agregada a una cuenta. Use otra o inicie sesión con ella.",
  tooMany: "Una cuenta puede tener {max} llaves de acceso. Quite una que ya no use antes de agregar otra.",
  notFound: "Esa llave de acceso no se encontró en su cuenta.",
  passwordWrong: "Su contraseña no es correcta.",
  lastStrongFactor:
    "Esta es su última llave de acceso y no tiene una aplicación de autenticación. Las cuentas con su función deben iniciar sesión con una de ellas: agregue una aplicación de autenticación u otra llave de acceso antes de quitar esta.",
  signInExpired: "Este inicio de sesión con llave de acceso venció o ya se usó. Vuelva a iniciar sesión.",
  signInStepExpired: "Su inicio de sesión venció. Escriba de nuevo su correo electrónico y su contraseña.",
  noPasskeyOnAccount:
    "Esta cuenta aún no tiene una llave de acceso. Elija otra forma de confirmar que es usted.",
  unknownPasskey:
    "Taxlane no reconoce esta llave de acceso. Es posible que se haya quitado: inicie sesión de otra forma y vuelva a agregarla.",
  notThisAccount:
    "Esta llave de acceso pertenece a otra cuenta. Use una llave de acceso que haya agregado a esta cuenta.",
  signInFailed:
    "No se pudo verificar su llave de acceso. Inténtelo de nuevo o elija otra forma de iniciar sesión.",
  removedSubject: "Se quitó una llave de acceso de su cuenta de Taxlane",
  removedText: "Se quitó la llave de acceso “{name}” de su cuenta. Ya no puede usarse para iniciar sesión.",
  removedWarning:
    "Si usted no hizo esto, cambie su contraseña ahora y revise sus segundos factores y los dispositivos con sesión iniciada en la configuración de su cuenta.",
} as const satisfies Catalog["passkeys"];
