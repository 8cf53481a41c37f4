import { common } from "@taxlane/contract/i18n/local/common";
import { Alert, Button, Card, Skeleton } from "antd";
import { problemText } from "../lib/problem-text";

/**
 * A card of placeholder lines while a list or a job loads; `label` says what is coming. No title line:
 * antd draws it as an empty heading, which a screen reader announces as one.
 */
export function LoadingCard({ label, rows = 4 }: { label: string; rows?: number }) {
  return (
    <Card role="status" aria-busy="true" aria-label={label}>
      <Skeleton active title={false} paragraph={{ rows }} />
    </Card>
  );
}

/** A failed load, with the server's words and a way to try again. */
export function LoadError({
  title,
  error,
  onRetry,
  retrying,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={title}
      description={problemText(error)}
      action={
        <Button onClick={onRetry} loading={retrying}>
          {common.tryAgain}
        </Button>
      }
    />
  );
}
