import type { Catalog } from "../catalog";

/** Conversations between a taxpayer and their professional, and the mail about unread messages. */
export const messages = {
  conversationNotFound: "No pudimos encontrar esa conversación.",
  tooManyFiles: "Un mensaje puede llevar como máximo {max} archivos.",
  emptyMessage: "Escriba un mensaje o adjunte un archivo.",
  tooManyConversations: "Esta conexión sigue demasiadas conversaciones.",
  /** The hub's answer to joining under a name no conversation goes by (renamed when a member left). */
  hubUnknownConversation:
    "Ninguna conversación tiene este nombre. Vuelva a cargar sus conversaciones y únase de nuevo.",
  tooManyMessages: "Demasiados mensajes a la vez. Espere un momento.",
  hubFailed: "El servidor de mensajes no pudo hacer eso.",
  someone: "Alguien",
  unreadSubject: "Tiene mensajes sin leer en Taxlane",
  unreadText: "{sender} le envió un mensaje que todavía no ha leído. Por su privacidad, no se copia aquí.",
  unreadLink: "Léalo en Taxlane: {publicUrl}/{path}",
  emptyList: "¡Vaya! Parece que todavía no tiene ningún mensaje",
  noMessagesYet: "Todavía no hay mensajes",
  unreadCount: "{count, plural, one {# mensaje sin leer} other {# mensajes sin leer}}",
  preview: "Vista previa de {name}",
  writeMessage: "Escriba un mensaje",
  composerHint: "Intro envía; Mayús e Intro empieza una línea nueva.",
  filesToSend: "Archivos para enviar",
  chooseFiles: "Elija los archivos que desea adjuntar",
  loadingConversations: "Cargando sus conversaciones",
  loadError: "No pudimos cargar sus mensajes.",
  chooseConversation: "Elija una conversación para leerla.",
  headingForPractice: "Mensajes con sus clientes",
  heading: "Mensajes",
  threadLoadError: "No pudimos cargar estos mensajes.",
  threadWith: "Mensajes con {name}",
  loadEarlier: "Cargar mensajes anteriores",
  sayHello: "Todavía no hay mensajes. Salude a {name}.",
  notIntroduced:
    "Podrán enviarse mensajes cuando se hayan presentado a través de una solicitud. Primero envíe o responda una solicitud.",
  messageButton: "Enviar mensaje",
} as const satisfies Catalog["messages"];
