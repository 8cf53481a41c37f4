import { US_STATES } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { OrganizerInput, OrganizerOption, SensitiveKind } from "@taxlane/organizer";
import type { ReactNode } from "react";
import { SelectField, TextField } from "../../components/ui/form";
import { SensitiveField } from "./SensitiveField";

export interface TextAnswerProps {
  id: string;
  label: ReactNode;
  input: Exclude<OrganizerInput, "file" | "table" | "yesNo" | "checkbox">;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  required?: boolean;
  options?: readonly OrganizerOption[];
  sensitive?: SensitiveKind;
}

/** What phones show for each kind of typed answer, and what browsers may fill in. */
const inputHints: Partial<
  Record<TextAnswerProps["input"], { inputMode?: "numeric" | "decimal" | "tel"; autoComplete?: string }>
> = {
  money: { inputMode: "decimal" },
  count: { inputMode: "numeric" },
  percent: { inputMode: "decimal" },
  year: { inputMode: "numeric" },
  zip: { inputMode: "numeric" },
  phone: { inputMode: "tel" },
  taxId: { inputMode: "numeric" },
  ipPin: { inputMode: "numeric" },
  routingNumber: { inputMode: "numeric" },
  accountNumber: { inputMode: "numeric" },
};

/** One typed answer (text, amount, date, state, a sensitive number, a choice in a table cell). */
export function TextAnswer(props: TextAnswerProps) {
  const { id, label, input, value, onChange, error, hint, required, options, sensitive } = props;
  const common = { id, label, hint, error, required };
  if (sensitive !== undefined || input === "taxId" || input === "ipPin") {
    return (
      <SensitiveField
        {...common}
        inputMode={inputHints[input]?.inputMode ?? "numeric"}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  if (input === "usState" || (input === "radio" && options !== undefined)) {
    const choices =
      input === "usState"
        ? US_STATES.map(([code, name]) => [code, name] as const)
        : (options ?? []).map((option) => [String(option.value), option.label()] as const);
    return (
      <SelectField
        {...common}
        className="tl-question"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t("organizerFields.choose")}</option>
        {choices.map(([code, name]) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </SelectField>
    );
  }
  const hints = inputHints[input] ?? {};
  return (
    <TextField
      {...common}
      className={["tl-question", input === "money" && "tl-org-money"].filter(Boolean).join(" ")}
      type={input === "date" ? "date" : "text"}
      inputMode={hints.inputMode}
      autoComplete={hints.autoComplete ?? "off"}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
