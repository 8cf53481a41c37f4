import { Button } from "antd";
import { ActionProblem } from "../../../components/ActionProblem";
import { useConfirmedAction } from "../../../lib/use-confirmed-action";
import { type RequestRef, useDeleteRequest } from "./api";

/** Deleting a request, offered while no quote of it is chosen (the server refuses then, too). */
export function DeleteRequest({ request }: { request: RequestRef }) {
  const remove = useDeleteRequest();
  const confirmed = useConfirmedAction((ref: RequestRef) => remove.mutateAsync(ref));
  return (
    <div className="tl-waiting-card__actions">
      <ActionProblem action={confirmed} title="The request could not be deleted." />
      <Button
        danger
        onClick={() =>
          confirmed.ask(request, {
            title: "Delete this request?",
            content:
              "Your answers are removed, professionals can no longer quote on it, and the quotes already sent for it disappear from this page. This cannot be undone.",
            okText: "Delete request",
            doneText: "Request deleted.",
            danger: true,
          })
        }
      >
        Delete request
      </Button>
    </div>
  );
}
