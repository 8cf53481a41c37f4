import { answerFilterModeLabels } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { reviewSections } from "@taxlane/organizer";
import type { Database } from "../../db/client";
import type { Principal } from "../../lib/access";
import type { Clock } from "../../lib/clock";
import type { Keyring } from "../../lib/keyring";
import type { FilesService } from "../files";
import { peopleRecords } from "../identity";
import { createOrganizerAudit, jobOf } from "./organizer-access";
import { organizerOfRequest } from "./organizer-definition";
import { answersPdf } from "./organizer-pdf";
import { createProfessionalAnswers, type ProfessionalAnswersQuery } from "./professional-answers";

/** The job's organizer answers as a PDF for its professional, each export in the audit log. */
export function createOrganizerPdfExportService(deps: {
  db: Database;
  clock: Clock;
  files: FilesService;
  keyring: Keyring;
}) {
  const { db, clock } = deps;
  const audit = createOrganizerAudit(clock);
  const professionalAnswers = createProfessionalAnswers(deps);

  return {
    /**
     * The job's answers as a PDF for its professional: the same answers, sections, labels and masks
     * as the review with the same person and filter.
     */
    async answersPdf(
      caller: Principal,
      query: ProfessionalAnswersQuery,
      from: string | null = null,
    ): Promise<{ fileName: string; bytes: Uint8Array }> {
      const job = await jobOf(db, caller, query.quoteId, "expert");
      await audit(db, caller, job, "organizer.export-pdf", from);
      const definition = await organizerOfRequest(db, job.requestId);
      const answers = await professionalAnswers(query);
      const people = await peopleRecords.byIds(db, [job.taxpayerUserId]);
      const client = people.get(job.taxpayerUserId);
      const clientName = client ? `${client.firstName} ${client.lastName}`.trim() : "";
      const bytes = await answersPdf({
        heading: t(
          definition.kind === "business" ? "organizer.pdfHeadingBusiness" : "organizer.pdfHeadingIndividual",
          {
            client: clientName ? ` — ${clientName}` : "",
          },
        ),
        subtitle: [
          t(
            query.forSpouse === true
              ? "organizer.pdfSubtitleSpouse"
              : query.forSpouse === false
                ? "organizer.pdfSubtitleTaxpayer"
                : "organizer.pdfSubtitleBoth",
            {
              quoteId: job.quoteId,
              filter: query.filter === undefined ? "" : `; ${answerFilterModeLabels[query.filter]}`,
            },
          ),
          t("organizer.pdfMade", { date: clock.now().toISOString().slice(0, 10) }),
        ],
        sections: reviewSections(definition, answers),
      });
      const who = query.forSpouse === true ? "-spouse" : "";
      return { fileName: `tax-preparation-${job.quoteId}-organizer${who}.pdf`, bytes };
    },
  };
}
