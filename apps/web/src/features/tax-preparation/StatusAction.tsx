import { Button } from "antd";
import type { ReactNode } from "react";
import { problemText } from "../../lib/problem-text";
import { useTaxpayerStatusMove } from "./api";
import { taxpayerStatusAction } from "./job-status";
import "./tax-preparation.css";

interface StatusActionProps {
  quoteId: number;
  jobStatusId: number;
  /** Whose job, for screen readers when a list has many of these buttons. */
  context?: string;
  /** Shown when the taxpayer has no move to make here. */
  fallback?: ReactNode;
}

/**
 * The taxpayer's next move on a job ("Mark in process", then "Ready for review"), if any; a refusal
 * (the job moved meanwhile) shows the server's words.
 */
export function StatusAction({ quoteId, jobStatusId, context, fallback = null }: StatusActionProps) {
  const move = useTaxpayerStatusMove();
  const action = taxpayerStatusAction(jobStatusId);
  if (action === null) return <>{fallback}</>;
  return (
    <span className="tl-jobs__cell">
      <Button type="primary" loading={move.isPending} onClick={() => move.mutate({ action, quoteId })}>
        {action.label}
        {context !== undefined && <span className="tl-visually-hidden"> ({context})</span>}
      </Button>
      {move.isError && (
        <p className="tl-jobs__problem" role="alert">
          {problemText(move.error)}
        </p>
      )}
    </span>
  );
}
