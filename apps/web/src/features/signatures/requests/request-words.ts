import type {
  SignatureFieldKind,
  SignatureRequest,
  SignatureRequestStatus,
  SignatureSigner,
  SignerRole,
} from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { dateText } from "../../../lib/format";

/** A request's status tag: its words and its antd colour. */
export const statusTag: Record<SignatureRequestStatus, { text: string; color: string }> = {
  draft: { text: t("signatureRequestPages.statusDraft"), color: "default" },
  sent: { text: t("signatureRequestPages.statusSent"), color: "processing" },
  completed: { text: t("signatureRequestPages.statusCompleted"), color: "success" },
  withdrawn: { text: t("signatureRequestPages.statusWithdrawn"), color: "default" },
  expired: { text: t("signatureRequestPages.statusExpired"), color: "warning" },
};

const dateOf = (value: string | null) => (value === null ? "" : dateText(value));

/** The dates that matter for where the request stands, in a sentence. */
export function statusDates(request: SignatureRequest): string {
  switch (request.status) {
    case "draft":
      return t("signatureRequestPages.draftSince", { date: dateText(request.createdAt) });
    case "sent":
      return t("signatureRequestPages.sentUntil", {
        sent: dateOf(request.sentAt),
        expires: dateOf(request.expiresAt),
      });
    case "completed":
      return t("signatureRequestPages.completedOn", { date: dateOf(request.completedAt) });
    case "withdrawn":
      return t("signatureRequestPages.withdrawnOn", { date: dateOf(request.withdrawnAt) });
    case "expired":
      return t("signatureRequestPages.expiredOn", { date: dateOf(request.expiresAt) });
  }
}

export const roleText: Record<SignerRole, string> = {
  taxpayer: t("signatureRequestPages.roleTaxpayer"),
  spouse: t("signatureRequestPages.roleSpouse"),
};

export const kindText: Record<SignatureFieldKind, string> = {
  signature: t("signatureRequestPages.kindSignature"),
  initials: t("signatureRequestPages.kindInitials"),
  date: t("signatureRequestPages.kindDate"),
};

/** Where one signer stands, as the professional reads it. */
export function signerStateText(signer: SignatureSigner): string {
  switch (signer.state) {
    case "waiting":
      return signer.viewedAt === null
        ? t("signatureRequestPages.stateWaiting")
        : t("signatureRequestPages.stateViewed", { date: dateText(signer.viewedAt) });
    case "identity-failed":
      return t("signatureRequestPages.stateIdentityFailed", { tries: signer.identityTriesLeft });
    case "paper-uploaded":
      return t("signatureRequestPages.statePaperUploaded", { date: dateOf(signer.paperUploadedAt) });
    case "paper-rejected":
      return t("signatureRequestPages.statePaperRejected", { note: signer.paperNote ?? "" });
    case "signed":
      return t("signatureRequestPages.stateSigned", { date: dateOf(signer.signedAt) });
    case "signed-on-paper":
      return t("signatureRequestPages.stateSignedOnPaper");
  }
}

/** How the signer's identity was settled, when it was; null when there is nothing to say. */
export function identityText(signer: SignatureSigner): string | null {
  switch (signer.identityStatus) {
    case "in-person":
      return t("signatureRequestPages.identityInPerson");
    case "video":
      return t("signatureRequestPages.identityVideo");
    case "passed":
      return t("signatureRequestPages.identityPassed");
    default:
      return null;
  }
}

/** Whether the signer has signed, online or on paper: nothing is left to ask of them. */
export function hasSigned(signer: SignatureSigner): boolean {
  return signer.state === "signed" || signer.state === "signed-on-paper";
}

/** The signer's online identity check failed and nobody has checked them otherwise yet. */
export function mayVerify(signer: SignatureSigner): boolean {
  return !hasSigned(signer) && signer.identityStatus === "failed";
}
