import { FilePdfOutlined } from "@ant-design/icons";
import type { AnswerFilterMode } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Button } from "antd";
import { useState } from "react";
import { saveBlob } from "../../lib/download-file";
import { problemText } from "../../lib/problem-text";
import { fetchAnswersPdf } from "./api";

/** "Export as PDF": the answers the review shows (whose, which filter), as one PDF file. */
export function ExportAnswersButton({
  quoteId,
  forSpouse,
  filter,
}: {
  quoteId: number;
  forSpouse: boolean;
  filter: AnswerFilterMode;
}) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const exportPdf = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const who = forSpouse ? "-spouse" : "";
      saveBlob(await fetchAnswersPdf(quoteId, forSpouse, filter), `organizer-${quoteId}${who}.pdf`);
    } catch (error) {
      setProblem(problemText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="tl-org-review__export">
      <Button icon={<FilePdfOutlined aria-hidden="true" />} loading={busy} onClick={() => void exportPdf()}>
        {t("organizer.exportPdf")}
        <span className="tl-visually-hidden">
          {" "}
          ({forSpouse ? "the spouse's" : "the taxpayer's"} answers shown)
        </span>
      </Button>
      {problem !== null && (
        <p className="tl-field__error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
