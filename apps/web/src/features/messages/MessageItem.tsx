import type { ChatMessage } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Button } from "antd";
import { Attachment } from "./Attachment";
import { fileSizeText, messageTimeText } from "./message-text";
import type { OutgoingMessage } from "./outbox";

/** A delivered message: the text, its files, who sent it and when. */
export function MessageItem({
  message,
  mine,
  otherName,
}: {
  message: ChatMessage;
  mine: boolean;
  otherName: string;
}) {
  return (
    <li className={`tl-chat-message ${mine ? "tl-chat-message--mine" : ""}`}>
      <div className="tl-chat-message__bubble">
        <span className="tl-visually-hidden">
          {t("messages.senderLabel", { name: mine ? t("messages.you") : otherName })}{" "}
        </span>
        {message.message !== null && message.message !== "" && (
          <p className="tl-chat-message__text">{message.message}</p>
        )}
        {message.files.map((file) => (
          <Attachment key={file.id} file={file} />
        ))}
        <time className="tl-chat-message__time" dateTime={message.createdDate}>
          {messageTimeText(message.createdDate)}
        </time>
      </div>
    </li>
  );
}

/** A message on its way out, or one that failed with why and a way to try again. */
export function OutgoingItem({
  message,
  onRetry,
  onDiscard,
}: {
  message: OutgoingMessage;
  onRetry: (clientMessageId: string) => void;
  onDiscard: (clientMessageId: string) => void;
}) {
  const failed = message.status === "failed";
  return (
    <li className={`tl-chat-message tl-chat-message--mine tl-chat-message--${message.status}`}>
      <div className="tl-chat-message__bubble">
        <span className="tl-visually-hidden">{t("messages.senderLabel", { name: t("messages.you") })} </span>
        {message.text.trim() !== "" && <p className="tl-chat-message__text">{message.text}</p>}
        {message.files.map((file, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same file may be picked twice; the list never reorders.
          <div key={`${index}-${file.name}`} className="tl-chat-file__row">
            <span className="tl-chat-file__name">{file.name}</span>
            <span className="tl-chat-file__size">{fileSizeText(file.size)}</span>
          </div>
        ))}
        <span className="tl-chat-message__time">
          {failed ? t("messages.notSent") : t("messages.sending")}
        </span>
      </div>
      {failed && (
        <div className="tl-chat-message__failure" role="alert">
          <span>{message.problem}</span>
          <Button size="small" type="primary" onClick={() => onRetry(message.clientMessageId)}>
            {t("messages.retry")}
          </Button>
          <Button size="small" onClick={() => onDiscard(message.clientMessageId)}>
            {t("messages.discard")}
          </Button>
        </div>
      )}
    </li>
  );
}
