import type { Catalog } from "../catalog";

/** Filing a return and the IRS's answer, as the API and the contract say it: refusals, notices, outcome. */
export const filing = {
  // What the request's fields must be.
  jurisdictionInvalid: "Elija federal o el código de dos letras de un estado.",
  methodInvalid: "Elija presentación electrónica o en papel.",
  dateInvalid: "Indique la fecha en el formato AAAA-MM-DD.",
  submissionIdNeeded:
    "Una presentación electrónica necesita su número de envío del IRS: 20 caracteres, dígitos y letras minúsculas, como aparece en el acuse de recibo.",
  submissionIdOnPaper: "Una presentación en papel no tiene número de envío; deje este campo vacío.",
  rejectCodeNeeded: "Indique el código de rechazo del acuse de recibo del IRS.",
  rejectCodeOnAcceptance: "Una presentación aceptada no tiene código de rechazo; deje este campo vacío.",
  rejectCodeUnknown: "{code} no es un código de rechazo del IRS que conozcamos; revise el acuse de recibo.",
  explanationTooLong: "La explicación debe tener como máximo 1000 caracteres.",
  centsInvalid: "Indique el importe en centavos enteros, 0 o más.",
  outcomeOneOf: "Indique el reembolso o el saldo adeudado, pero no ambos.",
  dueDateNeeded: "Indique la fecha límite para pagar el saldo adeudado.",
  dueDateWithoutAmount:
    "Una fecha límite va con un saldo adeudado; deje este campo vacío si se trata de un reembolso.",
  // What the service refuses.
  jobNotFound: "No pudimos encontrar este trabajo.",
  filingNotFound: "No pudimos encontrar esta presentación.",
  notInForReview: "Pase el trabajo a “en revisión” antes de registrar una presentación.",
  amendedNeedsFiled: "Una declaración enmendada se registra después de presentar la declaración original.",
  jobCancelled: "Este trabajo se canceló, así que no se puede presentar nada para él.",
  inFuture: "Esta fecha es futura; indique el día en que ocurrió.",
  beforeJob: "Esta fecha es anterior al inicio del trabajo.",
  beforeFiled: "Esta fecha es anterior a la presentación de la declaración ({filedOn}).",
  alreadyFiledThere:
    "La declaración {jurisdiction} ya se presentó y no fue rechazada; registre la respuesta del IRS o presente una declaración enmendada.",
  submissionIdTaken: "Otra presentación ya tiene este número de envío; compárelo con el acuse de recibo.",
  correctsUnknown: "La presentación que esta corrige no es una presentación rechazada de este trabajo.",
  alreadyAcknowledged:
    "Esta presentación ya tiene la respuesta del IRS ({answer}); registre una presentación nueva para corregir un rechazo.",
  acceptedWord: "aceptada",
  rejectedWord: "rechazada",
  notAccepted: "Registre la aceptación de la declaración federal por parte del IRS antes de su resultado.",
  dueDatePast: "La fecha límite ya pasó; indique una fecha a partir de hoy.",
  beforeOutcome: "Esta fecha es anterior al registro del reembolso.",
  noRefund: "Esta declaración no tiene un reembolso que marcar como emitido.",
  // Notices.
  filedTitle: "Se presentó su declaración de {taxYear}",
  filedText:
    "{professional} presentó su declaración {jurisdiction} ({method}) el {filedOn}. Le avisaremos cuando sea aceptada.",
  efileWord: "presentación electrónica",
  paperWord: "en papel",
  federalName: "federal",
  rejectedTitle: "El IRS rechazó su declaración {jurisdiction}",
  rejectedText:
    "Código de rechazo {code}: {meaning} {professional} corregirá la declaración y la volverá a presentar; usted no tiene que hacer nada, a menos que se lo pida.",
  acceptedTitle: "Se aceptó su declaración {jurisdiction}",
  acceptedText: "Su declaración {jurisdiction} fue aceptada el {acknowledgedOn}.",
  outcomeTitle: "El resultado de su declaración de {taxYear}",
  refundText:
    "Su reembolso es de {amount}. Consulte su estado en ¿Dónde está mi reembolso? del IRS con su SSN o ITIN, su estado civil para efectos de la declaración y el reembolso en dólares enteros.",
  amountDueText: "Usted adeuda {amount}, con fecha límite el {dueOn}.",
  reminderRejectedTitle: "Recordatorio: corrija la declaración rechazada del contribuyente {taxpayer}",
  reminderRejectedText:
    "La declaración {jurisdiction} del contribuyente {taxpayer} fue rechazada con el código {code} y todavía no se volvió a presentar. Corríjala y registre la nueva presentación dentro de las 24 horas siguientes al rechazo.",
  reminderDueTitle: "Recordatorio: debe pagar {amount} de impuestos a más tardar el {dueOn}",
  reminderDueText: "Su impuesto de {taxYear}, de {amount}, vence el {dueOn}. Páguelo en irs.gov/payments.",
  // The filings page of a filed job's return pack.
  packHeading: "Presentaciones de la declaración de {taxYear}",
  packFilings: "Presentaciones",
  packNoFilings: "No hay ninguna presentación registrada.",
  packFilingOriginal: "Declaración {jurisdiction} original, {method}, presentada el {filedOn}",
  packFilingAmended: "Declaración enmendada {jurisdiction}, {method}, presentada el {filedOn}",
  packSubmitted: "Enviada",
  packAccepted: "Aceptada",
  packRejected: "Rechazada",
  packSubmissionId: "Número de envío del IRS {id}",
  packAcknowledged: "El IRS respondió el {acknowledgedOn}.",
  packRejectCode: "Código de rechazo {code}: {meaning}",
  packCorrected: "Corregida por una presentación posterior.",
  packOutcome: "Resultado",
  packNoOutcome: "Todavía no se ha registrado un reembolso ni un saldo adeudado.",
  packRefund: "Reembolso de {amount}",
  packRefundIssued: "Emitido el {issuedOn}",
  packRefundWaiting: "Todavía no se ha emitido",
  packAmountDue: "{amount} con fecha límite el {dueOn}",
} as const satisfies Catalog["filing"];
