import type { JobTimelineStep } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Card, Steps, Tag } from "antd";
import { useId } from "react";
import { LoadError, LoadingCard } from "../../components/QueryStates";
import { calendarDayText } from "../../lib/format";
import { useJobTimeline } from "./job-timeline-api";
import { stepName } from "./job-timeline-words";
import "./job-timeline.css";

type StepStatus = "wait" | "process" | "finish" | "error";

/** The day under a step: when it was reached, or when it is expected and whether that is past. */
function StepDay({ step }: { step: JobTimelineStep }) {
  if (step.reachedOn !== null) return <span>{calendarDayText(step.reachedOn)}</span>;
  if (step.expectedOn === null) return null;
  return (
    <span className="tl-timeline__day">
      {t("jobTimelinePages.expectedBy", { date: calendarDayText(step.expectedOn) })}
      {step.late && <Tag className="tl-timeline__late">{t("jobTimelinePages.late")}</Tag>}
    </span>
  );
}

function statusOf(step: JobTimelineStep, isNext: boolean): StepStatus {
  if (step.reachedOn !== null) return "finish";
  if (step.late) return "error";
  return isNext ? "process" : "wait";
}

/**
 * A job's timeline on its page, for either side: what comes next in a sentence, then each step with
 * the day it was reached or is expected, a late one marked in words. Read again on the person's
 * notifications and after their own changes.
 */
export function JobTimeline({ quoteId }: { quoteId: number }) {
  const timeline = useJobTimeline(quoteId);
  const headingId = useId();
  if (timeline.isPending) return <LoadingCard label={t("jobTimelinePages.loading")} rows={5} />;
  if (timeline.isError) {
    return (
      <LoadError
        title={t("jobTimelinePages.loadError")}
        error={timeline.error}
        onRetry={() => void timeline.refetch()}
        retrying={timeline.isRefetching}
      />
    );
  }
  const { steps, next } = timeline.data;
  const nextIndex =
    next === null ? -1 : steps.findIndex((step) => step.reachedOn === null && step.step === next.step);
  const allDone = next === null && steps.at(-1)?.reachedOn != null;
  return (
    <Card className="tl-timeline" role="region" aria-labelledby={headingId}>
      <h3 id={headingId} className="tl-job__section-title">
        {t("jobTimelinePages.title")}
      </h3>
      {next !== null && <p className="tl-timeline__sentence">{next.sentence}</p>}
      {allDone && <p className="tl-timeline__sentence">{t("jobTimelinePages.done")}</p>}
      <Steps
        orientation="vertical"
        size="small"
        current={nextIndex === -1 ? steps.length : nextIndex}
        items={steps.map((step, index) => ({
          key: `${step.step}-${index}`,
          title: stepName[step.step](),
          content: <StepDay step={step} />,
          status: statusOf(step, index === nextIndex),
        }))}
      />
    </Card>
  );
}
