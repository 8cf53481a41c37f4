import type { Catalog } from "../catalog";

/** Uploaded files and profile photos: what is accepted and the refusals. */
export const files = {
  acceptedDocuments: "un PDF, una imagen, un documento de Word, Excel o PowerPoint, o un archivo de texto",
  acceptedImages: "una imagen JPEG, PNG o WebP",
  acceptedPdf: "un PDF",
  acceptedPdfOrPhoto: "un PDF, o una foto JPEG, PNG, WebP o HEIC",
  fileNotFound: "Ese archivo no existe.",
  fileTooLarge: "Ese archivo es demasiado grande. Los archivos pueden tener hasta {megabytes} MB.",
  fileEmpty: "Ese archivo está vacío.",
  typeNotAccepted: "Aquí no se acepta ese tipo de archivo. Suba {accepted}.",
  photoTooLarge: "Las fotos pueden tener hasta {megabytes} MB.",
  photoType: "Elija una foto JPEG, PNG o WebP.",
  photoUnreadable: "No se pudo leer esa foto. Elija otra imagen JPEG, PNG o WebP.",
} as const satisfies Catalog["files"];
