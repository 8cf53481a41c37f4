import { DownloadOutlined } from "@ant-design/icons";
import type { FileRefDto } from "@taxlane/contract";
import { App, Button } from "antd";
import type { ReactNode } from "react";
import { fetchGuardedFile } from "../lib/download-file";
import { useDownload } from "../lib/use-download";

/** A link-styled button that fetches a file with the session and saves it; says why when it cannot. */
export function DownloadLinkButton({
  fetchFile,
  fileName,
  label,
  title,
  ariaLabel,
}: {
  fetchFile: () => Promise<Blob>;
  fileName: string;
  label: ReactNode;
  /** Said on hover. */
  title?: string;
  /** The button's name when `label` alone does not say what is downloaded. */
  ariaLabel?: string;
}) {
  const { message } = App.useApp();
  const { busy, download } = useDownload(fetchFile, fileName, {
    onProblem: (text) => void message.error(text),
  });
  return (
    <Button
      type="link"
      size="small"
      className="tl-download"
      icon={<DownloadOutlined aria-hidden="true" />}
      loading={busy}
      onClick={() => void download()}
      title={title}
      aria-label={ariaLabel}
    >
      {label}
    </Button>
  );
}

/** A link-styled button that downloads a guarded file; says why when it cannot. */
export function DownloadFileButton({ file, label }: { file: FileRefDto; label: ReactNode }) {
  return (
    <DownloadLinkButton
      fetchFile={() => fetchGuardedFile(file)}
      fileName={file.name}
      label={label}
      title={file.name}
    />
  );
}
