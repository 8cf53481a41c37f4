import { DownloadOutlined } from "@ant-design/icons";
import type { FileRefDto } from "@taxlane/contract";
import { Button } from "antd";
import { useState } from "react";
import { useFileDownload } from "../../lib/use-file-download";
import "./tax-preparation.css";

interface TaxReturnDownloadProps {
  file: FileRefDto;
  /** Whose return, for screen readers when a list has many download buttons. */
  context?: string;
  onDownloaded?: () => void;
  block?: boolean;
}

/** Downloads the filed return (the file needs the session, so it is fetched rather than linked). */
export function TaxReturnDownload({ file, context, onDownloaded, block }: TaxReturnDownloadProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const { busy, download } = useFileDownload(file, { onProblem: setProblem, onDownloaded });
  return (
    <span className="tl-jobs__cell">
      <Button
        icon={<DownloadOutlined aria-hidden="true" />}
        loading={busy}
        block={block}
        onClick={() => {
          setProblem(null);
          void download();
        }}
      >
        Download return
        {context !== undefined && <span className="tl-visually-hidden"> of {context}</span>}
      </Button>
      {problem !== null && (
        <p className="tl-problem" role="alert">
          {problem}
        </p>
      )}
    </span>
  );
}
