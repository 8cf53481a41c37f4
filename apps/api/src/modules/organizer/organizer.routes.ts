import { endpoints, MAX_ORGANIZER_QUESTIONS_PER_SAVE, MAX_ORGANIZER_TEXT } from "@taxlane/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint";
import { readFormData } from "../../lib/form-data";
import { completed } from "../../lib/route-replies";
import { contentDisposition } from "../files";
import type { OrganizerService } from "./organizer.service";
import type { createOrganizerCompletion } from "./organizer-completion.service";
import type { createOrganizerPrefill } from "./organizer-prefill";

/**
 * A save carries up to MAX_ORGANIZER_QUESTIONS_PER_SAVE entries of ten fields each, an answer as long
 * as a table (UTF-8, up to four bytes a character), and a step's worth of files.
 */
const organizerForm = {
  maxIndex: MAX_ORGANIZER_QUESTIONS_PER_SAVE - 1,
  limits: {
    fields: MAX_ORGANIZER_QUESTIONS_PER_SAVE * 10,
    fieldSize: MAX_ORGANIZER_TEXT * 4,
    files: 40,
    parts: MAX_ORGANIZER_QUESTIONS_PER_SAVE * 10 + 40,
  },
};

/** The organizer's answers: the taxpayer's saves and reads, the professional's reads and reveals. */
export const organizerRoutes: FastifyPluginAsyncZod<{
  organizer: OrganizerService;
  prefill: ReturnType<typeof createOrganizerPrefill>;
  complete: ReturnType<typeof createOrganizerCompletion>;
}> = async (app, { organizer, prefill, complete }) => {
  const tags = ["Organizer"];
  route(app, endpoints.taxpayer.addAnswerToOrganizerQuestions, { tags }, async (request) =>
    completed(organizer.save(request.principal, await readFormData(request, organizerForm))),
  );
  route(app, endpoints.taxpayer.completeOrganizer, { tags }, (request) =>
    completed(complete(request.principal, request.body, request.ip)),
  );
  route(app, endpoints.taxpayer.getOrganizerQuestionAnswers, { tags }, (request) =>
    organizer.listForTaxpayer(request.principal, request.query.quoteId),
  );
  route(app, endpoints.accountant.getOrganizerQuestionAnswers, { tags }, (request) =>
    organizer.listForProfessional(request.principal, request.query, request.ip),
  );
  route(app, endpoints.taxpayer.deleteFileFromOrganizerQuestion, { tags }, (request) =>
    completed(organizer.deleteFile(request.principal, request.body.fileId)),
  );
  route(app, endpoints.admin.getSupportCaseAnswers, { tags }, (request) =>
    organizer.listForSupportCase(request.principal, request.query.caseId, request.ip),
  );
  route(app, endpoints.accountant.revealOrganizerAnswer, { tags }, (request) =>
    organizer.reveal(request.principal, request.body, request.ip),
  );
  route(app, endpoints.taxpayer.getOrganizerReveals, { tags }, (request) =>
    organizer.reveals(request.principal, request.query.quoteId),
  );
  route(app, endpoints.taxpayer.getOrganizerPrefill, { tags }, (request) =>
    prefill(request.principal, request.query.quoteId),
  );
  route(app, endpoints.accountant.openOrganizerReview, { tags }, (request) =>
    organizer.openReview(request.principal, request.body.quoteId),
  );
  route(app, endpoints.accountant.downloadOrganizerAnswersPdf, { tags }, async (request, reply) => {
    const { fileName, bytes } = await organizer.answersPdf(request.principal, request.query, request.ip);
    return reply
      .header("Content-Type", "application/pdf")
      .header("Content-Disposition", contentDisposition(fileName))
      .header("Cache-Control", "private, no-store")
      .send(Buffer.from(bytes));
  });
};
