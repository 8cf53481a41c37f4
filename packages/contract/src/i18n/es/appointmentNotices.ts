import type { Catalog } from "../catalog";

/** What the API tells people about appointments: notifications, mail and calendar invitations. */
export const appointmentNotices = {
  confirmedTitle: "Cita confirmada",
  confirmedText:
    "{professional} confirmó su {type} del {when}.{joinLine} Se adjunta la invitación para su calendario.",
  confirmedMailSubject: "Cita confirmada: {client}",
  mailGreeting: "Hola, {firstName}:",
  confirmedMailText:
    "Usted confirmó una {type} con {client} el {when}.{joinLine} Se adjunta la invitación para su calendario.",
  openTaxlane: "Abra Taxlane: {url}",
  declinedTitle: "Cita rechazada",
  declinedWithMessageText: "{professional} rechazó su {type} del {when} y le envió un mensaje.",
  declinedText: "{professional} rechazó su {type} del {when}. Elija otro horario.",
  newRequestTitle: "Nueva solicitud de cita",
  cancelledTitle: "Cita cancelada",
  cancelledByProfessionalText: "{professional} canceló su {type} del {when}.",
  cancelledByClientText: "{client} canceló la {type} del {when}.",
  cancelledMailText:
    "Se canceló su {type} con {other} del {when}. La cancelación adjunta la quita de su calendario.",
  unknownFeed: "Calendario suscrito desconocido.",
  meetingLinkTitle: "Enlace a la reunión por video",
  meetingLinkText:
    "Su videollamada con {professional} del {when} se realizará en {meetingUrl}. Se adjunta la invitación actualizada para su calendario.",
  meetingLinkMailSubject: "Enlace a la reunión por video: {client}",
  meetingLinkMailText:
    "Su calendario creó la reunión para su videollamada con {client} del {when}: {meetingUrl}. Su cliente también recibió el enlace; se adjunta la invitación actualizada.",
  over: "Esta cita ya terminó y no se puede cambiar.",
  eventSummary: "{type} con {name} (Taxlane)",
  eventDescription: "{type} entre {client} y {professional}.",
  eventJoin: "Únase a la reunión por video: {url}",
  eventComments: "Comentarios: {comment}",
  calendarName: "Citas de Taxlane",
  joinLine: " Únase a la reunión por video en {url}.",
  newRequestText: "{client} pidió una {type} para el {when}.{comments}",
  commentsSuffix: " Comentarios: {comment}",
  typeInPerson: "Cita en persona",
  typePhoneCall: "Llamada telefónica",
  typeVideoChat: "Videollamada",
  typeOther: "Cita",
} as const satisfies Catalog["appointmentNotices"];
