import type { Catalog } from "../catalog";

/** Engagement letters as the API says them: the default letter, refusals, notices, the letter's PDF. */
export const engagementLetters = {
  /**
   * Our letter, used until the professional saves their own. Its `{placeholders}` are filled from the
   * quote by the API, not by `t` (the professional's own letter uses the same ones).
   */
  defaultBody: `Fecha: {date}

Estimado(a) {taxpayer}:

Gracias por elegir a {professional} para preparar su declaración de impuestos. Esta carta establece los términos de nuestro compromiso para que ambos sepamos qué esperar.

Alcance del trabajo
Prepararé {scope} para el año tributario {taxYear} a partir de la información que usted proporcione. Este compromiso no incluye una auditoría, una revisión de sus libros contables, planificación tributaria para años posteriores ni su representación ante el IRS o una agencia estatal; esos servicios pueden acordarse por separado.

Lo que usted proporciona
Usted me entregará información completa y exacta: sus comprobantes de ingresos (como los Formularios W-2, 1099 y K-1), los registros de deducciones y créditos, la declaración del año pasado y cualquier otra cosa que yo le pida. Me basaré en lo que usted me entregue sin verificarlo de forma independiente. Usted es responsable de conservar los registros que respaldan su declaración.

Honorarios
Mis honorarios por este trabajo son de {price}, según la cotización. El trabajo fuera del alcance indicado arriba, o una declaración que resulte más compleja de lo descrito, se cobrará solo después de que lo acordemos.

Plazo de entrega
Terminaré la declaración {turnaround} después de recibir toda la información que necesito. La información tardía o faltante puede retrasar la declaración y su presentación.

Sus responsabilidades y las mías
Prepararé la declaración con cuidado, conforme a la ley tributaria y las normas del IRS vigentes. Usted revisará la declaración antes de que se presente y la firmará; al firmarla, declara que es verdadera, correcta y completa. Usted es responsable de pagar los impuestos, intereses y multas que se adeuden.

Conservación de registros
Conservaré una copia de su declaración y de mis documentos de trabajo durante al menos tres años después de la presentación. Sus documentos originales le pertenecen; consérvelos durante al menos el mismo tiempo.

Terminación del compromiso
Cualquiera de nosotros puede dar por terminado este compromiso por escrito en cualquier momento. Usted adeudará los honorarios solo por el trabajo realizado hasta entonces. {depositTerms}

Al firmar a continuación, usted acepta estos términos. {professional} los acepta al confirmar su cotización.`,
  /** `{scope}` of an individual's return, with and without a state named in the request. */
  scopeIndividualWithState:
    "su declaración de impuestos federales sobre el ingreso personal (Formulario 1040) y su declaración estatal de {state}",
  scopeIndividual: "su declaración de impuestos federales sobre el ingreso personal (Formulario 1040)",
  scopeBusinessWithState:
    "la declaración de impuestos federales sobre el ingreso de su negocio y su declaración estatal de {state}",
  scopeBusiness: "la declaración de impuestos federales sobre el ingreso de su negocio",
  turnaroundDays: "en un plazo de {days, plural, one {# día} other {# días}}",
  turnaroundNone: "en el plazo que acordemos",
  /** `{depositTerms}`: what happens to a paid deposit when the client cancels, from the professional's settings. */
  depositRefunded:
    "Si usted cancela antes de que yo comience a revisar su información, se le hará el reembolso total de cualquier depósito que haya pagado.",
  depositKept:
    "Si usted cancela antes de que yo comience a revisar su información, no se le hará el reembolso del depósito que haya pagado.",
  /** The names when an account has none. */
  someTaxpayer: "el cliente",
  someProfessional: "su profesional de impuestos",
  letterNotFound:
    "No pudimos encontrar una carta de compromiso para esta cotización. Vuelva a abrirla desde sus cotizaciones o desde su trabajo.",
  unknownPlaceholder:
    "La carta usa {placeholder}, que no podemos completar. Use solo estos: {known}. O quite las llaves.",
  letterChangedSinceRead: "La carta cambió desde que usted la abrió. Vuelva a leerla y fírmela.",
  alreadySigned: "Ya firmó esta versión de la carta. No hay nada más que firmar.",
  professionalDeclined:
    "Este profesional rechazó la solicitud, así que su carta no se puede firmar. Elija otra cotización.",
  notChosenYet: "Podrá cambiar la carta cuando el contribuyente haya elegido su cotización.",
  /** The signed PDF. */
  pdfTitle: "Carta de compromiso",
  pdfParties: "Entre {professional} (el profesional) y {taxpayer} (el cliente)",
  pdfVersion: "Versión {version}",
  pdfSignatureLabel: "Firma del cliente: {name}",
  pdfDateLabel: "Fecha de la firma",
  certificateTitle: "Carta de compromiso, versión {version}",
  fileName: "carta-de-compromiso-version-{version}.pdf",
  identityMethod: "Inició sesión en su cuenta de Taxlane",
  identityResult: "sesión iniciada",
  /** Notices. */
  signedTitle: "Se firmó su carta de compromiso",
  signedText:
    "El contribuyente {taxpayer} firmó su carta de compromiso. Confirme la cotización para aceptarla y comenzar.",
  signedAgainText: "El contribuyente {taxpayer} firmó la carta de compromiso modificada.",
  changedTitle: "Su carta de compromiso cambió",
  changedText: "{professional} modificó su carta de compromiso. Léala y firme la carta modificada.",
} as const satisfies Catalog["engagementLetters"];
