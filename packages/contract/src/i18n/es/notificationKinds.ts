import type { Catalog } from "../catalog";

/** The kinds of notification a person chooses a channel for, as the settings name them. */
export const notificationKinds = {
  organizer: "Preguntas del organizador de impuestos pendientes para después",
  documents: "Documentos que pidió su profesional",
  appointments: "Recordatorios de citas",
  estimatedTax: "Pagos de impuesto estimado",
  billing: "Avisos de facturación: prueba, renovación y facturas sin pagar",
  requests: "Solicitudes de cotización",
  taxNotices: "Fechas límite de cartas del IRS o de un estado",
  messages: "Mensajes nuevos de la otra parte de un trabajo",
  todo: "Nuevos pendientes",
  signatures: "Firmas que se le piden",
  filingRejected: "Una presentación que el IRS o un estado rechazó",
  appointmentDecisions: "Citas aceptadas o rechazadas",
  security: "Seguridad (códigos de inicio de sesión, cambios de contraseña)",
} as const satisfies Catalog["notificationKinds"];
