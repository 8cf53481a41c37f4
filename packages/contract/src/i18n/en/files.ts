/** Uploaded files and profile photos: what is accepted and the refusals. */
export const files = {
  acceptedDocuments: "a PDF, an image, a Word, Excel or PowerPoint document, or a text file",
  acceptedImages: "a JPEG, PNG or WebP image",
  acceptedPdf: "a PDF",
  acceptedPdfOrPhoto: "a PDF, or a JPEG, PNG, WebP or HEIC photo",
  fileNotFound: "That file does not exist.",
  fileTooLarge: "That file is too large. Files can be up to {megabytes} MB.",
  fileEmpty: "That file is empty.",
  typeNotAccepted: "That file type is not accepted here. Please upload {accepted}.",
  photoTooLarge: "Photos can be up to {megabytes} MB.",
  photoType: "Please choose a JPEG, PNG or WebP photo.",
  photoUnreadable: "That photo could not be read. Please choose another JPEG, PNG or WebP image.",
} as const;
