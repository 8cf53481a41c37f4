import { OrganizerCategoryId, type OrganizerPrefill } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Database } from "../../db/client";
import type { Principal } from "../../lib/access";
import { notFound } from "../../lib/app-error";
import type { Keyring } from "../../lib/keyring";
import type { FilesService } from "../files";
import { peopleRecords } from "../identity";
import { jobRecords } from "../tax-preparation";
import { organizerRepository } from "./organizer.repository";
import { answersAsSeen, openAnswers } from "./organizer-view";

/** What stays true of a person from one year to the next: who they are, their ID, address, dependents, bank. */
const personSections = [
  OrganizerCategoryId.taxpayerInformation1,
  OrganizerCategoryId.taxpayerInformation2,
  OrganizerCategoryId.addressAsOfDec31,
  OrganizerCategoryId.dependents,
  OrganizerCategoryId.refoundDirectDeposit,
];

/**
 * A new organizer's starting point for its taxpayer: the answers about them from their latest other
 * job that has any (in full: they are the taxpayer's own), without files, and their profile.
 */
export function createOrganizerPrefill(deps: { db: Database; files: FilesService; keyring: Keyring }) {
  const { db, files, keyring } = deps;
  return async function prefill(caller: Principal, quoteId: number): Promise<OrganizerPrefill> {
    const quoteIds = await jobRecords.quoteIdsOfTaxpayer(db, caller.userId);
    if (!quoteIds.includes(quoteId)) throw notFound(t("organizer.jobNotFound"));
    let fromQuoteId: number | null = null;
    let answers: OrganizerPrefill["answers"] = [];
    for (const other of quoteIds.filter((id) => id !== quoteId)) {
      const rows = await organizerRepository.answersInSections(db, other, personSections);
      if (rows.length === 0) continue;
      const opened = openAnswers(
        keyring,
        rows.map((row) => ({ ...row, fileIds: [] })),
      );
      answers = await answersAsSeen(files, opened, "taxpayer");
      fromQuoteId = other;
      break;
    }
    const person = (await peopleRecords.byIds(db, [caller.userId])).get(caller.userId);
    return {
      fromQuoteId,
      answers,
      profile: {
        firstName: person?.firstName ?? "",
        lastName: person?.lastName ?? "",
        phoneNumber: person?.phoneNumber ?? null,
        birthDate: person?.birthDate ?? null,
      },
    };
  };
}
