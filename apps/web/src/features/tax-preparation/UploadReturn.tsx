import { UploadOutlined } from "@ant-design/icons";
import { t } from "@taxlane/contract/i18n";
import { Button } from "antd";
import { useRef } from "react";
import { problemText } from "../../lib/problem-text";
import { useUploadTaxReturn } from "./api";
import "./tax-preparation.css";

/**
 * "Share a draft": picks the return and sends it at once as the job's draft for the client's review
 * ("Share a new draft" replaces the current one). The server judges the file by its bytes (PDF only)
 * and its refusal is shown as written.
 */
export function UploadReturn({
  quoteId,
  context,
  replacing = false,
}: {
  quoteId: number;
  context: string;
  /** A draft is shared already: this one replaces it. */
  replacing?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadTaxReturn();
  return (
    <span className="tl-jobs__cell">
      <input
        ref={input}
        type="file"
        accept="application/pdf,.pdf"
        hidden
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file !== undefined) upload.mutate({ quoteId, file });
        }}
      />
      <Button
        icon={<UploadOutlined aria-hidden="true" />}
        loading={upload.isPending}
        onClick={() => input.current?.click()}
      >
        {replacing ? t("jobStagePages.shareNewDraft") : t("jobStagePages.shareDraft")}
        <span className="tl-visually-hidden"> ({context})</span>
      </Button>
      <span className="tl-muted">{t("jobStagePages.pdfOnly")}</span>
      {upload.isError && (
        <p className="tl-problem" role="alert">
          {problemText(upload.error)}
        </p>
      )}
    </span>
  );
}
