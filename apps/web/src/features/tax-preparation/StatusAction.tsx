import { Button } from "antd";
import type { ReactNode } from "react";
import { problemText } from "../../lib/problem-text";
import { useConfirmedAction } from "../../lib/use-confirmed-action";
import { useTaxpayerStatusMove } from "./api";
import { type TaxpayerStatusAction, taxpayerStatusAction } from "./job-status";
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
 * The taxpayer's next move on a job ("Mark in process", then "Ready for review"), if any; a move
 * that cannot be taken back asks first. A refusal (the job moved meanwhile) shows the server's words.
 */
export function StatusAction({ quoteId, jobStatusId, context, fallback = null }: StatusActionProps) {
  const move = useTaxpayerStatusMove();
  const confirmed = useConfirmedAction((action: TaxpayerStatusAction) =>
    move.mutateAsync({ action, quoteId }),
  );
  const action = taxpayerStatusAction(jobStatusId);
  if (action === null) return <>{fallback}</>;
  const start = () => {
    if (action.confirm === undefined) move.mutate({ action, quoteId });
    else confirmed.ask(action, action.confirm);
  };
  const problem = move.isError ? problemText(move.error) : confirmed.problem;
  return (
    <span className="tl-jobs__cell">
      <Button type="primary" loading={move.isPending} onClick={start}>
        {action.label}
        {context !== undefined && <span className="tl-visually-hidden"> ({context})</span>}
      </Button>
      {problem !== null && (
        <p className="tl-problem" role="alert">
          {problem}
        </p>
      )}
    </span>
  );
}
