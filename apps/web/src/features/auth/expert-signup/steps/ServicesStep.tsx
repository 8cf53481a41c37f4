import { TaxPreparationTypeId, taxPreparationTypeLabels } from "@taxlane/contract";
import { auth } from "@taxlane/contract/i18n/local/auth";
import { Form, Radio } from "antd";
import type { StepProps } from "./step-props";

const services = [
  {
    value: TaxPreparationTypeId.individual,
    hint: auth.servicesIndividual,
  },
  {
    value: TaxPreparationTypeId.businessEntity,
    hint: auth.servicesBusiness,
  },
  { value: TaxPreparationTypeId.both, hint: auth.servicesBoth },
] as const;

const question = auth.whichReturns;

/** Step 2: the services: individual, business, or both. */
export function ServicesStep({ rules }: StepProps) {
  return (
    <Form.Item name="taxPreparationTypeId" label={question} required rules={rules.taxPreparationTypeId}>
      <Radio.Group className="tl-choice-list" aria-label={question}>
        {services.map((service) => (
          <Radio key={service.value} value={service.value} className="tl-choice">
            <span className="tl-choice__label">{taxPreparationTypeLabels[service.value]}</span>
            <span className="tl-choice__hint">{service.hint}</span>
          </Radio>
        ))}
      </Radio.Group>
    </Form.Item>
  );
}
