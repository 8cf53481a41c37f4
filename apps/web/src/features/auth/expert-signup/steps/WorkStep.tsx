import { WorkingTypeId } from "@taxlane/contract";
import { auth } from "@taxlane/contract/i18n/local/auth";
import { Checkbox, Form, Input, Select } from "antd";
import type { ComponentProps } from "react";
import { filterState, stateOptions } from "./state-options";
import type { StepProps } from "./step-props";

/** The work modes in the expert's own words (the contract's labels describe them to taxpayers). */
const workModes = [
  {
    value: WorkingTypeId.onlineOrPhone,
    label: auth.workOnline,
    hint: auth.workOnlineHint,
  },
  {
    value: WorkingTypeId.travelsToClients,
    label: auth.workTravel,
    hint: auth.workTravelHint,
  },
  { value: WorkingTypeId.clientsTravelToThem, label: auth.workOffice, hint: auth.workOfficeHint },
] as const;

const question = auth.howYouWork;

/**
 * The group of checkboxes without the `aria-required` a required Form.Item gives its control: a group
 * may not carry it (ARIA), and the question's own label already says what is needed.
 */
function WorkModeChoices({
  "aria-required": _required,
  ...props
}: ComponentProps<typeof Checkbox.Group<number>> & { "aria-required"?: unknown }) {
  return (
    <Checkbox.Group<number> {...props} className="tl-choice-list" aria-label={question}>
      {workModes.map((mode) => (
        <Checkbox key={mode.value} value={mode.value} className="tl-choice">
          <span className="tl-choice__label">{mode.label}</span>
          <span className="tl-choice__hint">{mode.hint}</span>
        </Checkbox>
      ))}
    </Checkbox.Group>
  );
}

/** Step 3: the work modes, and where the expert practices (state and city). */
export function WorkStep({ rules }: StepProps) {
  return (
    <>
      <Form.Item
        name="workingTypeIds"
        label={question}
        required
        rules={rules.workingTypeIds}
        extra={auth.chooseAll}
      >
        <WorkModeChoices />
      </Form.Item>
      <div className="tl-expert-signup__pair">
        <Form.Item name="state" label={auth.practiceState} required rules={rules.state}>
          <Select showSearch={{ filterOption: filterState }} options={stateOptions} size="large" />
        </Form.Item>
        <Form.Item name="city" label={auth.city} required rules={rules.city}>
          <Input autoComplete="address-level2" size="large" />
        </Form.Item>
      </div>
    </>
  );
}
