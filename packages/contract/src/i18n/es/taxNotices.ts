import type { Catalog } from "../catalog";

/**
 * Letters from the IRS or a state tax agency a taxpayer received: each kind's name and a one-line
 * plain meaning, and what the API says of them (refusals, notices, mails).
 */
export const taxNotices = {
  kindCp2000: "CP2000",
  kindCp14: "CP14",
  kindCp501: "CP501",
  kindCp503: "CP503",
  kindCp504: "CP504",
  kindCp11: "CP11",
  kindCp12: "CP12",
  kindCp2501: "CP2501",
  kindLtr5071c: "Carta 5071C",
  kindLtr4883c: "Carta 4883C",
  kindLtr525: "Carta 525",
  kindState: "Aviso estatal",
  kindUnknown: "No lo sé",
  meaningCp2000:
    "Los ingresos que el IRS tiene registrados no coinciden con su declaración, y propone un cambio en su impuesto.",
  meaningCp14: "El IRS indica que usted adeuda impuestos de una declaración y le pide que pague el saldo.",
  meaningCp501: "Un recordatorio de que aún hay un saldo sin pagar.",
  meaningCp503: "Un segundo recordatorio: el saldo sigue sin pagarse y los intereses siguen aumentando.",
  meaningCp504:
    "Un aviso final: el IRS tiene la intención de embargar un reembolso estatal u otros bienes si el saldo sigue sin pagarse.",
  meaningCp11: "El IRS corrigió un error en su declaración, y ahora usted adeuda más.",
  meaningCp12: "El IRS corrigió un error en su declaración, y su reembolso cambió.",
  meaningCp2501:
    "Es posible que los ingresos que el IRS tiene registrados no coincidan con su declaración, y le pide una explicación antes de proponer un cambio.",
  meaningLtr5071c:
    "El IRS necesita que usted confirme su identidad en línea o por teléfono antes de tramitar su declaración.",
  meaningLtr4883c:
    "El IRS necesita que usted confirme su identidad por teléfono antes de tramitar su declaración.",
  meaningLtr525: "Los resultados de una auditoría por correo: el IRS propone cambios en su impuesto.",
  meaningState: "Una carta de la agencia tributaria de su estado sobre una declaración estatal o un saldo.",
  meaningUnknown: "¿No está seguro de qué es? Súbala: su profesional la leerá y se lo dirá.",

  kindRequired: "Elija qué tipo de carta es, o “No lo sé”.",
  deadlineInvalid: "Escriba como fecha el plazo de respuesta impreso en la carta.",
  deadlinePast: "La fecha límite ya pasó: revise la fecha impresa en la carta",
  noteTooLong: "La nota puede tener como máximo 1,000 caracteres.",
  attachLetter: "Adjunte la carta: un PDF o una foto de ella.",
  answerNoteRequired: "Explique en pocas palabras cómo se respondió la carta, para que su cliente lo sepa.",
  quoteMessageRequired: "Indique qué incluye el trabajo sobre esta carta.",
  jobNotFound:
    "No encontramos esta preparación de impuestos entre las suyas. Ábrala desde su lista de preparaciones de impuestos.",
  noticeNotFound: "No encontramos esta carta. Abra la pestaña Cartas del trabajo para ver sus cartas.",
  quoteAccepted: "Su cliente ya aceptó su cotización para esta carta, así que ya no puede cambiar.",
  acceptOrDecline: "Acepte o rechace la cotización.",
  noQuoteToAnswer: "No hay ninguna cotización esperando su respuesta sobre esta carta.",
  quoteAlreadyAccepted: "Usted ya aceptó esta cotización, así que ya no se puede rechazar.",
  quoteAlreadyDeclined:
    "Usted ya rechazó esta cotización, así que ya no se puede aceptar. Su profesional puede enviarle una nueva.",
  letterWord: "carta",
  stateNoticeWord: "aviso estatal",
  jobCancelled:
    "Esta preparación de impuestos se canceló, así que su profesional ya no trabaja en ella. En su lugar, pida a un profesional una cotización para esta carta.",
  someClient: "Su cliente",
  someProfessional: "Su profesional",

  uploadedTitle: "Su cliente recibió un aviso: {kind}",
  uploadedText:
    "{client} recibió un aviso de la agencia tributaria: {kind}. Responda a más tardar el {deadline}.",
  uploadedUnknownText:
    "{client} recibió una carta de la agencia tributaria y no está seguro de qué es. Responda a más tardar el {deadline}.",
  answeredTitle: "Se respondió su carta",
  answeredText: "{professional} respondió a su {kind}: {note}",
  quotedTitle: "Una cotización para su {kind}",
  quotedText: "{professional} le envía una cotización de {price} por el trabajo sobre su {kind}: {message}",
  quoteAcceptedTitle: "Su cliente aceptó su cotización",
  quoteAcceptedText: "{client} aceptó {price} por el trabajo sobre su {kind}.",
  quoteDeclinedTitle: "Su cliente rechazó su cotización",
  quoteDeclinedText: "{client} rechazó {price} por el trabajo sobre su {kind}.",
  reminderTitle: "Recordatorio: la respuesta a {kind} vence en {days, plural, one {# día} other {# días}}",
  reminderExpertText:
    "Hay que responder a {kind} de {client} a más tardar el {deadline}, y aún no está marcado como respondido.",
  reminderTaxpayerText:
    "Hay que responder a su {kind} a más tardar el {deadline}. Su profesional aún no lo ha marcado como respondido.",
} as const satisfies Catalog["taxNotices"];
