import type { Catalog } from "../catalog";

/** What the invoice and price-change calls' fields accept, in words a person can act on. */
export const paymentRules = {
  amountInvalid: "Escriba una cantidad en dólares y centavos.",
  amountWholeCents: "Una cantidad se expresa en centavos enteros, como 125.50.",
  amountPositive: "Una cantidad debe ser mayor que $0.00.",
  amountTooLarge: "Una cantidad puede ser como máximo $100,000.00.",
  lineDescriptionRequired: "Indique para qué es cada línea.",
  lineDescriptionTooLong: "La descripción de una línea puede tener como máximo 200 caracteres.",
  quantityInvalid: "Una cantidad es un número entero del 1 al 1,000.",
  notesTooLong: "Las notas pueden tener como máximo 1,000 caracteres.",
  linesRequired: "Agregue al menos una línea.",
  tooManyLines: "Una factura puede tener como máximo 20 líneas.",
  dueDateInvalid: "Elija la fecha de vencimiento de la factura.",
  voidReasonRequired: "Indique por qué se anula la factura, para su cliente y sus registros.",
  reasonTooLong: "Un motivo puede tener como máximo 500 caracteres.",
  changeNotZero: "Un cambio de precio no puede ser de $0.00.",
  changeReasonRequired: "Indique por qué cambia el precio, para que su cliente pueda decidir.",
  settingInvalid: "Elija sí o no.",
  reminderDaysInvalid: "Elija con qué frecuencia recordar: nunca, o cada 3, 7 o 14 días.",
  payPartInvalid: "Elija pagar el anticipo o el saldo completo.",
  refundReasonRequired: "Indique el motivo del reembolso, para su cliente y sus registros.",
  routingInvalid: "Un número de ruta bancaria tiene 9 dígitos.",
  bankAccountInvalid: "Un número de cuenta tiene de 4 a 17 dígitos.",
  businessNameRequired: "Escriba el nombre a quien se hacen los pagos (como máximo 200 caracteres).",
  feeInvalid: "La comisión es un número entero de puntos básicos, de 0 a 3,000 (30%).",
} as const satisfies Catalog["paymentRules"];
