import { JobStatusId, MAX_STAGE_NOTE_LENGTH, type TaxPreparationDetail } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { App, Button, Select } from "antd";
import { useId, useState } from "react";
import { CountedTextArea } from "../../components/CountedTextArea";
import { problemText } from "../../lib/problem-text";
import { useMoveJob } from "./api";
import { expertMoveTargets, isCancelled, jobStatusLabel } from "./job-status";
import "./tax-preparation.css";

/**
 * The professional's control to move the job to another stage: the stages it may go to, a note to the
 * client when waiting for information, and the move. Nothing when the job cannot move (in for review,
 * filed, cancelled); the page gives it `key={jobStatusId}` so a move starts it afresh.
 */
export function JobStageControl({ job }: { job: TaxPreparationDetail }) {
  const targets = isCancelled(job) ? [] : expertMoveTargets(job.jobStatusId);
  const [target, setTarget] = useState<JobStatusId | undefined>(targets[0]);
  const [note, setNote] = useState("");
  const move = useMoveJob();
  const { message } = App.useApp();
  const selectId = useId();
  const noteId = useId();
  if (targets.length === 0 || target === undefined) return null;
  const waiting = target === JobStatusId.waitingForInformation;
  const submit = () => {
    const trimmed = note.trim();
    move.mutate(
      { quoteId: job.quoteId, statusId: target, ...(waiting && trimmed !== "" ? { note: trimmed } : {}) },
      { onSuccess: () => void message.success(t("jobStagePages.moved")) },
    );
  };
  return (
    <div className="tl-job__stage">
      <label htmlFor={selectId}>{t("jobStagePages.stageLabel")}</label>
      <Select<JobStatusId>
        id={selectId}
        value={target}
        onChange={setTarget}
        options={targets.map((stage) => ({ value: stage, label: jobStatusLabel(stage) }))}
        className="tl-job__stage-select"
      />
      {waiting && (
        <>
          <label htmlFor={noteId}>{t("jobStagePages.noteLabel")}</label>
          <CountedTextArea
            id={noteId}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            placeholder={t("jobStagePages.notePlaceholder")}
            maxLength={MAX_STAGE_NOTE_LENGTH}
            showCount
            rows={3}
          />
        </>
      )}
      <Button type="primary" loading={move.isPending} onClick={submit}>
        {t("jobStagePages.move")}
      </Button>
      {move.isError && (
        <p className="tl-problem" role="alert">
          {problemText(move.error)}
        </p>
      )}
    </div>
  );
}
