import { FilePdfOutlined } from "@ant-design/icons";
import type { AnswerFilterMode } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { DownloadBlock } from "../../components/DownloadBlock";
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
  return (
    <DownloadBlock
      as="div"
      className="tl-org-review__export"
      icon={<FilePdfOutlined aria-hidden="true" />}
      fetchFile={() => fetchAnswersPdf(quoteId, forSpouse, filter)}
      fileName={`organizer-${quoteId}${forSpouse ? "-spouse" : ""}.pdf`}
      problemView={(text) => (
        <p className="tl-field__error" role="alert">
          {text}
        </p>
      )}
    >
      {t("organizer.exportPdf")}
      <span className="tl-visually-hidden">
        {" "}
        {forSpouse ? t("organizer.exportShownSpouse") : t("organizer.exportShownTaxpayer")}
      </span>
    </DownloadBlock>
  );
}
