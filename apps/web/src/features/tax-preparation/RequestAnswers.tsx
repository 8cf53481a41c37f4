import type { TaxPreparationDetail } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { type QuestionnaireKind, summarizeAnswers } from "@taxlane/organizer";
import { AnswersList } from "../../components/AnswersList";

export function requestKindOf(job: Pick<TaxPreparationDetail, "isIndividual">): QuestionnaireKind {
  return job.isIndividual ? "individual" : "business";
}

/** The answers the taxpayer sent with the request, in words. */
export function RequestAnswers({ job }: { job: Pick<TaxPreparationDetail, "isIndividual" | "answers"> }) {
  const lines = summarizeAnswers(requestKindOf(job), job.answers);
  if (lines.length === 0) return <p className="tl-job__note">{t("taxPreparation.noAnswers")}</p>;
  return <AnswersList lines={lines} />;
}
