import { FilePdfOutlined } from "@ant-design/icons";
import { returnPackFileName, type TaxPreparationDetail } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { DownloadBlock } from "../../components/DownloadBlock";
import { personName } from "../../lib/format";
import { fetchReturnPack } from "./api";
import { isCancelled, isFiled } from "./job-status";
import "./tax-preparation.css";

/** Whether the job's page offers its return pack: once filed, never for a cancelled job. */
export const offersReturnPack = (job: Pick<TaxPreparationDetail, "jobStatusId" | "cancelledAt">) =>
  isFiled(job.jobStatusId) && !isCancelled(job);

/**
 * "Download your return pack": a filed job's return, signed documents, filings and receipts as one
 * PDF, fetched with the session and saved under the name the API gives it too.
 */
export function ReturnPackDownload({
  job,
  side,
}: {
  job: TaxPreparationDetail;
  side: "taxpayer" | "expert";
}) {
  const taxpayer = personName(job.taxpayer.firstName, job.taxpayer.lastName);
  return (
    <DownloadBlock
      className="tl-jobs__cell"
      icon={<FilePdfOutlined aria-hidden="true" />}
      fetchFile={() => fetchReturnPack(job.quoteId)}
      fileName={returnPackFileName(job.taxPreparationYear, taxpayer)}
    >
      {side === "taxpayer" ? t("returnPack.download") : t("returnPack.downloadForProfessional")}
    </DownloadBlock>
  );
}
