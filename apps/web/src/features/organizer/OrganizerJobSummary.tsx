import { useQuery } from "@tanstack/react-query";
import type { TaxPreparationDetail } from "@taxlane/contract";
import type { OrganizerDefinition } from "@taxlane/organizer";
import { Card, Empty, Progress } from "antd";
import { useId } from "react";
import { LoadError, LoadingCard } from "../../components/QueryStates";
import { ButtonLink } from "../../components/ui/Button";
import { dateText, midSentence } from "../../lib/format";
import { bold, richText } from "../../lib/rich-text";
import { revealsQuery, taxpayerAnswersQuery } from "./api";
import { organizerDefinitionOf, organizerKindOf, organizerPath } from "./organizer-kind";
import { overallPercent, sectionProgress } from "./organizer-model";
import { answersFromStored } from "./organizer-save";
import { SectionProgressList } from "./SectionProgressList";
import "./organizer.css";
import { t } from "@taxlane/contract/i18n";

export { organizerPath };

function Reveals({ quoteId, definition }: { quoteId: number; definition: OrganizerDefinition }) {
  const headingId = useId();
  const { data, isPending, isError, error, refetch, isRefetching } = useQuery(revealsQuery(quoteId));
  return (
    <section aria-labelledby={headingId} className="tl-org-reveals">
      <h3 id={headingId} className="tl-org-summary__subtitle">
        {t("organizer.revealsHeading")}
      </h3>
      {isPending ? (
        <LoadingCard label={t("organizer.revealsLoading")} rows={2} />
      ) : isError ? (
        <LoadError
          title={t("organizer.revealsLoadError")}
          error={error}
          onRetry={() => void refetch()}
          retrying={isRefetching}
        />
      ) : data.length === 0 ? (
        <p className="tl-muted">
          {definition.kind === "business"
            ? t("organizer.noRevealsBusiness")
            : t("organizer.noRevealsIndividual")}
        </p>
      ) : (
        <ul className="tl-org-reveals__list">
          {data.map((reveal) => (
            <li key={`${reveal.question}-${reveal.revealedAt}`}>
              {richText(
                t(reveal.forSpouse ? "organizer.revealedSpouse" : "organizer.revealedYour", {
                  who: reveal.revealedBy,
                  question: labelOf(definition, reveal.question),
                  date: dateText(reveal.revealedAt),
                  from: reveal.from,
                }),
                bold,
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function labelOf(definition: OrganizerDefinition, key: string): string {
  const question = definition.flows
    .flatMap((flow) => flow.steps)
    .flatMap((step) => step.questions)
    .find((candidate) => key.startsWith(candidate.key.replace(/1$/, "")));
  return midSentence((question?.label() ?? key).replace(/, if you have one$/, ""));
}

/**
 * The job page's organizer part for its taxpayer: how far each section is, a button to start or
 * continue, and who revealed which sensitive answer.
 */
export function OrganizerJobSummary({ job }: { job: TaxPreparationDetail }) {
  const headingId = useId();
  const { data, isPending, isError, error, refetch, isRefetching } = useQuery(
    taxpayerAnswersQuery(job.quoteId),
  );
  const kind = organizerKindOf(job.isIndividual);
  const definition = organizerDefinitionOf(kind);
  const context = { isMarried: job.isIndividual && job.answers.isMarried === true };
  return (
    <Card>
      <section aria-labelledby={headingId} className="tl-org-summary">
        <h2 id={headingId} className="tl-org-summary__title">
          {t("taxPreparation.tabOrganizer")}
        </h2>
        {isPending ? (
          <LoadingCard label={t("organizer.ownLoading")} rows={3} />
        ) : isError ? (
          <LoadError
            title={t("organizer.ownLoadError")}
            error={error}
            onRetry={() => void refetch()}
            retrying={isRefetching}
          />
        ) : (
          (() => {
            const answers = answersFromStored(definition, data);
            const sections = sectionProgress(definition, answers, context);
            const percent = overallPercent(sections);
            const started = data.length > 0;
            return (
              <>
                {started ? (
                  <Progress percent={percent} aria-label={t("organizerFields.percentDone", { percent })} />
                ) : (
                  <Empty
                    image={Empty.PRESENTED_IMAGE_SIMPLE}
                    description={
                      kind === "business" ? t("organizer.introBusiness") : t("organizer.introIndividual")
                    }
                  />
                )}
                {started && <SectionProgressList sections={sections} currentFlowId={null} />}
                <div>
                  <ButtonLink to={organizerPath(job.quoteId, kind)} size="lg">
                    {started ? t("organizer.continue") : t("organizer.start")}
                  </ButtonLink>
                </div>
                <Reveals quoteId={job.quoteId} definition={definition} />
              </>
            );
          })()
        )}
      </section>
    </Card>
  );
}
