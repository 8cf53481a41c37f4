import { auth } from "@taxlane/contract/i18n/local/auth";
import { Form, Input, Radio } from "antd";
import type { ExpertFormValues } from "../expert-answers";
import type { StepProps } from "./step-props";

const question = auth.workAlone;

/** Step 4: individual or enterprise (a firm's name, founding year and size), and years of experience. */
export function PracticeStep({ rules }: StepProps) {
  const form = Form.useFormInstance<ExpertFormValues>();
  const isEnterprise = Form.useWatch("isEnterprise", form) === true;
  return (
    <>
      <Form.Item name="isEnterprise" label={question} required>
        <Radio.Group className="tl-choice-list tl-choice-list--row" aria-label={question}>
          <Radio value={false} className="tl-choice">
            <span className="tl-choice__label">{auth.onMyOwn}</span>
          </Radio>
          <Radio value={true} className="tl-choice">
            <span className="tl-choice__label">{auth.asAFirm}</span>
          </Radio>
        </Radio.Group>
      </Form.Item>
      {isEnterprise && (
        <>
          <Form.Item name="businessName" label={auth.businessName} required rules={rules.businessName}>
            <Input autoComplete="organization" size="large" />
          </Form.Item>
          <div className="tl-expert-signup__pair">
            <Form.Item name="yearFounded" label={auth.yearFounded} required rules={rules.yearFounded}>
              <Input
                inputMode="numeric"
                autoComplete="off"
                size="large"
                placeholder={auth.yearFoundedPlaceholder}
              />
            </Form.Item>
            <Form.Item
              name="numberOfEmployees"
              label={auth.employees}
              required
              rules={rules.numberOfEmployees}
            >
              <Input inputMode="numeric" autoComplete="off" size="large" />
            </Form.Item>
          </div>
        </>
      )}
      <Form.Item
        name="yearsOfExperience"
        label={auth.yearsOfExperience}
        required
        rules={rules.yearsOfExperience}
        extra={auth.yearsHint}
      >
        <Input inputMode="numeric" autoComplete="off" size="large" className="tl-expert-signup__short" />
      </Form.Item>
    </>
  );
}
