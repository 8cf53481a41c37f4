import { answerMatchesFilter, type OrganizerAnswer } from "@taxlane/contract";
import type { Database } from "../../db/client";
import type { Keyring } from "../../lib/keyring";
import type { FilesService } from "../files";
import { organizerRepository } from "./organizer.repository";
import { answersAsSeen, openAnswers } from "./organizer-view";

export interface ProfessionalAnswersQuery {
  quoteId: number;
  forSpouse?: boolean | undefined;
  filter?: 1 | 2 | 3 | undefined;
}

/** A job's answers as its professional reads them: one person's when asked, filtered, masked. */
export function createProfessionalAnswers(deps: { db: Database; files: FilesService; keyring: Keyring }) {
  const { db, files, keyring } = deps;

  return async function professionalAnswers(query: ProfessionalAnswersQuery): Promise<OrganizerAnswer[]> {
    const rows = await organizerRepository.listAnswers(db, query.quoteId);
    const opened = openAnswers(keyring, rows).filter(
      (answer) =>
        (query.forSpouse === undefined || answer.row.forSpouse === query.forSpouse) &&
        (query.filter === undefined ||
          answerMatchesFilter(
            { answer: answer.text, message: answer.row.message, files: answer.fileIds },
            query.filter,
          )),
    );
    return answersAsSeen(files, opened, "professional");
  };
}
