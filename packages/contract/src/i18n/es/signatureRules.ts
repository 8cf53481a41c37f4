import type { Catalog } from "../catalog";

/** What the signature calls' fields accept, in words a person can act on. */
export const signatureRules = {
  signatureEmpty: "Primero firme: escriba su nombre o dibuje su firma.",
  signatureTooLong: "Una firma escrita puede tener como máximo 100 caracteres.",
  drawingTooLarge:
    "La firma dibujada es demasiado grande. Bórrela y vuelva a dibujarla, un poco más pequeña.",
  nameRequired: "Escriba el nombre completo del firmante.",
  nameTooLong: "Un nombre puede tener como máximo 100 caracteres.",
  letterRequired: "Redacte la carta de compromiso; no puede estar vacía.",
  letterTooLong: "Una carta de compromiso puede tener como máximo 20,000 caracteres. Acórtela.",
  fieldPage: "Elija la página en la que va el campo.",
  fieldPlace: "Coloque el campo en la página.",
  fieldSize: "Indique un ancho y un alto para el campo.",
  titleRequired: "Dele un nombre al documento, como “Formulario 8879 de 2025”.",
  titleTooLong: "El nombre de un documento puede tener como máximo 120 caracteres.",
  emailInvalid: "Escriba la dirección de correo electrónico del firmante, como nombre@example.com.",
  expiryRange: "Una solicitud puede esperar entre 1 y 60 días.",
  signersRequired: "Elija quién firma.",
  fieldsRequired: "Coloque al menos un campo para cada firmante.",
  verifyNoteRequired: "Indique cómo verificó su identidad, por ejemplo, qué identificación con foto vio.",
  rejectNoteRequired: "Dígale al firmante qué está mal en la página, para que pueda corregirlo.",
  noteTooLong: "Una nota puede tener como máximo 500 caracteres.",
  dateOfBirthInvalid: "Escriba su fecha de nacimiento.",
  idLast4Invalid: "Escriba los últimos cuatro dígitos de su número de Seguro Social o ITIN.",
  initialsRequired: "Escriba sus iniciales.",
  initialsTooLong: "Las iniciales pueden tener como máximo 5 caracteres.",
} as const satisfies Catalog["signatureRules"];
