export { contentDisposition } from "./files.routes";
export { type FilesService, type StoredFile, toFileRef, toFileRefOrNull } from "./files.service";
export { saveFormFile } from "./form-files";
export { orphanBlobSweepEveryMs, sweepOrphanBlobs } from "./orphan-blobs";
