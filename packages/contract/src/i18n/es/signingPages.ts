import type { Catalog } from "../catalog";

/** The signing page and the taxpayer's signatures on the web: identity check, signing pad, paper page. */
export const signingPages = {
  padType: "Escribir",
  padDraw: "Dibujar",
  padTypeLabel: "Escriba su nombre completo como firma",
  padDrawHint: "Firme en el recuadro con el mouse, el dedo o un lápiz digital.",
  padDrawLabel: "Área para dibujar la firma",
  padClear: "Borrar",

  // The page and its states
  pageTitle: "Firmar un documento",
  loading: "Abriendo el documento para firmar…",
  notFoundTitle: "Este enlace de firma no funciona",
  noKeyText:
    "Abra el enlace del correo electrónico que le envió su profesional, o inicie sesión en Taxlane si el documento es para su propia cuenta.",
  signIn: "Iniciar sesión",
  loadFailedTitle: "No se pudo abrir el documento",
  tryAgain: "Intentar de nuevo",
  someoneElseTitle: "Inició sesión como otra persona",
  signOut: "Cerrar sesión",
  signingOut: "Cerrando sesión…",
  withdrawnTitle: "Esta solicitud se retiró",
  withdrawnText:
    "{professional} retiró la solicitud para firmar “{title}”. Ahora no hay nada que firmar; si cree que es un error, pregúntele.",
  expiredTitle: "Esta solicitud venció",
  expiredText:
    "La solicitud para firmar “{title}” terminó el {date}. Pídale a {professional} que la envíe de nuevo si todavía necesita su firma.",
  signedTitle: "Usted ya firmó",
  signedText: "Usted firmó “{title}” el {date}.",
  signedOnPaperText: "{professional} aceptó su página firmada a mano para “{title}”.",
  waitingForOthers:
    "La copia firmada estará lista cuando hayan firmado todas las personas que deben firmar. Le avisaremos por correo electrónico.",
  signedCopyReady: "Todos firmaron. La copia firmada está lista.",
  downloadSigned: "Descargar la copia firmada",
  doneTitle: "Gracias, usted ya firmó",
  doneText:
    "Su firma está en “{title}”. Se le avisó a {professional}. Si alguien más también debe firmar, le enviaremos la copia firmada por correo electrónico cuando lo haga.",

  // (a) who asks and what
  askedBy: "{professional} le pide a usted, {signer}, que firme “{title}”.",
  expiresOn: "Firme a más tardar el {date}.",
  viewDocument: "Ver el documento",
  yourFieldsTitle: "Dónde firmará",
  fieldOnPage:
    "{kind, select, signature {Su firma} initials {Sus iniciales} other {La fecha}} en la página {page}",
  stepIdentity: "Paso 1 de 2: confirme quién es",
  stepSign: "Paso 2 de 2: firme",

  // (b) the identity check
  identityLead:
    "{professional} nos pidió verificar su identidad antes de que firme. Lo que escriba aquí se usa solo para la verificación y no se guarda.",
  testCheckTitle: "Verificación de identidad de prueba: no se verifica nada real",
  testCheckText:
    "Esta es la verificación de prueba de Taxlane, que se usa mientras no haya un proveedor de verificación de identidad configurado. No verifica nada real: cualquier nombre y fecha de nacimiento se aprueban, y un número de identificación que termine en 0000 no se aprueba.",
  fullName: "Nombre completo",
  fullNameRequired: "Escriba su nombre completo.",
  dateOfBirth: "Fecha de nacimiento",
  idLast4: "Últimos cuatro dígitos de su número de Seguro Social o ITIN",
  idLast4Help: "Un ITIN (Número de Identificación Personal del Contribuyente) sirve igual que un SSN.",
  triesLeft: "{count, plural, one {Le queda 1 intento.} other {Le quedan # intentos.}}",
  checkIdentity: "Verificar mi identidad",
  checking: "Verificando…",
  identityFailed: "No pudimos confirmar su identidad con estos datos. Revíselos e intente de nuevo.",
  identityPassed: "Su identidad está confirmada. Ya puede firmar.",

  // after two failed tries
  waysOnTitle: "No pudimos confirmar su identidad en línea",
  waysOnLead: "Ya usó los dos intentos. No hay nada bloqueado: elija una de estas otras maneras de firmar.",
  askProfessional: "Pídale a {professional} que lo verifique en persona o por videollamada",
  askProfessionalText:
    "Comuníquese con {professional}. Cuando haya visto su identificación con foto, esta página le permitirá firmar; vuelva a cargarla entonces.",
  printSignUpload: "Imprimir, firmar y subir",
  printSignUploadText:
    "Descargue el documento, imprímalo, fírmelo a mano donde se le indique y luego suba un escaneo o una foto clara de las páginas firmadas (PDF, JPG o PNG).",
  downloadToPrint: "Descargar el documento para imprimir",
  uploadLabel: "Páginas firmadas (PDF, JPG o PNG)",
  upload: "Subir las páginas firmadas",
  uploading: "Subiendo…",
  noFileChosen: "Primero elija el escaneo o la foto de sus páginas firmadas.",
  wrongFileType: "Elija un archivo PDF, JPG o PNG.",
  paperWaitingTitle: "En espera de su profesional",
  paperWaitingText:
    "Enviamos sus páginas firmadas a {professional}. Cuando las acepte, su firma será válida; le avisaremos por correo electrónico.",
  paperRejectedTitle: "{professional} no pudo aceptar sus páginas firmadas",
  paperRejectedNote: "Lo que le dijo: {note}",
  uploadAgain: "Subir de nuevo las páginas firmadas",

  // (c) signing
  signTitle: "Firmar",
  initials: "Sus iniciales",
  initialsHelp: "Se usan donde el documento pide sus iniciales.",
  consent: "Al firmar, acepto que mi firma electrónica tiene el mismo valor legal que mi firma manuscrita.",
  sign: "Firmar",
  signing: "Firmando…",
  signFirst: "Primero firme: escriba su nombre o dibuje su firma.",
  initialsFirst: "Escriba sus iniciales.",

  // the taxpayer's job and to-do list
  requestsTitle: "Documentos para firmar",
  requestsLoading: "Cargando los documentos para firmar",
  requestsLoadFailed: "No se pudieron cargar los documentos para firmar",
  requestsNone: "{professional} todavía no le ha pedido que firme nada.",
  statusSent: "En espera de firmas",
  statusCompleted: "Firmado por todos",
  statusWithdrawn: "Retirado",
  statusExpired: "Vencido",
  statusDraft: "Aún no se ha enviado",
  sentOn: "Enviado el {date}",
  dueOn: "Firme a más tardar el {date}",
  completedOn: "Completado el {date}",
  roleTaxpayer: "Contribuyente",
  roleSpouse: "Cónyuge",
  you: "{name} (usted)",
  signerLine: "{name}, {role}: {state}",
  stateWaiting: "Aún no ha firmado",
  stateIdentityFailed: "Identidad aún no confirmada",
  statePaperUploaded: "Páginas firmadas en espera del profesional",
  statePaperRejected: "Páginas firmadas devueltas",
  stateSigned: "Firmado",
  stateSignedOnPaper: "Firmado en papel",
  signedOnDate: "Firmado el {date}",
  reviewAndSign: "Revisar y firmar",
  reviewAndSignNamed: "Revisar y firmar “{title}”",
  ofTitle: "de “{title}”",
  toSignTitle: "En espera de su firma",
  toSignItem: "“{title}” de {professional}, firme a más tardar el {date}",
  toSignLoadFailed: "No se pudo cargar lo que espera su firma.",
} as const satisfies Catalog["signingPages"];
