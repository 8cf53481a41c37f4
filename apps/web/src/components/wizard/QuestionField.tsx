import { US_STATES } from "@taxlane/contract";
import { languageNames, languages } from "@taxlane/contract/i18n/language";
import { currentLanguage } from "@taxlane/contract/i18n/language-source";
import { common } from "@taxlane/contract/i18n/local/common";
import {
  type AnswerValue,
  countryOptions,
  NONE_ANSWER,
  type Question,
  questionnaireText,
} from "@taxlane/organizer";
import type { ReactNode } from "react";
import { SelectField, TextAreaField, TextField } from "../ui/form";

/** The id of a question's control (its first option for choices), for labels and for moving focus to it. */
export const questionControlId = (key: string) => `question-${key}`;

export interface QuestionFieldProps {
  question: Question;
  value: AnswerValue | undefined;
  error: string | undefined;
  onChange: (value: AnswerValue | undefined) => void;
}

const optionalHint = (question: Question) =>
  question.optional && question.help === undefined ? questionnaireText("optional") : question.help?.();

/** A question answered from a long list (countries, states): a select with a blank first choice. */
function ListQuestion({
  question,
  value,
  error,
  onChange,
  autoComplete,
  placeholder,
  options,
}: QuestionFieldProps & {
  autoComplete: string;
  placeholder: string;
  /** [value, label] pairs in the order shown. */
  options: readonly (readonly [string, string])[];
}) {
  return (
    <SelectField
      id={questionControlId(question.key)}
      name={question.key}
      className="tl-question"
      label={question.label()}
      hint={optionalHint(question)}
      error={error}
      required={!question.optional}
      autoComplete={autoComplete}
      value={typeof value === "string" ? value : ""}
      onChange={(event) => onChange(event.target.value === "" ? undefined : event.target.value)}
    >
      <option value="">{placeholder}</option>
      {options.map(([optionValue, label]) => (
        <option key={optionValue} value={optionValue}>
          {label}
        </option>
      ))}
    </SelectField>
  );
}

