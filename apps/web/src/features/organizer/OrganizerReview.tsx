import { useQuery } from "@tanstack/react-query";
import { AnswerFilterMode, answerFilterModeLabels } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { individualOrganizer, type OrganizerDefinition, reviewSections } from "@taxlane/organizer";
import { Card, Empty, Segmented, Select, Tag } from "antd";
import { useId, useState } from "react";
import { LoadError, LoadingCard } from "../../components/QueryStates";
import { dateText } from "../../lib/format";
import { reviewAnswersQuery } from "./api";
import { ExportAnswersButton } from "./ExportAnswersButton";
import { ReviewValueView } from "./ReviewValue";
import { type ChangesSummary, changedSince, changesSummary } from "./review-changes";

const filterModes = [
  AnswerFilterMode.excludeEmptyWithMessage,
  AnswerFilterMode.onlyWithMessage,
  AnswerFilterMode.onlyEmpty,
] as const;

/**
 * Names short enough for the select on a phone ("message" is what the review shows as "Note"); the
 * spec's full wording is each option's title, read on hover.
 */
const filterModeNames: Record<(typeof filterModes)[number], string> = {
  [AnswerFilterMode.excludeEmptyWithMessage]: t("organizer.filterHideEmptyWithNote"),
  [AnswerFilterMode.onlyWithMessage]: t("organizer.filterWithNote"),
  [AnswerFilterMode.onlyEmpty]: t("organizer.filterEmpty"),
};

/** What the marks mean: when the professional last looked, and how many answers changed since. */
function ChangesNote({ since, count }: ChangesSummary) {
  if (since === null) {
    return <p className="tl-muted">{t("organizer.firstLook")}</p>;
  }
  return (
    <p className="tl-org-review__changes" role="status">
      {count === 0
        ? t("organizer.nothingChanged", { date: dateText(since) })
        : t("organizer.changedSince", { count, date: dateText(since) })}
    </p>
  );
}

/**
 * The professional's read of a job's organizer: the taxpayer's or the spouse's answers, filtered
 * (1-3), by section; sensitive answers masked until revealed. With `lastViewedAt` (the professional's
 * previous look, null for a first one), answers saved since are marked; with `exportable`, the
 * answers shown can be exported as a PDF.
 */
export function OrganizerReview({
  quoteId,
  definition = individualOrganizer,
  lastViewedAt,
  exportable = false,
}: {
  quoteId: number;
  definition?: OrganizerDefinition;
  lastViewedAt?: string | null;
  exportable?: boolean;
}) {
  const [forSpouse, setForSpouse] = useState(false);
  const [filter, setFilter] = useState<AnswerFilterMode>(AnswerFilterMode.excludeEmptyWithMessage);
  const filterId = useId();
  const { data, isPending, isError, error, refetch, isRefetching } = useQuery(
    reviewAnswersQuery(quoteId, forSpouse, filter),
  );
  const changes = data === undefined ? null : changesSummary(data, lastViewedAt);
  return (
    <div className="tl-org-review">
      <div className="tl-org-review__controls">
        <div className="tl-org-review__control">
          <span className="tl-org-review__control-label" id={`${filterId}-who`}>
            {t("organizer.answersOf")}
          </span>
          <Segmented
            aria-labelledby={`${filterId}-who`}
            value={forSpouse ? "spouse" : "taxpayer"}
            onChange={(value) => setForSpouse(value === "spouse")}
            options={[
              { label: t("organizer.whoTaxpayer"), value: "taxpayer" },
              { label: t("organizer.whoSpouse"), value: "spouse" },
            ]}
          />
        </div>
        <div className="tl-org-review__control">
          <label className="tl-org-review__control-label" htmlFor={filterId}>
            {t("organizer.filterLabel")}
          </label>
          <Select
            id={filterId}
            className="tl-org-review__filter"
            value={filter}
            onChange={(value: AnswerFilterMode) => setFilter(value)}
            options={filterModes.map((mode) => ({
              value: mode,
              label: filterModeNames[mode],
              title: answerFilterModeLabels[mode],
            }))}
          />
        </div>
        {exportable && <ExportAnswersButton quoteId={quoteId} forSpouse={forSpouse} filter={filter} />}
      </div>
      {changes !== null && <ChangesNote since={changes.since} count={changes.count} />}
      {isPending ? (
        <LoadingCard label={t("organizer.answersLoading")} rows={6} />
      ) : isError ? (
        <LoadError
          title={t("organizer.answersLoadError")}
          error={error}
          onRetry={() => void refetch()}
          retrying={isRefetching}
        />
      ) : data.length === 0 ? (
        <Card>
          <Empty
            description={
              filter === AnswerFilterMode.excludeEmptyWithMessage
                ? t(forSpouse ? "organizer.noAnswersFromSpouse" : "organizer.noAnswersFromTaxpayer")
                : t("organizer.noAnswersMatch")
            }
          />
        </Card>
      ) : (
        reviewSections(definition, data).map((section) => (
          <Card key={section.sectionId} className="tl-org-review__section">
            <h3 className="tl-org-review__section-title">{section.title}</h3>
            <dl className="tl-org-review__list">
              {section.items.map((item) => (
                <div key={item.answerId} className="tl-org-review__item">
                  <dt>
                    {item.label}
                    {item.reminder && (
                      <Tag className="tl-org-review__tag">{t("organizer.remindLaterTag")}</Tag>
                    )}
                    {changedSince(item, lastViewedAt) && (
                      <Tag className="tl-org-review__tag tl-org-review__tag--changed">
                        {t("organizer.changedTag")}
                      </Tag>
                    )}
                  </dt>
                  <dd>
                    <ReviewValueView quoteId={quoteId} item={item} />
                    {item.message !== null && (
                      <p className="tl-org-review__message">
                        {t("organizer.noteLine", { message: item.message })}
                      </p>
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          </Card>
        ))
      )}
    </div>
  );
}
