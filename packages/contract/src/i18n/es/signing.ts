import type { Catalog } from "../catalog";

/** Signing from the signer's side, as the API says them: the identity check, refusals, notices. */
export const signing = {
  testCheckName: "Verificación de identidad de prueba",
  providerCheckName: "Verificación de identidad en línea",
  linkNotFound:
    "Este enlace de firma no funciona. Puede estar incompleto, o un correo electrónico más reciente lo reemplazó. Abra el enlace del último correo electrónico sobre este documento, o pídale a su profesional que lo envíe de nuevo.",
  otherSession:
    "Este enlace de firma se envió a {name}. Primero cierre sesión, o pídale a su profesional que le envíe el enlace a usted.",
  requestWithdrawn:
    "Su profesional retiró este documento, así que ya no se puede firmar. Pregúntele si le enviará uno nuevo.",
  requestExpired:
    "Este documento esperó firmas hasta el {date} y ya no se puede firmar. Pídale a su profesional que lo envíe de nuevo.",
  alreadySigned: "Usted firmó esto el {date}.",
  identityNotAsked: "Este documento no pide una verificación de identidad. Puede firmarlo ahora.",
  identityAlreadyConfirmed: "Su identidad ya está confirmada. Ya puede firmar.",
  identityNoTriesLeft:
    "Ya se usaron los dos intentos de verificación de identidad. Pídale a su profesional que lo verifique en persona o por videollamada, o imprima la página de firma, fírmela a mano y súbala aquí.",
  identityServiceDown:
    "El servicio de verificación de identidad no respondió. Intente de nuevo en unos minutos.",
  identityFirst: "Primero confirme su identidad y luego firme.",
  paperNotYet:
    "Solo se puede subir una página firmada a mano después de que no se aprobaran los dos intentos de verificación de identidad. Primero verifique su identidad.",
  paperWaiting: "Su página firmada a mano está en espera de que su profesional la revise.",
  paperFileRequired: "Elija la página firmada que desea subir: un archivo PDF, JPG o PNG.",
  paperUnreadable:
    "No se pudo agregar la página subida a la copia firmada: no se pudo leer el archivo. Pídale al firmante que la suba de nuevo.",
  signedCopyNotReady:
    "La copia firmada se crea cuando todos los firmantes han firmado. Todavía no está lista.",
  signerNotFound: "Este firmante no se encontró entre sus solicitudes de firma.",
  requestNotWaiting: "Esta solicitud ya no está en espera de firmas, así que no se puede cambiar.",
  verifyNotNeeded: "La identidad de este firmante ya está confirmada; no hay nada que verificar.",
  verifyNotAsked: "Este documento no pide una verificación de identidad; no hay nada que verificar.",
  signerAlreadySigned: "Este firmante ya firmó.",
  noPaperWaiting: "No hay ninguna página firmada a mano de este firmante en espera.",
  signedTitle: "{signer} firmó “{title}”",
  signedText: "{signer} firmó “{title}”. Abra la pestaña Firmas del trabajo para ver en qué estado está.",
  paperUploadedTitle: "{signer} subió una página firmada a mano",
  paperUploadedText:
    "{signer} subió una página firmada a mano para “{title}”. Revísela y acéptela o devuélvala en la pestaña Firmas del trabajo.",
  paperRejectedTitle: "Se devolvió su página firmada a mano para “{title}”",
  paperRejectedText:
    "{professional} le devolvió su página firmada a mano para “{title}”: {note} Imprima la página, fírmela y súbala de nuevo.",
  paperRejectedMailText:
    "{professional} le devolvió su página firmada a mano para “{title}”: {note} Imprima la página, fírmela y súbala de nuevo aquí: {url}",
  paperAcceptedTitle: "Se aceptó su página firmada a mano para “{title}”",
  paperAcceptedText: "{professional} aceptó su página firmada a mano para “{title}” como su firma.",
  completedTitle: "Todos firmaron “{title}”",
  completedText:
    "Todos los firmantes firmaron “{title}”. La copia firmada, con su certificado de firma, está en la pestaña Firmas del trabajo.",
  signedCopyMailSubject: "Su copia firmada de “{title}” está lista",
  signedCopyMailText:
    "Todos los firmantes firmaron “{title}”. Descargue aquí la copia firmada, con su certificado de firma: {url}",
  mailGreeting: "Hola, {name}:",
  certificateNoCheckMethod: "Enlace de firma enviado por correo electrónico",
  certificateNoCheckResult: "no se pidió verificación de identidad",
  certificatePassed: "aprobada",
  certificateInPersonMethod: "Verificada en persona",
  certificateVideoMethod: "Verificada por videollamada",
  certificateVerifiedBy: "por {professional}",
  certificatePaperMethod: "Firmado en papel",
  certificatePaperResult: "aceptado por {professional}",
  certificateIpUnknown: "no registrada",
} as const satisfies Catalog["signing"];
