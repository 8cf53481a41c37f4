import type { Catalog } from "../catalog";

/**
 * Who pays for what, said once and shown the same way on the pricing page, both landings, sign-up,
 * the profile and the terms (docs/decisions/0130); apart from the rest of billing, as the home page
 * says what a plan unlocks.
 */
export const planTerms = {
  /** Which plans exist for whom. */
  whoPays: "Los planes son solo para profesionales de impuestos. Los contribuyentes nunca necesitan un plan.",
  /** What a plan unlocks. */
  unlocks:
    "Un plan en su período de prueba gratuita o al día en sus pagos le permite enviar cotizaciones a los contribuyentes.",
  /** What happens without one. */
  without:
    "Sin un plan, usted conserva su ficha en el directorio, sus mensajes y los trabajos que ya tiene; solo que no puede enviar cotizaciones nuevas.",
  /** The trial and the card. */
  trial:
    "Todos los planes comienzan con una prueba gratuita de {days} días. Le pedimos su tarjeta al crear su cuenta y solo le cobramos cuando termina la prueba.",
  /** Cancelling. */
  cancel:
    "Cancele cuando quiera, sin costo: su plan sigue funcionando hasta el final del período que pagó, y hasta entonces puede deshacer la cancelación.",
  /** Refunds. */
  refunds: "No hay reembolsos por una parte de un período de facturación.",
  /** Switching between monthly and yearly. */
  switching:
    "El cambio entre facturación mensual y anual entra en vigor cuando termina su período o prueba actual: ese día se cobra el nuevo precio, y nada se prorratea.",
} as const satisfies Catalog["planTerms"];
