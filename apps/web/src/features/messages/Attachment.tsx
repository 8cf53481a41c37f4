import { DownloadOutlined, FileOutlined } from "@ant-design/icons";
import { t } from "@taxlane/contract/i18n";
import { Button } from "antd";
import { useEffect, useState } from "react";
import { useDownload } from "../../lib/use-download";
import { fetchChatFile, useImagePreview } from "./api";
import { fileSizeText, isPreviewableImage } from "./message-text";

export interface ChatFileView {
  id: number;
  name: string;
  size?: number;
  contentType?: string;
}

/** An image's preview from its fetched bytes (a plain image address could not send the token). */
function ImagePreview({ file }: { file: ChatFileView }) {
  const preview = useImagePreview(file.id, true);
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (preview.data === undefined) return;
    const url = URL.createObjectURL(preview.data);
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [preview.data]);
  if (src === null)
    return <span className="tl-chat-file__preview tl-chat-file__preview--loading" aria-hidden />;
  return <img className="tl-chat-file__preview" src={src} alt={t("messages.preview", { name: file.name })} />;
}

/** A file in a message: its name and size, a download, and a preview when it is an image. */
export function Attachment({ file }: { file: ChatFileView }) {
  const { busy, problem, download } = useDownload(() => fetchChatFile(file.id), file.name);
  const image = isPreviewableImage(file.contentType, file.name);
  const size = fileSizeText(file.size);

  return (
    <div className="tl-chat-file">
      {image && <ImagePreview file={file} />}
      <div className="tl-chat-file__row">
        <FileOutlined aria-hidden className="tl-chat-file__icon" />
        <span className="tl-chat-file__name">{file.name}</span>
        {size !== "" && <span className="tl-chat-file__size">{size}</span>}
        <Button
          size="small"
          type="text"
          icon={<DownloadOutlined aria-hidden />}
          loading={busy}
          onClick={() => void download()}
          aria-label={t("messages.downloadFile", { name: file.name })}
        />
      </div>
      {problem !== null && (
        <p className="tl-chat-file__problem" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
