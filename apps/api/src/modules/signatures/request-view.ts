import {
  IDENTITY_CHECK_TRIES,
  type IdentityStatus,
  type SignatureField,
  type SignatureFieldKind,
  type SignatureRequest,
  type SignatureRequestStatus,
  type SignerRole,
  type SignerState,
} from "@taxlane/contract";
import type { Executor } from "../../db/client";
import { type FilesService, toFileRefOrNull } from "../files";
import {
  type SignatureFieldRow,
  type SignatureRequestRow,
  type SignatureSignerRow,
  signatureRequestsRepository,
} from "./signature-requests.repository";

/** A field as both sides' pages read it. */
export function fieldView(field: SignatureFieldRow): SignatureField {
  return {
    id: field.id,
    signerId: field.signerId,
    kind: field.kind as SignatureFieldKind,
    page: field.page,
    x: field.x,
    y: field.y,
    width: field.width,
    height: field.height,
  };
}

/** A sent request past its date waits no more: it reads as expired (the row keeps `sent`). */
export function requestStatusOf(request: SignatureRequestRow, now: Date): SignatureRequestStatus {
  if (request.status === "sent" && request.expiresAt !== null && request.expiresAt <= now) return "expired";
  return request.status as SignatureRequestStatus;
}

/** Where one signer stands, from what their row records. */
export function signerStateOf(signer: SignatureSignerRow): SignerState {
  if (signer.signedAt) return signer.signatureKind === "paper" ? "signed-on-paper" : "signed";
  const paperWaits =
    signer.paperUploadedAt !== null &&
    (signer.paperRejectedAt === null || signer.paperRejectedAt < signer.paperUploadedAt);
  if (paperWaits) return "paper-uploaded";
  if (signer.paperRejectedAt !== null) return "paper-rejected";
  if (signer.identityStatus === "failed") return "identity-failed";
  return "waiting";
}

export const identityTriesLeft = (signer: SignatureSignerRow) =>
  Math.max(0, IDENTITY_CHECK_TRIES - signer.identityTries);

/**
 * The requests as the job's pages show them, with their signers, fields and files. `viewerUserId`
 * marks the signer who is the person asking.
 */
export async function signatureRequestViews(
  executor: Executor,
  files: FilesService,
  requests: readonly SignatureRequestRow[],
  viewerUserId: number | null,
  now: Date,
): Promise<SignatureRequest[]> {
  const ids = requests.map((request) => request.id);
  const [signers, fields] = await Promise.all([
    signatureRequestsRepository.signersOf(executor, ids),
    signatureRequestsRepository.fieldsOf(executor, ids),
  ]);
  const stored = await files.findMany([
    ...requests.flatMap((request) => [request.originalFileId, request.signedFileId]),
    ...signers.map((signer) => signer.paperFileId),
  ]);
  const fileOf = (id: number | null) => toFileRefOrNull(id === null ? null : (stored.get(id) ?? null));
  return requests.map((request) => ({
    id: request.id,
    quoteId: request.quoteId,
    title: request.title,
    status: requestStatusOf(request, now),
    identityRequired: request.identityRequired,
    efileAuthorization: request.efileAuthorization,
    createdAt: request.createdAt.toISOString(),
    sentAt: request.sentAt?.toISOString() ?? null,
    expiresAt: request.expiresAt?.toISOString() ?? null,
    completedAt: request.completedAt?.toISOString() ?? null,
    withdrawnAt: request.withdrawnAt?.toISOString() ?? null,
    pageSizes: request.pageSizes,
    originalFile: fileOf(request.originalFileId),
    signedFile: fileOf(request.signedFileId),
    signers: signers
      .filter((signer) => signer.requestId === request.id)
      .map((signer) => ({
        id: signer.id,
        role: signer.role as SignerRole,
        name: signer.name,
        email: signer.email,
        state: signerStateOf(signer),
        identityStatus: signer.identityStatus as IdentityStatus,
        identityTriesLeft: identityTriesLeft(signer),
        identityMethod: signer.identityMethod,
        viewedAt: signer.viewedAt?.toISOString() ?? null,
        signedAt: signer.signedAt?.toISOString() ?? null,
        paperFile: fileOf(signer.paperFileId),
        paperUploadedAt: signer.paperUploadedAt?.toISOString() ?? null,
        paperNote: signer.paperNote,
        isYou: viewerUserId !== null && signer.userId === viewerUserId,
      })),
    fields: fields.filter((field) => field.requestId === request.id).map(fieldView),
  }));
}
