import type { Catalog } from "../catalog";

/** Signed documents: checks on the PDF to be signed, and the certificate page added to a signed file. */
export const signatures = {
  notPdf: "Este archivo no es un PDF. Suba el documento como archivo PDF.",
  damagedPdf:
    "No se pudo leer este PDF; puede estar dañado. Guárdelo o expórtelo de nuevo como PDF y suba ese archivo.",
  encryptedPdf:
    "Este PDF está protegido con contraseña o cifrado. Guarde una copia sin contraseña (por ejemplo, con “Imprimir como PDF”) y suba esa copia.",
  tooLarge:
    "Este PDF tiene {size} MB; los documentos para firmar pueden tener {max} MB como máximo. Reduzca su tamaño y súbalo de nuevo.",
  noPages: "Este PDF no tiene páginas. Suba el documento con las páginas que se deben firmar.",
  fieldPageMissing:
    "Hay un campo colocado en la página {page}, pero el documento tiene {pages} páginas. Colóquelo en una de ellas.",
  fieldOffPage:
    "Un campo de la página {page} queda total o parcialmente fuera de la página. Muévalo para que quede dentro de la página.",
  fieldEmpty: "Un campo de la página {page} no tiene tamaño. Dele un ancho y una altura.",
  drawingNotPng: "No se pudo leer una firma dibujada como imagen PNG. Vuelva a dibujar la firma.",
  textEmpty: "Una firma, iniciales o fecha escrita está vacía. Escríbala de nuevo.",
  certificateTitle: "Certificado de firma",
  certificateDocument: "Documento: {title}",
  certificateOriginalHash: "SHA-256 del documento original:",
  certificateOriginalPages:
    "El original tiene {pages, plural, one {# página} other {# páginas}}; este certificado va a continuación.",
  certificateSealedAt: "Sellado: {time} UTC",
  certificateSigners: "Firmantes",
  certificateSignerEmail: "Correo electrónico: {email}",
  certificateSignerIdentity: "Verificación de identidad: {method}, {result}",
  certificateSignerTime: "Firmado: {time} UTC",
  certificateSignerIp: "Dirección IP: {ip}",
  certificateSealNote:
    "Este archivo lleva la firma digital de Taxlane (“{seal}”). Cualquier cambio hecho al archivo después de la firma invalida esa firma, y los lectores de PDF la muestran como no válida.",
  certificateContinued: "Certificado de firma (continuación)",
  sealReason: "Firmado por sus firmantes a través de Taxlane",
  sealName: "Sello de documentos de Taxlane",
  keyFileNoPrivateKey:
    "El archivo de la clave de firma no contiene ninguna clave privada sellada con su frase de contraseña.",
  keyFileNoCertificate:
    "El archivo de la clave de firma no contiene ningún certificado para su clave privada.",
} as const satisfies Catalog["signatures"];
