import { PaperClipOutlined } from "@ant-design/icons";
import { auth } from "@taxlane/contract/i18n/local/auth";
import { Button } from "antd";
import { useId, useState } from "react";
import { type AttachmentKind, attachmentProblem, attachmentRule, fileSizeText } from "./attachments";

interface AttachmentInputProps {
  value?: File | null;
  onChange?: (file: File | null) => void;
  /** The file input's id; antd's Form.Item passes it so its label names the input. */
  id?: string;
  kind: AttachmentKind;
  /** The button's words, e.g. "Choose a file". */
  chooseLabel: string;
  disabled?: boolean;
}

/**
 * One attached file: the native file input (kept for keyboards and screen readers, shown as a
 * button), the chosen file's name and size, and a way to remove it. A file of the wrong kind is
 * turned down with a message at once.
 */
export function AttachmentInput({
  value,
  onChange,
  id,
  kind,
  chooseLabel,
  disabled = false,
}: AttachmentInputProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const hintId = useId();
  const problemId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const rule = attachmentRule(kind);
  const chosen = value instanceof File ? value : null;

  return (
    <div className="tl-attachment">
      <div className="tl-attachment__row">
        <input
          id={inputId}
          className="tl-attachment__input"
          type="file"
          accept={rule.accept}
          disabled={disabled}
          aria-describedby={[hintId, problem !== null ? problemId : null].filter(Boolean).join(" ")}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file === undefined) return;
            const found = attachmentProblem(file, kind);
            setProblem(found);
            if (found === null) onChange?.(file);
          }}
        />
        <label htmlFor={inputId} className="tl-attachment__choose">
          {chosen === null ? chooseLabel : auth.chooseAnotherFile}
        </label>
        {chosen !== null && (
          <>
            <span className="tl-attachment__file">
              <PaperClipOutlined aria-hidden="true" /> {chosen.name}{" "}
              <span className="tl-attachment__size">({fileSizeText(chosen.size)})</span>
            </span>
            <Button
              size="small"
              disabled={disabled}
              onClick={() => {
                setProblem(null);
                onChange?.(null);
              }}
            >
              {auth.removeAttachment}
              <span className="tl-visually-hidden"> {chosen.name}</span>
            </Button>
          </>
        )}
      </div>
      <p id={hintId} className="tl-attachment__hint">
        {rule.hint}
      </p>
      {problem !== null && (
        <p id={problemId} className="tl-attachment__problem" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
