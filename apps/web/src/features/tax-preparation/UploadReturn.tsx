import { UploadOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { useRef } from "react";
import { problemText } from "../../lib/problem-text";
import { useUploadTaxReturn } from "./api";
import "./tax-preparation.css";

/**
 * "Upload return": picks the finished return and sends it at once, which files the job. The server
 * judges the file by its bytes (PDF only) and its refusal is shown as written.
 */
export function UploadReturn({ quoteId, context }: { quoteId: number; context: string }) {
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
        Upload return<span className="tl-visually-hidden"> of {context}</span>
      </Button>
      <span className="tl-muted">PDF only</span>
      {upload.isError && (
        <p className="tl-problem" role="alert">
          {problemText(upload.error)}
        </p>
      )}
    </span>
  );
}
