import { DownloadOutlined } from "@ant-design/icons";
import type { FileRefDto } from "@taxlane/contract";
import { App, Button } from "antd";
import type { ReactNode } from "react";
import { useFileDownload } from "../lib/use-file-download";

/** A link-styled button that downloads a guarded file; says why when it cannot. */
export function DownloadFileButton({ file, label }: { file: FileRefDto; label: ReactNode }) {
  const { message } = App.useApp();
  const { busy, download } = useFileDownload(file, { onProblem: (text) => void message.error(text) });
  return (
    <Button
      type="link"
      size="small"
      className="tl-download"
      icon={<DownloadOutlined aria-hidden="true" />}
      loading={busy}
      onClick={() => void download()}
      title={file.name}
    >
      {label}
    </Button>
  );
}
