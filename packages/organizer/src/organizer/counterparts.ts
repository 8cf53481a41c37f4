/**
 * The spouse's variant of a taxpayer's question (and back), so a form can show the two side by side.
 * The existing client names them in several ways (`taxPayer_X`/`spouse_X`, `taxPayerX`/`spouseX`,
 * `taxPayerX`/`spouseX_NoFlow`, `X`/`spouseX`, `…_X`/`…_Spouce_X`); a variant counts only in the same step.
 */
import { findOrganizerQuestion, questionIndex } from "./lookup";
import type { OrganizerDefinition } from "./types";

function spouseCandidates(key: string): string[] {
  const candidates: string[] = [];
  const taxpayer = /^(.*?)(taxPayer|TaxPayer)(_?)(.*)$/.exec(key);
  if (taxpayer !== null) {
    const [, before = "", word = "", underscore = "", rest = ""] = taxpayer;
    const spouse = word === "taxPayer" ? "spouse" : "Spouse";
    candidates.push(
      `${before}${spouse}${underscore}${rest}`,
      `${before}${spouse}${underscore}${rest}_NoFlow`,
    );
    const nonCash = /^(taxPayer_NonCashCharitableContributions_)(.*)$/.exec(key);
    if (nonCash !== null) candidates.push(`${nonCash[1]}Spouce_${nonCash[2]}`);
  } else {
    candidates.push(`spouse${key.charAt(0).toUpperCase()}${key.slice(1)}`);
  }
  return candidates;
}

/** The spouse's variant of the taxpayer's (or household's) question `key`, in the same step; `null` when none. */
export function organizerSpouseKey(definition: OrganizerDefinition, key: string): string | null {
  const place = questionIndex(definition).get(key);
  if (place === undefined || place.question.person === "spouse") return null;
  for (const candidate of spouseCandidates(key)) {
    const found = findOrganizerQuestion(definition, candidate);
    if (
      found !== undefined &&
      found.row === 1 &&
      found.step === place.step &&
      found.question.person === "spouse"
    ) {
      return candidate;
    }
  }
  return null;
}
