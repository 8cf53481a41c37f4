import { DocumentStatusId, type JobDocument, MAX_DOCUMENT_NOTE } from "@taxlane/contract";
import { Button, Form, Input, Modal } from "antd";
import { useId, useState } from "react";
import { problemText } from "../../lib/problem-text";
import { useReviewDocument } from "./api";
import "./documents.css";
import { t } from "@taxlane/contract/i18n";

/** Accept, or send back with a note, one provided document. */
export function ReviewActions({ document }: { document: JobDocument }) {
  const review = useReviewDocument();
  const [asking, setAsking] = useState(false);
  const [note, setNote] = useState("");
  const noteId = useId();
  const accepted = document.statusId === DocumentStatusId.accepted;
  return (
    <span className="tl-docs__cell">
      <span className="tl-docs__toolbar">
        {!accepted && (
          <Button
            size="small"
            type="primary"
            loading={review.isPending && !asking}
            onClick={() =>
              review.mutate({
                quoteId: document.quoteId,
                documentId: document.id,
                statusId: DocumentStatusId.accepted,
              })
            }
          >
            {t("documents.acceptButton")}
            <span className="tl-visually-hidden"> {document.title}</span>
          </Button>
        )}
        <Button size="small" onClick={() => setAsking(true)}>
          {t("documents.statusNeedsReplacement")}
          <span className="tl-visually-hidden"> ({document.title})</span>
        </Button>
      </span>
      {review.isError && !asking && (
        <p className="tl-problem" role="alert">
          {problemText(review.error)}
        </p>
      )}
      <Modal
        open={asking}
        title={t("documents.askAgainFor", { document: document.title })}
        onCancel={() => setAsking(false)}
        afterClose={() => {
          setNote("");
          review.reset();
        }}
        destroyOnHidden
        footer={null}
      >
        <Form
          layout="vertical"
          onFinish={() =>
            review.mutate(
              {
                quoteId: document.quoteId,
                documentId: document.id,
                statusId: DocumentStatusId.needsReplacement,
                note: note.trim(),
              },
              { onSuccess: () => setAsking(false) },
            )
          }
        >
          {review.isError && (
            <p className="tl-problem" role="alert">
              {problemText(review.error)}
            </p>
          )}
          <Form.Item label={t("documents.whatIsWrong")} required htmlFor={noteId}>
            <Input.TextArea
              id={noteId}
              rows={3}
              maxLength={MAX_DOCUMENT_NOTE}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          </Form.Item>
          <div className="tl-docs__toolbar">
            <Button type="primary" htmlType="submit" loading={review.isPending} disabled={note.trim() === ""}>
              {t("documents.sendBack")}
            </Button>
            <Button onClick={() => setAsking(false)}>{t("common.cancel")}</Button>
          </div>
        </Form>
      </Modal>
    </span>
  );
}
