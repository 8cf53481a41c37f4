import type { Catalog } from "../catalog";

/**
 * What a box of a read document holds, in a few words, by `<kind>_<box>` (a box numbered on the form)
 * or by the box alone (the parties' boxes, named the same on every form). Read after "box 1, " in the
 * check panel's button names; a box not here is named by its number only.
 */
export const documentBoxes = {
  // Boxes named the same on every form.
  payerName: "nombre del pagador",
  payerTin: "TIN del pagador",
  recipientTin: "TIN del destinatario",
  recipientName: "nombre del destinatario",
  accountNumber: "número de cuenta",
  lenderName: "nombre del prestamista",
  lenderTin: "TIN del prestamista",
  borrowerTin: "TIN del prestatario",
  borrowerName: "nombre del prestatario",
  // W-2
  w2_boxA: "SSN del empleado",
  w2_boxB: "EIN del empleador",
  w2_boxC: "empleador",
  w2_boxD: "número de control",
  w2_boxE: "nombre del empleado",
  w2_boxF: "dirección del empleado",
  w2_box1: "salarios",
  w2_box2: "impuesto federal sobre los ingresos retenido",
  w2_box3: "salarios sujetos al impuesto del Seguro Social",
  w2_box4: "impuesto del Seguro Social retenido",
  w2_box5: "salarios sujetos al impuesto Medicare",
  w2_box6: "impuesto Medicare retenido",
  w2_box7: "propinas sujetas al impuesto del Seguro Social",
  w2_box8: "propinas asignadas",
  w2_box10: "beneficios para el cuidado de dependientes",
  w2_box11: "planes no calificados",
  w2_box14: "otro",
  w2_box15State: "estado",
  w2_box15EmployerStateId: "número de identificación estatal del empleador",
  w2_box16: "salarios estatales",
  w2_box17: "impuesto estatal sobre los ingresos",
  w2_box18: "salarios locales",
  w2_box19: "impuesto local sobre los ingresos",
  w2_box20: "localidad",
  // 1099-INT
  "1099-int_box1": "ingresos de intereses",
  "1099-int_box2": "multa por retiro prematuro",
  "1099-int_box3": "intereses de bonos de ahorro y obligaciones del Tesoro",
  "1099-int_box4": "impuesto federal sobre los ingresos retenido",
  "1099-int_box8": "intereses exentos de impuestos",
  // 1099-DIV
  "1099-div_box1a": "total de dividendos ordinarios",
  "1099-div_box1b": "dividendos calificados",
  "1099-div_box2a": "total de distribuciones de ganancias de capital",
  "1099-div_box4": "impuesto federal sobre los ingresos retenido",
  // 1099-NEC
  "1099-nec_box1": "compensación para no empleados",
  "1099-nec_box4": "impuesto federal sobre los ingresos retenido",
  // 1099-R
  "1099-r_box1": "distribución bruta",
  "1099-r_box2a": "cantidad tributable",
  "1099-r_box4": "impuesto federal sobre los ingresos retenido",
  "1099-r_box7": "código de distribución",
  // 1098
  "1098_box1": "intereses hipotecarios",
  "1098_box2": "saldo principal pendiente de la hipoteca",
  "1098_box3": "fecha de originación de la hipoteca",
  "1098_box5": "primas de seguro hipotecario",
  "1098_box6": "puntos pagados",
} as const satisfies Catalog["documentBoxes"];