/** Radio buttons or check boxes in a fieldset, its legend the question, with help and error read out. */
export function ChoiceGroup({
  id,
  label,
  hint,
  error,
  children,
}: {
  /** The id of the first control; the hint and error ids derive from it. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error: string | undefined;
  children: ReactNode;
}) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <fieldset
      className={["tl-question", error && "tl-question--invalid"].filter(Boolean).join(" ")}
      aria-describedby={describedBy}
    >
      <legend className="tl-question__legend">{label}</legend>
      {hint && (
        <p id={`${id}-hint`} className="tl-field__hint">
          {hint}
        </p>
      )}
      <div className="tl-question__options">{children}</div>
      {error && (
        <p id={`${id}-error`} className="tl-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function ChoiceFieldset({
  question,
  error,
  children,
}: {
  question: Question;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <ChoiceGroup
      id={questionControlId(question.key)}
      label={question.label()}
      hint={optionalHint(question)}
      error={error}
    >
      {children}
    </ChoiceGroup>
  );
}

export interface ChoiceOptionProps {
  type: "radio" | "checkbox";
  name: string;
  id?: string;
  label: ReactNode;
  checked: boolean;
  invalid: boolean;
  onChange: (checked: boolean) => void;
}

/** One radio button or check box with its label, as the wizard draws them. */
export function ChoiceOption({ type, name, id, label, checked, invalid, onChange }: ChoiceOptionProps) {
  return (
    <label className={["tl-option", checked && "tl-option--checked"].filter(Boolean).join(" ")}>
      <input
        type={type}
        name={name}
        id={id}
        checked={checked}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(event.target.checked)}
        className="tl-option__input"
      />
      <span className="tl-option__label">{label}</span>
    </label>
  );
}

/** One question of a questionnaire or organizer step, drawn for its kind. */
export function QuestionField({ question, value, error, onChange }: QuestionFieldProps) {
  const id = questionControlId(question.key);
  const invalid = error !== undefined;
  switch (question.kind) {
    case "yesNo":
      return (
        <ChoiceFieldset question={question} error={error}>
          {[true, false].map((answer, index) => (
            <ChoiceOption
              key={String(answer)}
              type="radio"
              name={question.key}
              id={index === 0 ? id : undefined}
              label={questionnaireText(answer ? "yes" : "no")}
              checked={value === answer}
              invalid={invalid}
              onChange={(checked) => checked && onChange(answer)}
            />
          ))}
        </ChoiceFieldset>
      );
    case "singleChoice": {
      const options =
        question.noneLabel === undefined
          ? question.options
          : [...question.options, { value: NONE_ANSWER, label: question.noneLabel }];
      return (
        <ChoiceFieldset question={question} error={error}>
          {options.map((option, index) => (
            <ChoiceOption
              key={option.value}
              type="radio"
              name={question.key}
              id={index === 0 ? id : undefined}
              label={option.label()}
              checked={value === option.value}
              invalid={invalid}
              onChange={(checked) => checked && onChange(option.value)}
            />
          ))}
        </ChoiceFieldset>
      );
    }
    case "multiChoice": {
      const chosen = Array.isArray(value) ? value : [];
      return (
        <ChoiceFieldset question={question} error={error}>
          {question.options.map((option, index) => (
            <ChoiceOption
              key={option.value}
              type="checkbox"
              name={question.key}
              id={index === 0 ? id : undefined}
              label={option.label()}
              checked={chosen.includes(option.value)}
              invalid={invalid}
              onChange={(checked) => {
                const next = checked
                  ? [...chosen.filter((code) => code !== option.value), option.value]
                  : chosen.filter((code) => code !== option.value);
                // Kept in the list's order, so the summary reads the same way as the question.
                onChange(question.options.map((entry) => entry.value).filter((code) => next.includes(code)));
              }}
            />
          ))}
        </ChoiceFieldset>
      );
    }
    case "count":
      return (
        <TextField
          id={id}
          name={question.key}
          className="tl-question tl-question--count"
          label={question.label()}
          hint={optionalHint(question)}
          error={error}
          required={!question.optional}
          inputMode="numeric"
          autoComplete="off"
          value={typeof value === "string" ? value : ""}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case "text": {
      const common = {
        id,
        name: question.key,
        className: "tl-question",
        label: question.label(),
        hint: optionalHint(question),
        error,
        required: !question.optional,
        maxLength: question.maxLength,
        value: typeof value === "string" ? value : "",
      };
      return question.multiline ? (
        <TextAreaField {...common} rows={4} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <TextField {...common} onChange={(event) => onChange(event.target.value)} />
      );
    }
    case "country":
      return (
        <ListQuestion
          question={question}
          value={value}
          error={error}
          onChange={onChange}
          autoComplete="country-name"
          placeholder={common.chooseCountry}
          options={countryOptions()}
        />
      );
    case "usState":
      return (
        <ListQuestion
          question={question}
          value={value}
          error={error}
          onChange={onChange}
          autoComplete="address-level1"
          placeholder={question.optional ? common.noStateChosen : common.chooseState}
          options={US_STATES}
        />
      );
    case "language": {
      // Unanswered, the page's language is the one sent: it is shown chosen.
      const chosen = typeof value === "string" ? value : currentLanguage();
      return (
        <ChoiceFieldset question={question} error={error}>
          {languages.map((language, index) => (
            <ChoiceOption
              key={language}
              type="radio"
              name={question.key}
              id={index === 0 ? id : undefined}
              label={<span lang={language}>{languageNames[language]}</span>}
              checked={chosen === language}
              invalid={invalid}
              onChange={(checked) => checked && onChange(language)}
            />
          ))}
        </ChoiceFieldset>
      );
    }
  }
}
