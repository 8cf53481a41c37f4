import type { IdentityStatus, SignerRole, SigningView } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Executor } from "../../db/client";
import { AppError, conflict } from "../../lib/app-error";
import { peopleRecords } from "../identity";
import type { IdentityCheckProvider } from "./identity-check/identity-check";
import { fieldView, identityTriesLeft, requestStatusOf, signerStateOf } from "./request-view";
import {
  type SignatureRequestRow,
  type SignatureSignerRow,
  signatureRequestsRepository,
} from "./signature-requests.repository";

/** "December 2, 2026", as refusals and notices say a day. */
export const dayInWords = (at: Date) =>
  at.toLocaleDateString("en-US", { timeZone: "UTC", year: "numeric", month: "long", day: "numeric" });

/** Identity statuses that let a signer sign: passed online, or verified by the professional. */
const confirmedStatuses: readonly string[] = ["passed", "in-person", "video"];

export const identityConfirmed = (signer: SignatureSignerRow) =>
  confirmedStatuses.includes(signer.identityStatus);

/** The signer has no identity way left but paper (or the professional's verification). */
export const identityTriesUsedUp = (signer: SignatureSignerRow) =>
  signer.identityStatus === "failed" && identityTriesLeft(signer) === 0;

/**
 * Refuses any change by the signer once they signed (saying when), or once the request was
 * withdrawn or ran out of time: 409s in words.
 */
export function assertSignerMayAct(
  request: SignatureRequestRow,
  signer: SignatureSignerRow,
  now: Date,
): void {
  if (signer.signedAt) throw conflict(t("signing.alreadySigned", { date: dayInWords(signer.signedAt) }));
  const status = requestStatusOf(request, now);
  if (status === "withdrawn") throw conflict(t("signing.requestWithdrawn"));
  if (status === "expired" && request.expiresAt) {
    throw conflict(t("signing.requestExpired", { date: dayInWords(request.expiresAt) }));
  }
  if (status !== "sent") throw conflict(t("signing.requestNotWaiting"));
}

/** The professional's name as a signer reads it. */
export async function professionalNameOf(executor: Executor, request: SignatureRequestRow): Promise<string> {
  const person = (await peopleRecords.byIds(executor, [request.expertUserId])).get(request.expertUserId);
  if (!person) throw new AppError("NOT_FOUND", t("signing.linkNotFound"));
  return `${person.firstName} ${person.lastName}`.trim();
}

/** What the signer's page shows: the request, their fields, and what they may do next. */
export async function signingViewOf(
  executor: Executor,
  request: SignatureRequestRow,
  signer: SignatureSignerRow,
  identityCheck: IdentityCheckProvider,
  now: Date,
): Promise<SigningView> {
  const [fields, professionalName] = await Promise.all([
    signatureRequestsRepository.fieldsOf(executor, [request.id]),
    professionalNameOf(executor, request),
  ]);
  const requestStatus = requestStatusOf(request, now);
  const state = signerStateOf(signer);
  const waiting = requestStatus === "sent" && signer.signedAt === null;
  const paperWaits = state === "paper-uploaded";
  return {
    signerId: signer.id,
    requestId: request.id,
    title: request.title,
    professionalName,
    signerName: signer.name,
    role: signer.role as SignerRole,
    requestStatus,
    state,
    expiresAt: request.expiresAt?.toISOString() ?? null,
    identityRequired: request.identityRequired,
    identityStatus: signer.identityStatus as IdentityStatus,
    identityTriesLeft: identityTriesLeft(signer),
    identityCheck: { providerName: identityCheck.name, isTest: identityCheck.isTest },
    canSign: waiting && !paperWaits && (!request.identityRequired || identityConfirmed(signer)),
    canUploadPaper: waiting && !paperWaits && request.identityRequired && identityTriesUsedUp(signer),
    pageSizes: request.pageSizes,
    fields: fields.filter((field) => field.signerId === signer.id).map(fieldView),
    signedAt: signer.signedAt?.toISOString() ?? null,
    paperNote: signer.paperNote,
    signedFileReady: request.status === "completed" && request.signedFileId !== null,
  };
}
