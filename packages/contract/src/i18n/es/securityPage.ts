import type { Catalog } from "../catalog";

/**
 * The Security page of the signed-in areas: where the person stands with the second factor, the
 * authenticator app, passkeys, recovery codes, e-mailed codes and the devices they are signed in on.
 */
export const securityPage = {
  title: "Seguridad",
  menuLabel: "Seguridad",
  loading: "Cargando su configuración de seguridad",
  loadError: "No pudimos cargar su configuración de seguridad.",
  tryAgain: "Intentar de nuevo",
  cancel: "Cancelar",
  never: "nunca",

  // Where the person stands.
  standingHeading: "La protección de su inicio de sesión",
  /** `{factors}`: "an authenticator app", "a passkey", or both joined. */
  protectedBy: "Su cuenta está protegida con {factors}.",
  factorApp: "una aplicación de autenticación",
  factorPasskeys: "{count, plural, one {una llave de acceso} other {# llaves de acceso}}",
  factorsJoined: "{first} y {second}",
  /** `{date}`: the last day of the grace. */
  dueBy:
    "Agregue una aplicación de autenticación o una llave de acceso a más tardar el {date}. Hasta entonces, puede seguir iniciando sesión con códigos enviados por correo electrónico.",
  /** A professional whose days to add one have not begun yet (they begin at the next sign-in). */
  dueSoon:
    "Agregue una aplicación de autenticación o una llave de acceso: a partir de su próximo inicio de sesión, tendrá {days} días antes de que se necesite una para ver la información de los clientes.",
  dueWhyExpert:
    "Después de esa fecha, la información de los clientes permanecerá cerrada hasta que agregue una.",
  dueWhyAdmin:
    "Después de esa fecha, las herramientas de operador permanecerán cerradas hasta que agregue una.",
  blockedHeading: "Agregue una aplicación de autenticación o una llave de acceso para continuar",
  blockedExpert:
    "Terminaron sus 7 días para agregar una, así que la información de sus clientes está cerrada por ahora. Se abrirá en cuanto agregue una aplicación de autenticación o una llave de acceso a continuación.",
  blockedAdmin:
    "Terminaron sus 7 días para agregar una, así que las herramientas de operador están cerradas por ahora. Se abrirán en cuanto agregue una aplicación de autenticación o una llave de acceso a continuación.",
  signInAgain:
    "Esta sesión se abrió sin su aplicación de autenticación ni su llave de acceso. Cierre la sesión y vuelva a iniciarla con una de ellas para tener acceso a todo.",
  invitation:
    "Agregue una aplicación de autenticación o una llave de acceso para un inicio de sesión más seguro que los códigos por correo electrónico. Toma alrededor de un minuto.",

  // The intro for a professional sent here after signing in (`?setup=1`).
  introHeading: "Proteja la información de sus clientes",
  introText:
    "Taxlane pide a los profesionales de impuestos y a los operadores que confirmen cada inicio de sesión con algo que solo ellos tienen. Elija una opción; puede agregar la otra más adelante.",
  introAppTitle: "Aplicación de autenticación",
  introAppText:
    "Una aplicación en su teléfono (Google Authenticator, Microsoft Authenticator, 1Password…) muestra un código nuevo de 6 dígitos cada 30 segundos.",
  introPasskeyTitle: "Llave de acceso",
  introPasskeyText:
    "La huella digital, el reconocimiento facial o el bloqueo de pantalla de su dispositivo le permiten iniciar sesión. No tiene que escribir nada, y un sitio falso no puede capturar nada.",
  introRemindLater: "Recordármelo más tarde",
  introDone: "Todo listo: su inicio de sesión está protegido.",
  introContinue: "Continuar con su trabajo",

  // Authenticator app.
  appHeading: "Aplicación de autenticación",
  appNone:
    "Todavía no tiene una aplicación de autenticación. Cuando la agregue, iniciará sesión con el código de 6 dígitos que muestra.",
  appSetUp: "Configurar una aplicación de autenticación",
  /** `{added}`: a date; `{used}`: "3 days ago" or "never". */
  appAdded: "Agregada: {added}. Último uso: {used}.",
  appReplace: "Reemplazar con un teléfono nuevo",
  appRemove: "Quitar",
  appRemoveTitle: "¿Quitar la aplicación de autenticación?",
  appRemoveText: "Ya no podrá iniciar sesión con sus códigos. Ingrese su contraseña para quitarla.",
  appRemoved: "Se quitó la aplicación de autenticación.",
  appAddedDone: "Su aplicación de autenticación está configurada.",

  // The setup dialog.
  setupTitle: "Configurar una aplicación de autenticación",
  setupReplaceTitle: "Pasar su aplicación de autenticación a un teléfono nuevo",
  setupReplaceNote: "Los códigos de su teléfono anterior dejarán de funcionar cuando se confirme el nuevo.",
  setupStepScan: "Escanee el código",
  setupStepConfirm: "Ingrese un código",
  setupScanText: "Abra su aplicación de autenticación, elija agregar una cuenta y escanee este código.",
  setupQrAlt: "Código QR para escanear con su aplicación de autenticación",
  setupCantScan: "¿No puede escanearlo?",
  setupKeyText: "En su lugar, ingrese esta clave en su aplicación (basada en el tiempo):",
  setupOpenInApp: "Abrir en una aplicación de autenticación de este dispositivo",
  setupPreparing: "Preparando su clave…",
  setupStartError: "No pudimos preparar una clave para su aplicación.",
  setupNext: "Siguiente",
  setupBack: "Atrás",
  setupCodeLabel: "Código de 6 dígitos de su aplicación",
  setupCodeHint: "Escriba el código que su aplicación muestra ahora para Taxlane.",
  setupConfirm: "Confirmar",

  // Recovery codes.
  codesHeading: "Códigos de recuperación",
  codesText:
    "Cada código le permite iniciar sesión una vez si pierde su teléfono o su llave de acceso. Guárdelos en un lugar seguro, separado de sus dispositivos.",
  codesLeft: "Quedan {left} de {total}",
  codesLow: "Le quedan pocos códigos de recuperación. Cree códigos nuevos para no quedarse sin acceso.",
  codesNone:
    "Recibirá códigos de recuperación cuando agregue una aplicación de autenticación o una llave de acceso.",
  codesMakeNew: "Crear códigos nuevos",
  codesMakeNewTitle: "¿Crear códigos de recuperación nuevos?",
  codesMakeNewText:
    "Sus códigos de recuperación anteriores dejarán de funcionar de inmediato. Ingrese su contraseña para crear códigos nuevos.",
  codesDialogTitle: "Guarde sus códigos de recuperación",
  codesDialogText:
    "Estos códigos se muestran solo esta vez. Cada uno le permite iniciar sesión una vez si no puede usar su aplicación o su llave de acceso.",
  codesListLabel: "Sus códigos de recuperación",
  codesCopy: "Copiar",
  codesCopied: "Copiado",
  codesCopyFailed: "Su navegador no permitió copiar. Seleccione los códigos y cópielos usted mismo.",
  codesDownload: "Descargar como archivo de texto",
  codesFileHeading: "Códigos de recuperación de Taxlane para {email}",
  codesFileNote: "Cada código funciona una sola vez. Creados el {date}.",
  codesSaved: "Guardé estos códigos",
  codesDone: "Listo",
  codesDoneDisabled: "Confirme que guardó los códigos para cerrar esta ventana.",

  // Passkeys.
  passkeysHeading: "Llaves de acceso",
  passkeysNone:
    "Todavía no tiene llaves de acceso. Una llave de acceso le permite iniciar sesión con la huella digital, el reconocimiento facial o el bloqueo de pantalla de su dispositivo.",
  /** `{added}`: a date; `{used}`: "3 days ago" or "never". */
  passkeyAdded: "Agregada: {added} · Último uso: {used}",
  passkeyAdd: "Agregar una llave de acceso",
  passkeyUnsupported:
    "Este navegador no puede crear llaves de acceso. Abra esta página en un navegador actualizado para agregar una.",
  passkeyNameLabel: "Nombre",
  passkeyNameHint:
    "Algo que le permita distinguirla después, como “Computadora del trabajo” o “Mi teléfono”.",
  passkeyAddTitle: "Agregar una llave de acceso",
  passkeyAddText:
    "Su navegador le pedirá que confirme con su huella digital, su rostro, el bloqueo de pantalla o una llave de seguridad.",
  passkeyContinue: "Continuar",
  passkeyCancelled: "No se creó la llave de acceso. Inténtelo de nuevo cuando esté listo.",
  passkeyAlreadyHere: "Este dispositivo ya tiene una llave de acceso para Taxlane.",
  passkeyAddedDone: "Se agregó su llave de acceso.",
  passkeyRemove: "Quitar",
  /** The Remove button's name for people using a screen reader. */
  passkeyRemoveLabel: "Quitar la llave de acceso {name}",
  passkeyRemoveTitle: "¿Quitar la llave de acceso “{name}”?",
  passkeyRemoveText: "Ya no podrá iniciar sesión con ella. Ingrese su contraseña para quitarla.",
  passkeyRemoved: "Se quitó la llave de acceso.",

  // Password confirmation.
  passwordLabel: "Su contraseña",

  // E-mailed codes.
  emailHeading: "Códigos por correo electrónico",
  emailOn: "La verificación en dos pasos con un código por correo electrónico está activada.",
  emailOff: "La verificación en dos pasos con un código por correo electrónico está desactivada.",
  emailLink: "Cámbiela en su perfil",

  // Sessions.
  sessionsHeading: "Dónde tiene la sesión iniciada",
  sessionsLoadError: "No pudimos cargar dónde tiene la sesión iniciada.",
  sessionsEmpty: "No hay sesiones para mostrar.",
  sessionsLoading: "Cargando dónde tiene la sesión iniciada",
  sessionThisDevice: "Este dispositivo",
  /** `{date}`: a date and time. */
  sessionSignedIn: "Inicio de sesión: {date}",
  /** `{when}`: "5 minutes ago", "just now". */
  sessionLastSeen: "Última actividad: {when}",
  justNow: "hace un momento",
  sessionSignOut: "Cerrar sesión",
  /** `{device}`: "Chrome on Windows". */
  sessionSignOutLabel: "Cerrar sesión en {device}",
  sessionEndTitle: "¿Cerrar sesión en {device}?",
  sessionEndText: "Ese dispositivo tendrá que volver a iniciar sesión.",
  sessionEndCurrentText: "Este es el dispositivo que está usando ahora: irá a la página de inicio de sesión.",
  sessionEnded: "Se cerró la sesión en ese dispositivo.",
  sessionEndedCurrent: "Cerró la sesión.",
  sessionsEndOthers: "Cerrar sesión en todos los demás lugares",
  sessionsEndOthersTitle: "¿Cerrar sesión en todos los demás lugares?",
  sessionsEndOthersText:
    "Todos los demás dispositivos y navegadores tendrán que volver a iniciar sesión. En este seguirá abierta.",
  sessionsEndedOthers: "Se cerró la sesión en todos los demás lugares.",
  placesAttribution: "Lugares por DB-IP",
} as const satisfies Catalog["securityPage"];
