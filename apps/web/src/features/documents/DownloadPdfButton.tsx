import { FilePdfOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { useState } from "react";
import { saveBlob } from "../../lib/download-file";
import { problemText } from "../../lib/problem-text";
import { fetchDocumentsPdf } from "./api";
import "./documents.css";
import { t } from "@taxlane/contract/i18n";

/**
 * "Download as one PDF": the chosen documents, or every provided one when none is chosen, fetched
 * with the session and saved as one file.
 */
export function DownloadPdfButton({ quoteId, selected }: { quoteId: number; selected: readonly string[] }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setProblem(null);
    try {
      saveBlob(await fetchDocumentsPdf(quoteId, selected), `documents-${quoteId}.pdf`);
    } catch (error) {
      setProblem(problemText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="tl-docs__cell">
      <Button icon={<FilePdfOutlined aria-hidden="true" />} loading={busy} onClick={() => void download()}>
        {t("documents.downloadPdf")}
        <span className="tl-visually-hidden">
          {selected.length === 0 ? " (all documents)" : ` (${selected.length} selected)`}
        </span>
      </Button>
      {problem !== null && (
        <p className="tl-problem" role="alert">
          {problem}
        </p>
      )}
    </span>
  );
}
