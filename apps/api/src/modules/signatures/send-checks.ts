import type { PageSize, SendSignatureRequest, SignerRole } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { AppError, fieldError } from "../../lib/app-error";

/** A signer as they will be stored: the taxpayer from their account, a spouse as the professional named them. */
export interface PlannedSigner {
  role: SignerRole;
  name: string;
  email: string;
  userId: number | null;
}

const roleWords = (role: SignerRole) =>
  role === "taxpayer" ? t("signatureRequests.roleTaxpayer") : t("signatureRequests.roleSpouse");

/**
 * The signers of a request, or a 400 naming what to fix: exactly one taxpayer (the job's, from their
 * account), at most one spouse with their own name and e-mail.
 */
export function plannedSigners(
  requested: SendSignatureRequest["signers"],
  taxpayer: { userId: number; name: string; email: string },
): PlannedSigner[] {
  const seen = new Set<SignerRole>();
  const planned = requested.map((signer, index): PlannedSigner => {
    if (seen.has(signer.role))
      throw fieldError(
        `signers[${index}].role`,
        t("signatureRequests.roleTwice", { role: roleWords(signer.role) }),
      );
    seen.add(signer.role);
    if (signer.role === "taxpayer")
      return { role: "taxpayer", name: taxpayer.name, email: taxpayer.email, userId: taxpayer.userId };
    if (!signer.name) throw fieldError(`signers[${index}].name`, t("signatureRequests.spouseNameRequired"));
    if (!signer.email)
      throw fieldError(`signers[${index}].email`, t("signatureRequests.spouseEmailRequired"));
    if (signer.email.trim().toLowerCase() === taxpayer.email.trim().toLowerCase())
      throw fieldError(`signers[${index}].email`, t("signatureRequests.spouseEmailSame"));
    return { role: "spouse", name: signer.name, email: signer.email.trim(), userId: null };
  });
  if (!seen.has("taxpayer")) throw fieldError("signers", t("signatureRequests.taxpayerRequired"));
  return planned;
}

/**
 * A field's page exists and the field lies inside it. The stored sizes are each page's crop box, the
 * area a reader shows, measured from its bottom-left corner, which is where the web places fields.
 */
export function fieldOnPage(field: SendSignatureRequest["fields"][number], pageSizes: readonly PageSize[]) {
  const size = pageSizes[field.page - 1];
  if (!size)
    throw new AppError(
      "BAD_REQUEST",
      t("signatures.fieldPageMissing", { page: field.page, pages: pageSizes.length }),
    );
  const inside = field.x + field.width <= size.width && field.y + field.height <= size.height;
  if (!inside) throw new AppError("BAD_REQUEST", t("signatures.fieldOffPage", { page: field.page }));
}

/** Every field belongs to a named signer and fits its page; every signer has a signature field. */
export function checkFields(
  fields: SendSignatureRequest["fields"],
  signers: readonly PlannedSigner[],
  pageSizes: readonly PageSize[],
): void {
  for (const field of fields) {
    if (field.signer >= signers.length)
      throw new AppError(
        "BAD_REQUEST",
        t("signatureRequests.fieldSignerMissing", { number: field.signer + 1, count: signers.length }),
      );
    fieldOnPage(field, pageSizes);
  }
  signers.forEach((signer, index) => {
    if (!fields.some((field) => field.signer === index && field.kind === "signature"))
      throw new AppError("BAD_REQUEST", t("signatureRequests.signatureFieldMissing", { name: signer.name }));
  });
}
