import type { Catalog } from "../catalog";

/** Signature requests from the professional's side, as the API says them: refusals, notices, mails. */
export const signatureRequests = {
  jobNotFound:
    "No pudimos encontrar este trabajo entre los suyos. Revise el enlace o abra el trabajo desde su lista de clientes.",
  requestNotFound:
    "No pudimos encontrar esta solicitud de firma. Es posible que se haya descartado; abra la pestaña Firmas del trabajo para ver sus solicitudes.",
  signerNotFound:
    "No pudimos encontrar a este firmante. Es posible que la solicitud se haya descartado; abra la pestaña Firmas del trabajo para ver sus solicitudes.",
  attachDocument: "Adjunte el PDF que se debe firmar.",
  alreadySent: "Esta solicitud ya se envió. Para cambiarla, retírela y envíe una nueva.",
  notDraft: "Solo se puede enviar una solicitud que aún no se haya enviado. Esta está {status}.",
  alreadyCompleted: "Todos firmaron este documento, así que ya no se puede retirar.",
  requestClosed: "Esta solicitud está {status}, así que ya no se pueden enviar enlaces a sus firmantes.",
  expired:
    "Esta solicitud venció el {date} sin todas las firmas. Retírela si lo desea y envíe una solicitud nueva.",
  statusCompleted: "completada",
  statusWithdrawn: "retirada",
  statusSent: "ya enviada",
  signerSigned: "{name} ya firmó este documento; no hay nada que recordarle.",
  taxpayerRequired:
    "Indique al contribuyente como firmante: el contribuyente del trabajo firma todas las solicitudes.",
  roleTwice: "Una solicitud solo puede tener un {role}. Quite el segundo.",
  roleTaxpayer: "contribuyente",
  roleSpouse: "cónyuge",
  spouseNameRequired: "Ingrese el nombre completo del cónyuge.",
  spouseEmailRequired:
    "Ingrese la dirección de correo electrónico del cónyuge, a la que se enviará su enlace para firmar.",
  spouseEmailSame:
    "La dirección de correo electrónico del cónyuge es la del contribuyente. Cada firmante necesita su propia dirección; ingrese la del cónyuge.",
  fieldSignerMissing:
    "Un campo pertenece al firmante {number}, pero la solicitud indica {count, plural, one {# firmante} other {# firmantes}}. Asigne el campo a uno de ellos.",
  signatureFieldMissing: "Coloque al menos un campo de firma para {name}.",
  sentTitle: "Un documento para firmar: {title}",
  sentText: "{professional} le pide que firme “{title}” a más tardar el {date}.",
  withdrawnTitle: "Se retiró la solicitud de firma: {title}",
  withdrawnText: "{professional} retiró la solicitud para firmar “{title}”. Ya no necesita firmarlo.",
  mailSignSubject: "Firme, por favor: {title}",
  mailSignGreeting: "Hola, {name}:",
  mailSignText: "{professional} le pide que firme “{title}” a través de Taxlane, a más tardar el {date}.",
  mailSignLink: "Abra el documento y fírmelo aquí: {link}",
  mailSignLinkOwn:
    "El enlace es solo para usted; no lo reenvíe. Si no esperaba esta solicitud, comuníquese con {professional}.",
  mailRemindSubject: "Recordatorio: firme {title}, por favor",
  mailRemindText:
    "{professional} todavía espera su firma en “{title}”, a más tardar el {date}. Aquí tiene un enlace nuevo; el que se envió antes ya no funciona.",
  mailWithdrawnSubject: "No es necesario firmar: {title}",
  mailWithdrawnText:
    "{professional} retiró la solicitud para firmar “{title}”. Su enlace ya no funciona y usted no tiene que hacer nada.",
  reminderTitle: "Esperando su firma: {title}",
  reminderText: "{professional} espera su firma en “{title}”, a más tardar el {date}.",
  reminderSpouseTitle: "Esperando la firma de {name}: {title}",
  reminderSpouseText:
    "{name} todavía no ha firmado “{title}” para {professional}, a más tardar el {date}. Su enlace para firmar se le envió por correo electrónico; pídale que lo busque.",
} as const satisfies Catalog["signatureRequests"];
