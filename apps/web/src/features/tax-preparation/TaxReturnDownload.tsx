import type { FileRefDto } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { DownloadBlock } from "../../components/DownloadBlock";
import { fetchGuardedFile } from "../../lib/download-file";
import "./tax-preparation.css";

interface TaxReturnDownloadProps {
  file: FileRefDto;
  /** Whose return, for screen readers when a list has many download buttons. */
  context?: string;
  onDownloaded?: () => void;
  block?: boolean;
  /** The button's words, "Download return" unless said (a draft's). */
  label?: string;
}

/** Downloads the return or its draft (the file needs the session, so it is fetched rather than linked). */
export function TaxReturnDownload({ file, context, onDownloaded, block, label }: TaxReturnDownloadProps) {
  return (
    <DownloadBlock
      className="tl-jobs__cell"
      fetchFile={() => fetchGuardedFile(file)}
      fileName={file.name}
      onDownloaded={onDownloaded}
      block={block}
    >
      {label ?? t("taxPreparation.downloadReturn")}
      {context !== undefined && (
        <span className="tl-visually-hidden"> {t("taxPreparation.ofJob", { job: context })}</span>
      )}
    </DownloadBlock>
  );
}
