import type { Catalog } from "../catalog";

/** The web app's shared components: invitation links, photos, error screens, the question wizard. */
export const common = {
  backToHome: "Volver al inicio",
  pageNotFound: "No se encontró la página",
  inviteIntro: "¿Ya trabaja con un cliente? Envíele un enlace: su solicitud le llegará directamente a usted.",
  inviteGenerate: "Generar un enlace de invitación",
  inviteGenerateAgain: "Generar un enlace nuevo",
  inviteLinkLabel: "Enlace de invitación",
  inviteCopy: "Copiar el enlace",
  inviteCopied: "Copiado. Péguelo en un correo electrónico o un mensaje para su cliente.",
  inviteCopyFailed: "Su navegador no permitió copiar: seleccione el enlace y cópielo.",
  pendingAnswersTitle: "Sus respuestas están pendientes de envío",
  pendingAnswersText:
    "Respondió el cuestionario de {kind} antes de iniciar sesión. Envíe sus respuestas para pedir una cotización a profesionales de impuestos.",
  pendingAnswersSend: "Enviar mis respuestas",
  photoCropArea: "Área de recorte de la foto, zoom {zoom}%",
  photoCropHelp:
    "Arrastre la foto, o use las teclas de flecha, para colocarla en el cuadrado. Amplíe o reduzca con el control deslizante o con las teclas + y -.",
  photoUse: "Usar esta foto",
  photoPreview: "Su foto, tal como se mostrará",
  photoChoose: "Elegir una foto",
  photoChooseAnother: "Elegir otra foto",
  photoWrongType: "Elija una foto JPEG, PNG o WebP.",
  photoTooLarge: "Elija una foto de {megabytes} MB como máximo.",
  photoEmpty: "Este archivo está vacío. Elija una foto.",
  photoUnreadable: "No se pudo abrir este archivo como foto. Elija una foto JPEG, PNG o WebP.",
  photoHint: "JPEG, PNG o WebP, de hasta {megabytes} MB.",
  photoNoPixels: "La imagen no tiene píxeles.",
  photoCannotDraw: "Este navegador no puede dibujar la foto.",
  photoCannotSave: "Este navegador no puede guardar la foto.",
  honeypotLabel: "Deje este campo vacío",
  chooseCountry: "Elija un país",
  noStateChosen: "No se eligió ningún estado",
  chooseState: "Elija un estado",
  checkAnswers: "Revise las respuestas marcadas a continuación.",
  cancel: "Cancelar",
} as const satisfies Catalog["common"];
