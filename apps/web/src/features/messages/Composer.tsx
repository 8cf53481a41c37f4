import { CloseOutlined, PaperClipOutlined, SendOutlined } from "@ant-design/icons";
import { MAX_CHAT_FILES, MAX_CHAT_MESSAGE_LENGTH } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Button, type GetRef, Input } from "antd";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { fileSizeText } from "./message-text";
import { canSend } from "./outbox";

/**
 * Writing a message: text (Enter sends, Shift+Enter starts a new line) and files, each listed with its
 * name and size and a way to take it off before sending.
 */
export function Composer({
  otherName,
  onSend,
}: {
  otherName: string;
  onSend: (text: string, files: readonly File[]) => void;
}) {
  const [text, setText] = useState("");
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const textArea = useRef<GetRef<typeof Input.TextArea>>(null);
  const textId = useId();
  const filesId = useId();
  const hintId = useId();

  const submit = () => {
    if (!canSend(text, files)) return;
    onSend(text, files);
    setText("");
    setFiles([]);
    setProblem(null);
    // Send goes disabled once the text is cleared, which would drop focus to the page: the person
    // carries on writing where they were.
    textArea.current?.focus();
  };

  const addFiles = (picked: FileList | null) => {
    const all = [...files, ...Array.from(picked ?? [])];
    setProblem(
      all.length > MAX_CHAT_FILES ? t("messages.tooManyFiles", { max: String(MAX_CHAT_FILES) }) : null,
    );
    setFiles(all.slice(0, MAX_CHAT_FILES));
    if (fileInput.current !== null) fileInput.current.value = "";
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form
      className="tl-chat-composer"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={textId} className="tl-visually-hidden">
        {t("messages.messageTo", { name: otherName })}
      </label>
      <Input.TextArea
        ref={textArea}
        id={textId}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        autoSize={{ minRows: 1, maxRows: 6 }}
        maxLength={MAX_CHAT_MESSAGE_LENGTH}
        placeholder={t("messages.writeMessage")}
        aria-describedby={hintId}
      />
      <span id={hintId} className="tl-visually-hidden">
        {t("messages.composerHint")}
      </span>
      {files.length > 0 && (
        <ul className="tl-chat-composer__files" aria-label={t("messages.filesToSend")}>
          {files.map((file, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same file may be picked twice; removal goes by place.
            <li key={`${index}-${file.name}`} className="tl-chat-composer__file">
              <PaperClipOutlined aria-hidden />
              <span className="tl-chat-file__name">{file.name}</span>
              <span className="tl-chat-file__size">{fileSizeText(file.size)}</span>
              <Button
                size="small"
                type="text"
                icon={<CloseOutlined aria-hidden />}
                aria-label={t("messages.removeFile", { name: file.name })}
                onClick={() => setFiles((current) => current.filter((_, at) => at !== index))}
              />
            </li>
          ))}
        </ul>
      )}
      {problem !== null && (
        <p className="tl-chat-composer__problem" role="alert">
          {problem}
        </p>
      )}
      <div className="tl-chat-composer__actions">
        <input
          ref={fileInput}
          id={filesId}
          type="file"
          multiple
          className="tl-visually-hidden"
          tabIndex={-1}
          aria-label={t("messages.chooseFiles")}
          onChange={(event) => addFiles(event.target.files)}
        />
        <Button icon={<PaperClipOutlined aria-hidden />} onClick={() => fileInput.current?.click()}>
          {t("messages.attachFiles")}
        </Button>
        <Button
          type="primary"
          htmlType="submit"
          icon={<SendOutlined aria-hidden />}
          disabled={!canSend(text, files)}
        >
          {t("messages.send")}
        </Button>
      </div>
    </form>
  );
}
