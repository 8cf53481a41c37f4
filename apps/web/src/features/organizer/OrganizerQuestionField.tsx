import type { JsonValue } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { OrganizerAnswerValue, OrganizerFileRef, OrganizerQuestion } from "@taxlane/organizer";
import { ChoiceGroup, ChoiceOption, questionControlId } from "../../components/wizard/QuestionField";
import { FileField } from "./FileField";
import { isFileRefList, isTickQuestion } from "./organizer-model";
import { TableField } from "./TableField";
import { TextAnswer } from "./TextAnswer";

export interface OrganizerQuestionFieldProps {
  question: OrganizerQuestion;
  /** The key the answer is saved under (a row key for rows 2, 3, …). */
  answerKey: string;
  /** Read before the label but not shown, where a heading says it: "Spouse: ", "Dependent 2: ". */
  hiddenPrefix?: string;
  value: OrganizerAnswerValue | undefined;
  error: string | undefined;
  onChange: (value: OrganizerAnswerValue | undefined) => void;
  pendingFiles: readonly File[];
  onPendingFilesChange: (files: File[]) => void;
  onRemoveStoredFile: (file: OrganizerFileRef) => void;
  removingFile: boolean;
}

const textOf = (value: OrganizerAnswerValue | undefined) =>
  typeof value === "string" || typeof value === "number" ? String(value) : "";

/** One organizer question, drawn for how it is asked. */
export function OrganizerQuestionField(props: OrganizerQuestionFieldProps) {
  const { question, answerKey, value, error, onChange } = props;
  const id = questionControlId(answerKey);
  const prefix = props.hiddenPrefix ?? "";
  const label =
    prefix === "" ? (
      question.label()
    ) : (
      <>
        <span className="tl-visually-hidden">{prefix}</span>
        {question.label()}
      </>
    );
  const required = question.rules.includes("required");
  switch (question.input) {
    case "yesNo":
    case "checkbox":
      if (question.input === "checkbox" || isTickQuestion(question.key)) {
        return (
          <div
            className={["tl-question tl-org-tick", error && "tl-question--invalid"].filter(Boolean).join(" ")}
          >
            <ChoiceOption
              type="checkbox"
              name={answerKey}
              id={id}
              label={label}
              checked={value === true}
              invalid={error !== undefined}
              onChange={(checked) => onChange(checked)}
            />
            {error && <p className="tl-field__error">{error}</p>}
          </div>
        );
      }
      return (
        <ChoiceGroup id={id} label={label} hint={question.help?.()} error={error}>
          {[true, false].map((answer, index) => (
            <ChoiceOption
              key={String(answer)}
              type="radio"
              name={answerKey}
              id={index === 0 ? id : undefined}
              label={t(answer ? "organizerNotes.yes" : "organizerNotes.no")}
              checked={value === answer}
              invalid={error !== undefined}
              onChange={(checked) => checked && onChange(answer)}
            />
          ))}
        </ChoiceGroup>
      );
    case "radio":
      return (
        <ChoiceGroup id={id} label={label} hint={question.help?.()} error={error}>
          {(question.options ?? []).map((option, index) => (
            <ChoiceOption
              key={String(option.value)}
              type="radio"
              name={answerKey}
              id={index === 0 ? id : undefined}
              label={option.label()}
              checked={value === option.value}
              invalid={error !== undefined}
              onChange={(checked) => checked && onChange(option.value)}
            />
          ))}
        </ChoiceGroup>
      );
    case "file":
      return (
        <FileField
          id={id}
          label={label}
          labelText={`${prefix}${question.label()}`}
          hint={question.help?.()}
          error={error}
          stored={isFileRefList(value) ? value : []}
          pending={props.pendingFiles}
          onPendingChange={props.onPendingFilesChange}
          onRemoveStored={props.onRemoveStoredFile}
          removing={props.removingFile}
        />
      );
    case "table":
      if (question.table === undefined) return null;
      return (
        <TableField
          id={id}
          label={label}
          question={{ ...question, table: question.table }}
          value={isFileRefList(value) ? undefined : (value as JsonValue | undefined)}
          error={error}
          onChange={(text) => onChange(text)}
        />
      );
    default:
      return (
        <TextAnswer
          id={id}
          label={label}
          input={question.input}
          hint={question.help?.()}
          error={error}
          required={required}
          sensitive={question.sensitive}
          value={textOf(value)}
          onChange={(text) => onChange(text === "" ? undefined : text)}
        />
      );
  }
}
