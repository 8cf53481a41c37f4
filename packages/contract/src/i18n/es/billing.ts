import type { Catalog } from "../catalog";

/**
 * Plans, checkout and subscriptions: what a refused card means for the person, the pricing page, a
 * professional's plan. Who pays for what is `planTerms`.
 */
export const billing = {
  declineGeneric: "Su tarjeta fue rechazada. Use otra tarjeta o pregunte a su banco por qué fue rechazada.",
  declineInsufficientFunds: "Su tarjeta no tiene fondos suficientes. Use otra tarjeta.",
  declineLostOrStolen: "Su tarjeta fue rechazada. Use otra tarjeta.",
  declineExpired: "Su tarjeta está vencida. Revise la fecha de vencimiento o use otra tarjeta.",
  declineIncorrectCvc: "El código de seguridad de su tarjeta es incorrecto. Revíselo e inténtelo de nuevo.",
  declineProcessingError: "Ocurrió un error al procesar su tarjeta. Inténtelo de nuevo en un momento.",
  declineCanceled: "Usted salió del pago antes de que se guardara su tarjeta. No se cobró nada.",
  declineUnknown: "No se pudo guardar su tarjeta. No se cobró nada; inténtelo de nuevo.",
  noPlanToChange: "No tiene ningún plan que cambiar. Elija un plan en la página de Precios.",
  paymentsNotSetUp:
    "Los pagos aún no están configurados en este servidor, así que aquí no se pueden comprar planes. Comuníquese con el equipo de soporte.",
  testCheckoutUnavailable: "El pago de prueba no está disponible aquí.",
  planNotFoundChooseAgain: "No encontramos ese plan. Elija uno en la página de Precios.",
  alreadyHasPlan: "Ya tiene un plan. Puede cambiarlo o cancelarlo en su perfil.",
  cancelOwnPlanOnly: "Solo puede cancelar su propio plan.",
  undoCancellationFirst: "Este plan está cancelado. Primero deshaga la cancelación y luego haga el cambio.",
  planNotFound: "No encontramos ese plan.",
  checkoutNotFound: "No encontramos ese pago. Elija su plan de nuevo.",
  testCardsOnly:
    "Este es un pago de prueba y solo acepta las tarjetas de prueba de Stripe, como 4242 4242 4242 4242. Aquí no se cobra a ninguna tarjeta real.",
  planEnded: "Este plan terminó. Elija un plan de nuevo para enviar cotizaciones.",
  trialBegunTitle: "Comenzó su prueba gratuita del plan {plan}",
  trialBegunText:
    "Ya puede enviar cotizaciones. No se cobra nada hasta el {until}, cuando se cobra {amount} por el primer {interval}.",
  trialBegunMail:
    "Comenzó su prueba gratuita del plan {plan}, y ya puede enviar cotizaciones a los contribuyentes.",
  trialBegunMailCharge:
    "No se cobra nada hasta que termine su prueba el {until}. Ese día cobraremos {amount} a su tarjeta por el primer {interval}.",
  trialBegunMailCancel: "Para que no se le cobre, cancele en su perfil antes del {until}: {link}",
  planBegunTitle: "Comenzó su plan {plan}",
  planBegunText: "Ya puede enviar cotizaciones. Su plan se renueva el {until} por {amount} al {interval}.",
  planBegunMail: "Comenzó su plan {plan}, y ya puede enviar cotizaciones a los contribuyentes.",
  planBegunMailRenewal:
    "Se renueva el {until}, y ese día cobraremos {amount} a su tarjeta. Puede cambiarlo o cancelarlo en su perfil: {link}",
  planCancelledTitle: "Su plan {plan} está cancelado",
  planCancelledText: "Sigue funcionando hasta el {until} y termina entonces; no se cobra nada más.",
  planCancelledMail:
    "Usted canceló su plan {plan}. Sigue funcionando, incluido el envío de cotizaciones, hasta el {until}, y termina entonces. No se cobra nada más, y no hay reembolsos por una parte de un período de facturación.",
  planCancelledMailUndo: "¿Cambió de opinión? Deshaga la cancelación en su perfil antes del {until}: {link}",
  planContinuesTitle: "Su plan {plan} continúa",
  planContinuesText:
    "Usted deshizo la cancelación. El {until} se cobra {amount} por el siguiente {interval}.",
  planContinuesMail: "Usted deshizo la cancelación de su plan {plan}, así que continúa.",
  planContinuesMailCharge:
    "El {until} cobraremos {amount} a su tarjeta por el siguiente {interval}. Puede cambiarlo o cancelarlo en su perfil: {link}",
  trialEndsTitle: "Su prueba de Taxlane termina el {when}",
  trialEndsText:
    "Su prueba gratuita del plan {plan} termina el {when}; después se cobra {amount} por el primer {interval}.",
  trialEndsMail:
    "Su prueba gratuita del plan {plan} termina el {when}. Ese día cobraremos {amount} a su tarjeta por el primer {interval}.",
  trialEndsMailCancel:
    "Para conservar su plan, no haga nada. Para que no se le cobre, cancele en su perfil antes del {when}: {link}",
  renewsTitle: "Su plan anual de Taxlane se renueva el {when}",
  renewsText: "Su plan anual {plan} se renueva el {when}, y ese día se cobra {amount}.",
  renewsMail: "Su plan anual {plan} se renueva el {when}, y ese día cobraremos {amount} a su tarjeta.",
  renewsMailChange:
    "Para cambiarlo o cancelarlo antes de esa fecha, vaya a su perfil: {link}. No hay reembolsos por una parte de un período de facturación.",
  planIncludes: "Qué incluye {plan}",
  planSeats: "Incluye {included} miembros · cada miembro adicional {price} {per}",
  noPaymentsYet: "Aún no hay pagos.",
  pastDueTitle: "No pudimos cobrar a su tarjeta",
  pastDueText:
    "El envío de cotizaciones está en pausa hasta que se procese el pago. Intentaremos cobrar a la tarjeta de nuevo en los próximos días; si sigue fallando, el plan termina. Su ficha, sus mensajes y sus trabajos actuales siguen abiertos.",
  panelTrialEnds: "Su prueba gratuita termina el {date}. ",
  panelRenews: "Su plan se renueva el {date}. ",
  panelCharge: "Cobraremos {amount}{card} el {date}.",
  cancelQuestion: "¿Cancelar su plan?",
  keepPlan: "Conservar mi plan",
  planLoadError: "No pudimos cargar su plan.",
  noPlan: "No tiene ningún plan.",
  startTrial: "Comience su prueba gratuita",
  pricingHeading: "Planes sencillos, en dólares estadounidenses",
  plansLoadErrorRetry: "No pudimos cargar los planes. Inténtelo de nuevo.",
  termsHeading: "Las condiciones, en palabras sencillas",
  termsCancel:
    "Cancele cuando quiera, sin costo. La cancelación entra en vigor el día después de que termine su período de facturación actual; hasta entonces su plan sigue funcionando.",
  termsDollars: "Todos los precios están en dólares estadounidenses.",
  plansLoadError: "No pudimos cargar los planes.",
  seePlan: "Ver su plan",
  continueToCard: "Continuar a los datos de la tarjeta",
  addCard: "Agregue su tarjeta",
  trialStarted: "Comenzó su prueba gratuita",
  confirmingCard: "Confirmando su tarjeta…",
  cardAcceptedWaiting:
    "Su tarjeta fue aceptada. Estamos esperando que el proveedor de pagos confirme su prueba; esto suele tardar unos segundos y esta página se actualiza sola.",
  trialEndsLabel: "Fin de la prueba gratuita",
  goToRequests: "Ir a sus solicitudes",
  paymentFailedTitle: "Su pago no se procesó",
  paymentFailedText:
    "No se cobró nada, y su plan y su prueba gratuita no han comenzado. Para continuar, inténtelo de nuevo con otra tarjeta o revise los datos de esta tarjeta. Si la tarjeta debería funcionar, su banco puede decirle por qué fue rechazada.",
  tryAnotherCard: "Probar con otra tarjeta",
  checkoutEnded: "Este pago ya terminó.",
  testCheckoutTitle: "Pago de prueba: no se cobra a ninguna tarjeta real",
  testCheckoutText:
    "Este es el pago de prueba propio de Taxlane, que se usa mientras no haya un proveedor de pagos configurado. Solo acepta las tarjetas de prueba de Stripe: use 4242 4242 4242 4242 con cualquier fecha de vencimiento futura y cualquier código de 3 dígitos. La tarjeta 4000 0000 0000 0002 se rechaza y la 4000 0000 0000 9995 no tiene fondos suficientes.",
  firstCharge: "Primer cobro, cuando termine su prueba gratuita",
  expiryDate: "Fecha de vencimiento (MM / AA)",
  nameOnCard: "Nombre en la tarjeta (opcional)",
  startMyTrial: "Comenzar mi prueba gratuita",
  choosePlan: "Elija un plan",
  logInWithLinkEmail: "Iniciar sesión con el correo electrónico del enlace",
  continueWithAccount: "Continuar con esta cuenta",
  linkNamesNoPlan: "Este enlace no indica ningún plan que ofrezcamos.",
  thePlan: "El plan {plan}",
  /** The plans as first installed (the database holds them after that). */
  basicDescription:
    "Para profesionales de impuestos que quieren que los encuentren y trabajar con sus clientes en línea.",
  standardDescription:
    "Para despachos que quieren que los recordatorios se envíen solos y tener el asistente a mano.",
  featureListing: "Una ficha en el directorio de Taxlane",
  featureUploads: "Documentos que sus clientes suben de forma segura",
  featureOnboarding: "Incorporación guiada de clientes nuevos",
  featureQuestionnaire: "El cuestionario de impuestos digital",
  featureScheduling: "Programación de citas",
  featureAnswers: "Respuestas a las preguntas frecuentes de sus clientes",
  featureStatus: "Avisos a sus clientes sobre el estado de su declaración de impuestos",
  featureEverythingInBasic: "Todo lo de Basic",
  featureAutomatedReminders: "Recordatorios automáticos a sus clientes",
  featureMissingReminders: "Recordatorios de documentos y respuestas que faltan",
  featureAssistant: "El asistente de Taxlane",
  /** A plan's invoice line. */
  invoiceDescriptionYearly: "Taxlane {plan}, anual",
  invoiceDescriptionMonthly: "Taxlane {plan}, mensual",
  /** The plan panel of a professional's profile. */
  yourPayments: "Sus pagos",
  paid: "Pagado",
  paidFor: "Por",
  amount: "Cantidad",
  periodFromTo: "Del {start} al {end}",
  planEndedOn: "Su plan {plan} terminó el {date}.",
  cancelledKeepsWorking:
    "Usted canceló su plan. Sigue funcionando hasta el {date} y termina el día siguiente; no se cobrará nada más. Hasta entonces puede deshacer la cancelación.",
  undoCancellation: "Deshacer la cancelación",
  switchingTo: "Cambio a facturación {interval} el {date}: ese día cobraremos {amount}, y después {per}.",
  keepInterval: "Mantener la facturación {interval}",
  switchOffer:
    "Cambiar a facturación {interval}: a partir del {date} cobramos {price} {per} en lugar de {currentPrice} {currentPer}. Nada cambia antes de esa fecha, y no hay prorrateo ni reembolso.",
  switchTo: "Cambiar a facturación {interval}",
  cancelPlan: "Cancelar el plan",
  cancelKeepsWorking:
    "Su plan sigue funcionando hasta el {date} y termina el día siguiente; no se cobrará nada más. Puede deshacer esto hasta el {date}.",
  aYear: "al año",
  aMonth: "al mes",
  intervalMonth: "mes",
  intervalYear: "año",
  yearly: "anual",
  monthly: "mensual",
  chargeOn: "{amount} el {date}",
  statusTrialing: "Prueba gratuita",
  statusActive: "Activo",
  statusPastDue: "Pago pendiente",
  statusCanceled: "Terminado",
  yourPlan: "Su plan",
  statusCancelled: "Cancelado",
  planBilled: "<b>{plan}</b>, facturación {interval}",
  /** The pricing page. */
  pricingLead:
    "Todos los planes comienzan con una prueba gratuita de {days} días. Pague cada mes, o cada año y ahorre.",
  loadingPlans: "Cargando los planes…",
  tryAgain: "Intentar de nuevo",
  noPlansOnSale:
    "En este momento no hay planes a la venta. Vuelva a consultar pronto o <link>comuníquese con nosotros</link>.",
  termsCardAtSignUp:
    "Le pedimos los datos de su tarjeta al crear su cuenta y solo le cobramos cuando termina la prueba gratuita de {days} días.",
  toYourCard: " a su tarjeta {brand} que termina en {last4}",
  /** The payment pages. */
  alreadyHavePlan:
    "Ya tiene el plan {plan}. En su perfil puede cambiar entre facturación mensual y anual, o cancelarlo.",
  firstChargeLabel: "Primer cobro",
  cardEnding: ", {brand} que termina en {last4}",
  chargePer: "{amount} {per}",
  nothing: "nada",
  trialStartedText:
    "Ya puede enviar cotizaciones a los contribuyentes. Después de la prueba cobramos {charge} hasta que cancele. Para evitar el primer cobro, cancele en su perfil antes del {date}; así no se cobra nada.",
  checkoutEndedText: "No se cobró nada. <link>Elija su plan de nuevo</link> para comenzar su prueba.",
  /** The subscribe link. */
  openingCheckout: "Abriendo el pago del plan {plan}, con facturación {interval}…",
  linkForOtherAccount:
    "Este enlace se abrió para <b>{linkEmail}</b>, pero aquí usted inició sesión como <b>{signedIn}</b>.",
  planAfterTrial: "{plan}: {price} {per} después de una prueba gratuita de {days} días.",
  groupTaxpayers: "Para contribuyentes",
  groupProfessionals: "Para profesionales de impuestos",
  trialBadge: "Prueba gratuita de {days} días",
  perMonth: "/ mes",
  perYear: "/ año",
  billedMonthly: "Facturado mensualmente",
  monthlyBilledYearly: "{price} al mes, facturado anualmente",
  saveAYear: "Ahorre {amount} al año",
  intervalMonthly: "Mensual",
  intervalYearly: "Anual",
  billingPeriod: "Período de facturación",
  pricingPageTitle: "Precios",
  choosePlanButton: "Elegir el plan",
  receiptsHeading: "Recibos",
  planPrices: "<b>{plan}</b>: {monthly} al mes o {yearly} al año",
  billedLegend: "Facturación",
  dueToday: "A pagar hoy",
  whenTrialEnds: "Cuando termine su prueba de {days} días ({date})",
  testCheckoutPageTitle: "Pago de prueba",
  planLabel: "Plan",
  accountLabel: "Cuenta",
  cardNumber: "Número de tarjeta",
  securityCode: "Código de seguridad",
  planCheckoutOf: "Pago del plan {plan}",
  planCheckout: "Pago del plan",
} as const satisfies Catalog["billing"];
