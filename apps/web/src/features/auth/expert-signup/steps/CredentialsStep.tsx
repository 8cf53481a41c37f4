import { TaxPreparerTypeId, taxPreparerTypeLabels } from "@taxlane/contract";
import { auth } from "@taxlane/contract/i18n/local/auth";
import { Form, Input, Radio, Select } from "antd";
import { AttachmentInput } from "../AttachmentInput";
import { credentialFieldsFor, type ExpertFormValues } from "../expert-answers";
import { filterState, stateOptions } from "./state-options";
import type { StepProps } from "./step-props";

const preparerTypes = [
  { value: TaxPreparerTypeId.attorney, hint: auth.attorneyHint },
  { value: TaxPreparerTypeId.cpa, hint: auth.cpaHint },
  { value: TaxPreparerTypeId.enrolledAgent, hint: auth.enrolledAgentHint },
  { value: TaxPreparerTypeId.registeredTaxPreparer, hint: auth.afspHint },
] as const;

const typeQuestion = auth.whatKind;

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
        label={auth.ptinLabel}
        required
        rules={rules.taxPreparerPTINumber}
        extra={auth.ptinHint}
      >
        <Input autoComplete="off" spellCheck={false} size="large" />
      </Form.Item>
      {needs.includes("taxPreparerBarNumber") && (
        <Form.Item
          name="taxPreparerBarNumber"
          label={auth.barNumberLabel}
          required
          rules={rules.taxPreparerBarNumber}
          extra={auth.barNumberHint}
        >
          <Input autoComplete="off" spellCheck={false} size="large" />
        </Form.Item>
      )}
      {needs.includes("taxPreparerLicenseNumber") && (
        <Form.Item
          name="taxPreparerLicenseNumber"
          label={auth.cpaLicenseNumberLabel}
          required
          rules={rules.taxPreparerLicenseNumber}
        >
          <Input autoComplete="off" spellCheck={false} size="large" />
        </Form.Item>
      )}
      {needs.includes("taxPreparerState") && (
        <Form.Item
          name="taxPreparerState"
          label={typeId === TaxPreparerTypeId.attorney ? auth.barState : auth.licenseState}
          required
          rules={rules.taxPreparerState}
        >
          <Select showSearch={{ filterOption: filterState }} options={stateOptions} size="large" />
        </Form.Item>
      )}
      {needs.includes("taxPreparerEnrolledAgentNumber") && (
        <Form.Item
          name="taxPreparerEnrolledAgentNumber"
          label={auth.enrolledAgentNumber}
          required
          rules={rules.taxPreparerEnrolledAgentNumber}
          extra={auth.enrolledAgentNumberHint}
        >
          <Input autoComplete="off" inputMode="numeric" size="large" />
        </Form.Item>
      )}
      {needs.includes("taxPreparerProofOfAnnualFilingSeasonProgram") && (
        <Form.Item
          name="taxPreparerProofOfAnnualFilingSeasonProgram"
          label={auth.afspRecord}
          required
          rules={rules.taxPreparerProofOfAnnualFilingSeasonProgram}
          extra={auth.afspRecordHint}
        >
          <AttachmentInput kind="pdfOrImage" chooseLabel={auth.chooseFile} />
        </Form.Item>
      )}
    </>
  );
}
