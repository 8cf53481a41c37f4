export { type Classification, classify } from "./classify/classify";
export { extractBoxes, kindsWithBoxes } from "./extract";
export { readingLimits } from "./limits";
export * from "./ocr";
export * from "./page";
export { type PdfText, pdfHasText, readPdfText } from "./pdf/pdf-text";
export { type OcrFunction, type ReadDocumentOptions, readDocument } from "./read-document";
