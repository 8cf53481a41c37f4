import type { Catalog } from "../catalog";

/**
 * The local test provider (used while Stripe is not set up): its checkout of an invoice, its
 * onboarding of a payout account, and what the API says about them.
 */
export const paymentTestPages = {
  // What the API says
  onlyWithoutStripe:
    "El pago de prueba y la configuración de prueba solo se usan mientras Stripe no está configurado. En su lugar, pague y configure las transferencias a través de Stripe.",
  checkoutNotFound: "No pudimos encontrar este pago. Vuelva a la factura y elija Pagar de nuevo.",
  checkoutEnded: "Este pago terminó y no se cobró nada. Vuelva a la factura y elija Pagar de nuevo.",
  accountNotFound:
    "No pudimos encontrar esta cuenta de transferencias. Vuelva a Pagos y elija configurar las transferencias de nuevo.",
  testCardsOnly:
    "Este pago de prueba solo acepta las tarjetas de prueba de Stripe, como 4242 4242 4242 4242. No se cobra a ninguna tarjeta real.",
  cardExpired: "La fecha de vencimiento ya pasó. Ingrese un mes futuro, como 12 / 34.",
  testBankAccountsOnly:
    "Este pago de prueba solo acepta la cuenta bancaria de prueba de Stripe: número de ruta bancaria 110000000 y número de cuenta 000123456789.",
  testPayoutAccountOnly:
    "La configuración de prueba solo acepta la cuenta bancaria de prueba de Stripe: número de ruta bancaria 110000000 y número de cuenta 000123456789.",
  returnPathInvalid: "La página a la que se regresa debe ser una de las páginas de Taxlane.",
  // The checkout page
  checkoutTitle: "Pague su factura",
  checkoutLoading: "Abriendo el pago",
  checkoutLoadError: "No pudimos abrir este pago.",
  noSession: "Este enlace no indica ningún pago. Vuelva a su factura y elija Pagar de nuevo.",
  testBannerTitle: "Pago de prueba: no se mueve dinero",
  testBannerText:
    "Este es el pago de prueba propio de Taxlane, que se usa mientras Stripe no está configurado. No mueve dinero y solo acepta las tarjetas de prueba de Stripe: 4242 4242 4242 4242 funciona con cualquier fecha de vencimiento futura y cualquier código de 3 dígitos, y 4000 0000 0000 0002 se rechaza.",
  testBankText:
    "Cuenta bancaria de prueba: número de ruta bancaria 110000000 y número de cuenta 000123456789. La cuenta 000111111116 se rechaza por estar cerrada.",
  amount: "Importe",
  paymentFor: "Concepto",
  paidTo: "Pagado a",
  methodLegend: "Pagar con",
  methodCard: "Tarjeta",
  methodBank: "Cuenta bancaria (ACH)",
  cardNumber: "Número de tarjeta",
  expiry: "Fecha de vencimiento (MM / AA)",
  cvc: "Código de seguridad",
  nameOnCard: "Nombre en la tarjeta (opcional)",
  routingNumber: "Número de ruta bancaria",
  accountNumber: "Número de cuenta",
  pay: "Pagar {amount}",
  declinedTitle: "No se pudo realizar el pago",
  endedTitle: "Este pago terminó",
  endedText: "No se cobró nada. Vuelva a su factura y elija Pagar de nuevo para abrir un pago nuevo.",
  paidTitle: "Este pago está hecho",
  paidText: "El pago se realizó. Su factura lo muestra en la pestaña Facturación del trabajo.",
  backToInvoice: "Volver a la factura",
  // The onboarding page
  onboardingTitle: "Configurar las transferencias",
  onboardingLoading: "Abriendo la cuenta de transferencias",
  onboardingLoadError: "No pudimos abrir esta cuenta de transferencias.",
  noAccount:
    "Este enlace no indica ninguna cuenta de transferencias. Vuelva a Pagos y elija configurar las transferencias de nuevo.",
  onboardingBannerTitle: "Configuración de prueba: sin cuenta bancaria real",
  onboardingBannerText:
    "Esta es la configuración de prueba propia de Taxlane, que se usa mientras Stripe no está configurado. No se transfiere nada. Use la cuenta bancaria de prueba de Stripe: número de ruta bancaria 110000000 y número de cuenta 000123456789.",
  onboardingAccount: "Transferencias para {email}",
  onboardingDoneTitle: "Las transferencias están configuradas",
  onboardingDoneText:
    "Esta cuenta de transferencias de prueba acepta pagos. Puede cambiar sus datos a continuación.",
  businessName: "Nombre al que se hacen las transferencias",
  businessNameHint: "El nombre de su práctica o el suyo propio.",
  onboardingSubmit: "Terminar de configurar las transferencias",
} as const satisfies Catalog["paymentTestPages"];
