import { DocumentStatusId } from "@taxlane/contract";
import { and, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { requestedDocuments } from "../../db/schema";
import { jobRecords } from "../tax-preparation";
import { outstanding } from "./documents.repository";

const columns = {
  id: requestedDocuments.id,
  quoteId: requestedDocuments.quoteId,
  title: requestedDocuments.title,
  statusId: requestedDocuments.statusId,
  requestedAt: requestedDocuments.requestedAt,
  providedAt: requestedDocuments.providedAt,
};

/** The documents waiting on a person across their live jobs: one statement each. */
export const documentsToDoRepository = {
  /** The professional's requests the taxpayer has not given yet, and any document to give again. */
  toGive(db: Executor, taxpayerUserId: number) {
    return db
      .select(columns)
      .from(requestedDocuments)
      .where(
        and(jobRecords.isLiveJobOf(requestedDocuments.quoteId, "taxpayer", taxpayerUserId), outstanding),
      );
  },

  /** Documents the taxpayer gave that the professional has not reviewed yet. */
  toReview(db: Executor, expertUserId: number) {
    return db
      .select(columns)
      .from(requestedDocuments)
      .where(
        and(
          jobRecords.isLiveJobOf(requestedDocuments.quoteId, "expert", expertUserId),
          inArray(requestedDocuments.statusId, [DocumentStatusId.provided]),
        ),
      );
  },
};
