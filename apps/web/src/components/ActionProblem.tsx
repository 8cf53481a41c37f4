import { common } from "@taxlane/contract/i18n/local/common";
import { Alert } from "antd";

/**
 * The server's refusal of a confirmed action (`useConfirmedAction`), shown beside the thing it was
 * about until dismissed. With `title`, the refusal goes under it.
 */
export function ActionProblem({
  action,
  title,
}: {
  action: { problem: string | null; clearProblem: () => void };
  title?: string;
}) {
  if (action.problem === null) return null;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={title ?? action.problem}
      description={title === undefined ? undefined : action.problem}
      closable={{ onClose: action.clearProblem, "aria-label": common.dismiss }}
    />
  );
}
