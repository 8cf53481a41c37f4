import { DownloadOutlined } from "@ant-design/icons";
import type { FileRefDto } from "@taxlane/contract";
import { App, Button } from "antd";
import { type ReactNode, useState } from "react";
import { downloadFile } from "../../tax-preparation/download";
import { problemText } from "./problem-text";

/** A link-styled button that downloads a guarded file; says why when it cannot. */
export function DownloadFileButton({ file, label }: { file: FileRefDto; label: ReactNode }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(file);
    } catch (error) {
      void message.error(problemText(error));
    } finally {
      setBusy(false);
    }
  };
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
