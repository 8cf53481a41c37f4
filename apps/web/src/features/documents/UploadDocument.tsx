import { UploadOutlined } from "@ant-design/icons";
import type { JobDocument } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Button } from "antd";
import { useRef } from "react";
import { ScanPagesButton } from "../../components/scan";
import { problemText } from "../../lib/problem-text";
import { useUploadRequestedDocument } from "./api";
import "./documents.css";

/**
 * The taxpayer's upload for one requested document: picks the file (or scans pages into one PDF) and
 * sends it at once. The server judges the file by its bytes and its refusal is shown as written.
 */
export function UploadDocument({ document }: { document: JobDocument }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadRequestedDocument();
  return (
    <span className="tl-docs__cell">
      <input
        ref={input}
        type="file"
        hidden
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file !== undefined) upload.mutate({ quoteId: document.quoteId, documentId: document.id, file });
        }}
      />
      <Button
        icon={<UploadOutlined aria-hidden="true" />}
        loading={upload.isPending}
        onClick={() => input.current?.click()}
      >
        {t("documents.upload")}
        <span className="tl-visually-hidden"> {document.title}</span>
      </Button>
      <ScanPagesButton
        target={document.title}
        disabled={upload.isPending}
        onScanned={(file) => upload.mutate({ quoteId: document.quoteId, documentId: document.id, file })}
      />
      {upload.isError && (
        <p className="tl-problem" role="alert">
          {problemText(upload.error)}
        </p>
      )}
    </span>
  );
}
