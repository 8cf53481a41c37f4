import { FilePdfOutlined } from "@ant-design/icons";
import { DownloadBlock } from "../../components/DownloadBlock";
import { fetchDocumentsPdf } from "./api";
import "./documents.css";
import { t } from "@taxlane/contract/i18n";

/**
 * "Download as one PDF": the chosen documents, or every provided one when none is chosen, fetched
 * with the session and saved as one file.
 */
export function DownloadPdfButton({ quoteId, selected }: { quoteId: number; selected: readonly string[] }) {
  return (
    <DownloadBlock
      className="tl-docs__cell"
      icon={<FilePdfOutlined aria-hidden="true" />}
      fetchFile={() => fetchDocumentsPdf(quoteId, selected)}
      fileName={`documents-${quoteId}.pdf`}
    >
      {t("documents.downloadPdf")}
      <span className="tl-visually-hidden">
        {" "}
        {selected.length === 0
          ? t("documents.allDocumentsNote")
          : t("documents.selectedCount", { count: selected.length })}
      </span>
    </DownloadBlock>
  );
}
