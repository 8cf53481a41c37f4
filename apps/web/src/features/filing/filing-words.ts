import type { Filing } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { dateText } from "../../lib/format";

/** The UTC day of now (YYYY-MM-DD), the latest day a filing or an answer can carry. */
export const todayDay = (): string => new Date().toISOString().slice(0, 10);

/** "Federal return", "California amended return (1040-X)". */
export function filingTitle(filing: Pick<Filing, "jurisdiction" | "jurisdictionName" | "amended">): string {
  const jurisdiction = filing.jurisdiction === "federal" ? t("filingPages.federal") : filing.jurisdictionName;
  return filing.amended
    ? t("filingPages.amendedTitle", { jurisdiction })
    : t("filingPages.filingTitle", { jurisdiction });
}

/** "Submitted", "Accepted on Apr 18, 2027", "Rejected on Apr 17, 2027". */
export function filingStatusText(filing: Filing): string {
  if (filing.status === "submitted" || filing.acknowledgedOn === null) return t("filingPages.submitted");
  const date = dateText(filing.acknowledgedOn);
  return filing.status === "accepted"
    ? t("filingPages.acceptedOn", { date })
    : t("filingPages.rejectedOn", { date });
}

export const methodText = (method: Filing["method"]): string =>
  method === "paper" ? t("filingPages.paper") : t("filingPages.efile");
