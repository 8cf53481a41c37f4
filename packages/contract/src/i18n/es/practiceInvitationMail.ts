import type { Catalog } from "../catalog";

/** The invitation a practice's owner mails to a tax professional, in Spanish. */
export const practiceInvitationMail = {
  subject: "{inviter} lo invita a unirse a {practice} en Taxlane",
  text: "{inviter} lo invita a unirse a {practice} en Taxlane como {role}. {roleSummary}",
  link: "Para aceptar, abra este enlace dentro de los próximos 7 días e inicie sesión con su cuenta de profesional de impuestos (o cree una con este correo electrónico): {link}",
  ignore: "Si no desea unirse, ignore este correo electrónico: no cambiará nada.",
  roleOwner: "Propietario",
  rolePreparer: "Preparador",
  roleReviewer: "Revisor",
  roleAssistant: "Asistente",
  roleOwnerSummary: "Dirige la firma: los miembros, la facturación y los pagos, y todos los trabajos.",
  rolePreparerSummary:
    "Prepara las declaraciones de los trabajos que se le asignan (o de todos, si así se le permite), con los documentos, los mensajes y las firmas del cliente.",
  roleReviewerSummary:
    "Revisa y aprueba todos los trabajos, envía el formulario 8879 para firmar y lee los documentos y los mensajes.",
  roleAssistantSummary:
    "Se encarga de los documentos, los mensajes y las citas; nunca ve datos confidenciales, pagos ni la facturación.",
} as const satisfies Catalog["practiceInvitationMail"];
