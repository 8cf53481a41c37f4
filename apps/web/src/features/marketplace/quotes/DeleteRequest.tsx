import { t } from "@taxlane/contract/i18n";
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
      <ActionProblem action={confirmed} title={t("quotes.deleteFailed")} />
      <Button
        danger
        onClick={() =>
          confirmed.ask(request, {
            title: t("quotes.deleteQuestion"),
            content: t("quotes.deleteText"),
            okText: t("quotes.deleteRequestButton"),
            doneText: t("quotes.deleted"),
            danger: true,
          })
        }
      >
        {t("quotes.deleteRequestButton")}
      </Button>
    </div>
  );
}
