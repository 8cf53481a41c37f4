/** Signed documents: checks on the PDF to be signed, and the certificate page added to a signed file. */
export const signatures = {
  notPdf: "This file is not a PDF. Upload the document as a PDF file.",
  damagedPdf:
    "This PDF could not be read; it may be damaged. Save or export it as a PDF again and upload that.",
  encryptedPdf:
    "This PDF is password protected or encrypted. Save a copy without a password (for example with “Print to PDF”) and upload that.",
  tooLarge:
    "This PDF is {size} MB; documents for signing can be at most {max} MB. Reduce its size and upload it again.",
  noPages: "This PDF has no pages. Upload the document with the pages to be signed.",
  fieldPageMissing:
    "A field is placed on page {page}, but the document has {pages} pages. Place it on one of them.",
  fieldOffPage:
    "A field on page {page} lies partly or wholly outside the page. Move it so that it sits inside the page.",
  fieldEmpty: "A field on page {page} has no size. Give it a width and a height.",
  drawingNotPng: "A drawn signature could not be read as a PNG image. Draw the signature again.",
  textEmpty: "A typed signature, initials or date is empty. Type it again.",
  certificateTitle: "Signature certificate",
  certificateDocument: "Document: {title}",
  certificateOriginalHash: "SHA-256 of the original document:",
  certificateOriginalPages:
    "The original has {pages, plural, one {# page} other {# pages}}; this certificate follows it.",
  certificateSealedAt: "Sealed: {time} UTC",
  certificateSigners: "Signers",
  certificateSignerEmail: "E-mail: {email}",
  certificateSignerIdentity: "Identity check: {method}, {result}",
  certificateSignerTime: "Signed: {time} UTC",
  certificateSignerIp: "IP address: {ip}",
  certificateSealNote:
    "This file carries Taxlane's digital signature (“{seal}”). Any change made to the file after signing breaks that signature, and PDF readers show it as invalid.",
  certificateContinued: "Signature certificate (continued)",
  sealReason: "Signed by its signers through Taxlane",
  sealName: "Taxlane document seal",
  keyFileNoPrivateKey: "The signing key file holds no private key sealed with its passphrase.",
  keyFileNoCertificate: "The signing key file holds no certificate for its private key.",
} as const;
