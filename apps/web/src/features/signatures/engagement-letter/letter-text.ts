import { disclosureConsentText, type EngagementLetter, engagementPlaceholders } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { dateText } from "../../../lib/format";

export type Placeholder = (typeof engagementPlaceholders)[number];

/** Where a letter's signature stands, and the colour of its tag. */
export function letterStatus(letter: Pick<EngagementLetter, "status" | "signedAt" | "signerName">): {
  text: string;
  color: "success" | "default" | "warning";
} {
  switch (letter.status) {
    case "signed":
      return {
        text: t("engagementLetterPages.statusSigned", {
          date: letter.signedAt === null ? "" : dateText(letter.signedAt),
          name: letter.signerName ?? "",
        }),
        color: "success",
      };
    case "changed":
      return { text: t("engagementLetterPages.statusChanged"), color: "warning" };
    default:
      return { text: t("engagementLetterPages.statusNotSigned"), color: "default" };
  }
}

/** The taxpayer may sign while the letter waits for them: never signed, or changed since. */
export function waitsForTaxpayer(letter: Pick<EngagementLetter, "status">): boolean {
  return letter.status !== "signed";
}

/** What each placeholder of a template becomes in a quote's letter. */
export function placeholderMeanings(): Record<Placeholder, string> {
  return {
    "{taxpayer}": t("engagementLetterPages.placeholderTaxpayer"),
    "{professional}": t("engagementLetterPages.placeholderProfessional"),
    "{price}": t("engagementLetterPages.placeholderPrice"),
    "{turnaround}": t("engagementLetterPages.placeholderTurnaround"),
    "{scope}": t("engagementLetterPages.placeholderScope"),
    "{taxYear}": t("engagementLetterPages.placeholderTaxYear"),
    "{date}": t("engagementLetterPages.placeholderDate"),
    "{depositTerms}": t("engagementLetterPages.placeholderDepositTerms"),
  };
}

/** Example values for the preview; the professional's own name when known. */
export function exampleValues(professional: string | null): Record<Placeholder, string> {
  return {
    "{taxpayer}": t("engagementLetterPages.exampleTaxpayer"),
    "{professional}": professional ?? t("engagementLetterPages.exampleProfessional"),
    "{price}": t("engagementLetterPages.examplePrice"),
    "{turnaround}": t("engagementLetterPages.exampleTurnaround"),
    "{scope}": t("engagementLetterPages.exampleScope"),
    "{taxYear}": t("engagementLetterPages.exampleTaxYear"),
    "{date}": t("engagementLetterPages.exampleDate"),
    "{depositTerms}": t("engagementLetters.depositRefunded"),
  };
}

/** The template with each placeholder replaced by its value; other braces stay as written. */
export function fillPlaceholders(template: string, values: Record<Placeholder, string>): string {
  return engagementPlaceholders.reduce(
    (text, placeholder) => text.replaceAll(placeholder, values[placeholder]),
    template,
  );
}

/** Words in braces that are no placeholder (a typo such as `{client}`), each once, in order. */
export function unknownPlaceholders(template: string): string[] {
  const known = new Set<string>(engagementPlaceholders);
  const found = template.match(/\{[^{}\s]{1,40}\}/g) ?? [];
  return [...new Set(found.filter((word) => !known.has(word)))];
}

/** The §7216 consent in our words, naming the professional. */
export function consentTextFor(professional: string): string {
  return disclosureConsentText.replaceAll("{professional}", professional);
}
