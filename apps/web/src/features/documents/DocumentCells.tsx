import { CheckCircleOutlined, DownloadOutlined } from "@ant-design/icons";
import { DocumentStatusId, type JobDocument } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Button, Tag } from "antd";
import { useState } from "react";
import { dateText } from "../../lib/format";
import { useFileDownload } from "../../lib/use-file-download";
import { kindLabel } from "./DocumentKindTag";
import { documentStatusLabel, documentStatusTone } from "./document-model";
import "./documents.css";

export function DocumentStatusTag({ statusId }: { statusId: number }) {
  return (
    <Tag className={`tl-docs-status tl-docs-status--${documentStatusTone(statusId)}`}>
      {documentStatusLabel(statusId)}
    </Tag>
  );
}

/**
 * The document's name (its kind, or the professional's title for a request), the professional's
 * note, while it is sent back what to fix, and the mark that a document of the kind it asks for
 * arrived (the request itself still waits for its own file). The organizer question's key is never shown.
 */
export function DocumentTitle({ document }: { document: JobDocument }) {
  const toFix = document.statusId === DocumentStatusId.needsReplacement ? document.reviewNote : null;
  return (
    <span className="tl-docs__title">
      <strong>{document.title}</strong>
      {document.note !== null && document.note !== "" && (
        <span className="tl-docs__note">{t("documents.noteLine", { note: document.note })}</span>
      )}
      {toFix !== null && toFix !== "" && (
        <span className="tl-docs__note">{t("documents.toReplaceLine", { note: toFix })}</span>
      )}
      {document.arrived !== null && (
        <span className="tl-docs__arrived">
          <CheckCircleOutlined aria-hidden="true" />{" "}
          {t("documents.arrived", {
            kind: kindLabel(document.arrived.kind),
            file: document.arrived.fileName,
          })}
        </span>
      )}
    </span>
  );
}

export const providedText = (document: JobDocument) =>
  document.dateProvided === null ? t("documents.notYet") : dateText(document.dateProvided);

/** The document's file, fetched with the session (a plain link cannot send it). */
export function DocumentFile({ document }: { document: JobDocument }) {
  const [problem, setProblem] = useState<string | null>(null);
  const file = document.file ?? { url: "", name: "" };
  const { busy, download } = useFileDownload(file, { onProblem: setProblem });
  if (document.file === null) return <span className="tl-muted">{t("documents.noFile")}</span>;
  return (
    <span className="tl-docs__cell">
      <Button
        size="small"
        className="tl-docs__file"
        icon={<DownloadOutlined aria-hidden="true" />}
        loading={busy}
        onClick={() => {
          setProblem(null);
          void download();
        }}
      >
        {document.file.name}
        <span className="tl-visually-hidden"> {t("documents.downloadOf", { title: document.title })}</span>
      </Button>
      {problem !== null && (
        <p className="tl-problem" role="alert">
          {problem}
        </p>
      )}
    </span>
  );
}
