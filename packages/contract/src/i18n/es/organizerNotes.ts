import type { Catalog } from "../catalog";

/**
 * The organizer's warnings and notes, and the words of its checks and reviews. Amounts (`{amount}`,
 * `{joint}`, `{wages}`) come formatted as money; `{year}` is the tax year.
 */
export const organizerNotes = {
  foreignAccounts:
    "Las multas por no declarar cuentas en el extranjero son graves. Declare cada cuenta en el extranjero si su valor total superó {amount} en cualquier momento de {year}.",
  estimatedTaxes:
    "Las cantidades de impuesto estimado incorrectas o que faltan generan avisos del IRS o de su estado. Anote cada pago con la fecha en que lo hizo.",
  saltCap: "Los impuestos estatales y locales son deducibles hasta {amount} en total.",
  saltCapSeparate:
    "Casado que presenta una declaración por separado: los impuestos estatales y locales son deducibles hasta {amount} cada uno.",
  filingStatusUnsure:
    "¿No está seguro? Su profesional de impuestos elegirá el estado civil para efectos de la declaración que más le convenga.",
  medicalThreshold: "Los gastos médicos cuentan solo por encima del {percent}% de su ingreso bruto ajustado.",
  form1099Nec: "Los clientes que le pagaron {amount} o más le envían un Formulario 1099-NEC.",
  gifts:
    "Los regalos de más de {amount} a una persona ({joint} en el caso de un matrimonio) se deben declarar.",
  dependents:
    "Un hijo calificado es menor de {age} años (menor de {studentAge} si es estudiante a tiempo completo); un familiar calificado ganó menos de {amount}.",
  dependentCare: "Los gastos de cuidado cuentan para hijos menores de {age} años.",
  tipsFica:
    "El crédito cubre el impuesto FICA del empleador sobre las propinas que superan lo necesario para que el pago llegue a {amount} por hora.",
  smallEmployerCredit:
    "El crédito por seguro de salud para pequeños empleadores: {employees} empleados equivalentes a tiempo completo o menos, salarios promedio de {wages} o menos, y hasta el {percent}% de las primas de seguro de salud pagadas.",
  requestPdf: "Pídale a su preparador anterior una copia en PDF y súbala aquí cuando la reciba.",
  scanCopy: "Escanee su copia en papel a un PDF y súbala aquí.",
  dropOff: "Entréguele su copia en papel a su profesional de impuestos; él se la escaneará.",
  namesMatchSsa: "Los nombres deben coincidir con los de la Administración del Seguro Social.",
  form1098TRequired: "El Formulario 1098-T es obligatorio para reclamar un crédito por estudios.",
  percentTotal: "Los porcentajes de participación deben sumar {equals}% (suman {sum}%).",
  otherAnswers: "Otras respuestas",
  yes: "Sí",
  no: "No",
  rowOfGroup: "{group}, fila {row}: {label}",
} as const satisfies Catalog["organizerNotes"];
