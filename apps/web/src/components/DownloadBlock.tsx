import { DownloadOutlined } from "@ant-design/icons";
import { Button } from "antd";
import type { ReactNode } from "react";
import { type DownloadHandlers, useDownload } from "../lib/use-download";

interface DownloadBlockProps extends DownloadHandlers {
  /** Fetches the file with the session (a plain link cannot send it); see `callBlob`. */
  fetchFile: () => Promise<Blob>;
  fileName: string | (() => string);
  /** The button's words, with any text for screen readers only. */
  children: ReactNode;
  icon?: ReactNode;
  /** The block's own box; without one the button and its message sit in the parent's. */
  className?: string;
  as?: "span" | "div";
  /** How a failure is said; by default a line under the button. */
  problemView?: (text: string) => ReactNode;
  /** The failure (and `status`) above the button rather than under it. */
  problemFirst?: boolean;
  /** Said beside the failure, such as that the download has started. */
  status?: ReactNode;
  block?: boolean;
  disabled?: boolean;
}

const lineUnder = (text: string) => (
  <p className="tl-problem" role="alert">
    {text}
  </p>
);

/** A button that downloads a guarded file, saying why when it cannot: every download in the app. */
export function DownloadBlock({
  fetchFile,
  fileName,
  children,
  icon = <DownloadOutlined aria-hidden="true" />,
  className,
  as: Box = "span",
  problemView = lineUnder,
  problemFirst = false,
  status,
  block,
  disabled,
  onDownloaded,
  onSettled,
}: DownloadBlockProps) {
  const { busy, problem, download } = useDownload(fetchFile, fileName, { onDownloaded, onSettled });
  const said = (
    <>
      {problem !== null && problemView(problem)}
      {status}
    </>
  );
  const content = (
    <>
      {problemFirst && said}
      <Button icon={icon} loading={busy} block={block} disabled={disabled} onClick={() => void download()}>
        {children}
      </Button>
      {!problemFirst && said}
    </>
  );
  return className === undefined ? content : <Box className={className}>{content}</Box>;
}
