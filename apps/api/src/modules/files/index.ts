// What other modules may use of files: the rest of this folder is its own. The composition makes
// the module with module.ts.
export { contentDisposition } from "./files.routes";
export { type FilesService, type StoredFile, toFileRef, toFileRefOrNull } from "./files.service";
export { saveFormFile } from "./form-files";
export { type MadePdf, sendMadePdf } from "./made-pdf-reply";
export { orphanBlobSweepEveryMs, sweepOrphanBlobs } from "./orphan-blobs";
