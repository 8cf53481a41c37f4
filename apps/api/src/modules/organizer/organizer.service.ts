import type { Database } from "../../db/client";
import type { Clock } from "../../lib/clock";
import type { Keyring } from "../../lib/keyring";
import type { FilesService } from "../files";
import { registerOrganizerFileAccess } from "./organizer-access";
import { createOrganizerPdfExportService } from "./organizer-pdf-export.service";
import { createOrganizerReadingService } from "./organizer-reading.service";
import { createOrganizerRevealsService } from "./organizer-reveals.service";
import { createOrganizerSavingService, type OrganizerFileStored } from "./organizer-saving.service";

export { ORGANIZER_FILE_PURPOSE } from "./organizer-access";
export type { ProfessionalAnswersQuery } from "./professional-answers";

/**
 * The organizer's answers (individual or business, by the job's request), each use case in its own
 * file: saved by the job's taxpayer (`organizer-saving.service.ts`, files included, all or nothing),
 * read by that taxpayer in full and by the professional with sensitive answers masked
 * (`organizer-reading.service.ts`, `organizer-pdf-export.service.ts`), and revealed to the
 * professional one at a time, each reveal recorded for the taxpayer to see (`organizer-reveals.service.ts`).
 */
export function createOrganizerService(deps: {
  db: Database;
  clock: Clock;
  files: FilesService;
  keyring: Keyring;
  onFileStored: OrganizerFileStored;
}) {
  registerOrganizerFileAccess(deps);
  const saving = createOrganizerSavingService(deps);
  const reading = createOrganizerReadingService(deps);
  const pdfExport = createOrganizerPdfExportService(deps);
  const reveals = createOrganizerRevealsService(deps);
  return {
    save: saving.save,
    listForTaxpayer: reading.listForTaxpayer,
    listForProfessional: reading.listForProfessional,
    listForSupportCase: reading.listForSupportCase,
    openReview: reading.openReview,
    answersPdf: pdfExport.answersPdf,
    deleteFile: saving.deleteFile,
    reveal: reveals.reveal,
    reveals: reveals.reveals,
  };
}

export type OrganizerService = ReturnType<typeof createOrganizerService>;
