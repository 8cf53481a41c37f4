import type { Catalog } from "../catalog";

/**
 * Texts people see when a field is refused. Most are worded as the original product worded them;
 * those that named no way out (a bare "not valid", a limit of 1000 years) say what to enter instead.
 */
export const validation = {
  invalidInput: "Revise este dato: no es un valor que este campo acepte.",
  invalidEmail: "El correo electrónico no es válido.",
  emailRequired: "Ingrese su correo electrónico.",
  passwordRequired: "Ingrese su contraseña.",
  passwordTooShort: "La contraseña debe tener al menos 8 caracteres.",
  required: "Este campo es obligatorio",
  naturalNumber: "Ingrese un número entero: 0 o más, sin decimales.",
  invalidCode: "Ingrese un código válido",
  fieldsMustMatch: "Los campos deben coincidir",
  invalidUrl: "Ingrese una dirección web que comience con https://, como https://example.com.",
  yearsOfExperienceMax: "Ingrese sus años de experiencia como un número entero de hasta {max}.",
  invalidYear: "Ingrese un año de cuatro dígitos que no sea posterior a este año.",
  invalidBarNumber: "Ingrese su número del colegio de abogados: hasta 3 letras y luego de 3 a 9 dígitos.",
  invalidPtin: "Ingrese su PTIN: la letra P y 8 dígitos, como P01234567.",
  invalidIncome: "Ingresos no válidos",
  alphabetsNotAllowed: "No se permiten letras",
  streetRequired: "La calle es obligatoria",
  acceptAgreement: "Debe aceptar el acuerdo",
  unknownLanguage: "Elija inglés (en) o español (es).",
  tooLong: "{label} puede tener como máximo {max} caracteres.",
  invalidPhone: "Ingrese un número de teléfono válido.",
} as const satisfies Catalog["validation"];
