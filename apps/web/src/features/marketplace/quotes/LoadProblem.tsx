import { Alert, Button } from "antd";
import { problemText } from "./problem-text";

/** A list that did not load: what, why in the server's words, and a way to try again. */
export function LoadProblem({
  title,
  error,
  retry,
  retrying,
}: {
  title: string;
  error: unknown;
  retry: () => void;
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
        <Button onClick={retry} loading={retrying}>
          Try again
        </Button>
      }
    />
  );
}
