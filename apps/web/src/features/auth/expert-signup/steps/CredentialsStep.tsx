import { TaxPreparerTypeId, taxPreparerTypeLabels } from "@taxlane/contract";
import { Form, Input, Radio, Select } from "antd";
import { AttachmentInput } from "../AttachmentInput";
import { credentialFieldsFor, type ExpertFormValues } from "../expert-answers";
import { filterState, stateOptions } from "./state-options";
import type { StepProps } from "./step-props";

const preparerTypes = [
  { value: TaxPreparerTypeId.attorney, hint: "Admitted to a state bar." },
  { value: TaxPreparerTypeId.cpa, hint: "Licensed by a state board of accountancy." },
  { value: TaxPreparerTypeId.enrolledAgent, hint: "Enrolled to practice before the IRS." },
  { value: TaxPreparerTypeId.registeredTaxPreparer, hint: "In the IRS Annual Filing Season Program." },
] as const;

const typeQuestion = "What kind of tax professional are you?";

/** Step 1: the preparer type and the credentials it asks for; everyone gives a PTIN. */
export function CredentialsStep({ rules }: StepProps) {
  const form = Form.useFormInstance<ExpertFormValues>();
  const typeId = Form.useWatch("taxPreparerTypeId", form);
  const needs = credentialFieldsFor(typeId);

  return (
    <>
      <Form.Item name="taxPreparerTypeId" label={typeQuestion} required rules={rules.taxPreparerTypeId}>
        <Radio.Group className="tl-choice-list" aria-label={typeQuestion}>
          {preparerTypes.map((type) => (
            <Radio key={type.value} value={type.value} className="tl-choice">
              <span className="tl-choice__label">{taxPreparerTypeLabels[type.value]}</span>
              <span className="tl-choice__hint">{type.hint}</span>
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      <Form.Item
        name="taxPreparerPTINumber"
        label="PTIN (Preparer Tax Identification Number)"
        required
        rules={rules.taxPreparerPTINumber}
        extra="The letter P and 8 digits, as the IRS issued it: P01234567."
      >
        <Input autoComplete="off" spellCheck={false} size="large" />
      </Form.Item>
      {needs.includes("taxPreparerBarNumber") && (
        <Form.Item
          name="taxPreparerBarNumber"
          label="BAR number"
          required
          rules={rules.taxPreparerBarNumber}
          extra="Your state bar membership number."
        >
          <Input autoComplete="off" spellCheck={false} size="large" />
        </Form.Item>
      )}
      {needs.includes("taxPreparerLicenseNumber") && (
        <Form.Item
          name="taxPreparerLicenseNumber"
          label="CPA license number"
          required
          rules={rules.taxPreparerLicenseNumber}
        >
          <Input autoComplete="off" spellCheck={false} size="large" />
        </Form.Item>
      )}
      {needs.includes("taxPreparerState") && (
        <Form.Item
          name="taxPreparerState"
          label={
            typeId === TaxPreparerTypeId.attorney
              ? "State of your bar admission"
              : "State that issued your license"
          }
          required
          rules={rules.taxPreparerState}
        >
          <Select showSearch={{ filterOption: filterState }} options={stateOptions} size="large" />
        </Form.Item>
      )}
      {needs.includes("taxPreparerEnrolledAgentNumber") && (
        <Form.Item
          name="taxPreparerEnrolledAgentNumber"
          label="Enrolled agent number"
          required
          rules={rules.taxPreparerEnrolledAgentNumber}
          extra="Your enrollment number from the IRS: 5 to 10 digits."
        >
          <Input autoComplete="off" inputMode="numeric" size="large" />
        </Form.Item>
      )}
      {needs.includes("taxPreparerProofOfAnnualFilingSeasonProgram") && (
        <Form.Item
          name="taxPreparerProofOfAnnualFilingSeasonProgram"
          label="Annual Filing Season Program record"
          required
          rules={rules.taxPreparerProofOfAnnualFilingSeasonProgram}
          extra="Your Record of Completion from the IRS, so an operator can verify it."
        >
          <AttachmentInput kind="pdfOrImage" chooseLabel="Choose a file" />
        </Form.Item>
      )}
    </>
  );
}
