import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { profileLimits } from "@taxlane/contract";
import { auth } from "@taxlane/contract/i18n/local/auth";
import { Button, Checkbox, Form, Input } from "antd";
import { AttachmentInput } from "../AttachmentInput";
import type { ExpertFormValues } from "../expert-answers";
import type { StepProps } from "./step-props";

/** Step 8: education and training entries, and the standard price list. */
export function EducationStep({ rules }: StepProps) {
  const form = Form.useFormInstance<ExpertFormValues>();
  const hasPricingSystem = Form.useWatch("hasPricingSystem", form) === true;
  return (
    <>
      <Form.List name="accountantEducationList">
        {(rows, { add, remove }) => (
          <div className="tl-education">
            {rows.map((row, index) => {
              const rowRules = rules.education(row.name);
              return (
                <fieldset key={row.key} className="tl-education__row">
                  <legend>
                    {auth.schoolOrTraining} {index + 1}
                  </legend>
                  <Form.Item
                    name={[row.name, "institution"]}
                    label={auth.school}
                    rules={rowRules.institution}
                  >
                    <Input size="large" />
                  </Form.Item>
                  <div className="tl-expert-signup__pair">
                    <Form.Item name={[row.name, "degree"]} label={auth.degree} rules={rowRules.degree}>
                      <Input size="large" />
                    </Form.Item>
                    <Form.Item
                      name={[row.name, "yearOfGraduation"]}
                      label={auth.graduationYear}
                      rules={rowRules.yearOfGraduation}
                    >
                      <Input inputMode="numeric" autoComplete="off" size="large" />
                    </Form.Item>
                  </div>
                  <Button icon={<DeleteOutlined />} onClick={() => remove(row.name)}>
                    {auth.removeSchool} {index + 1}
                  </Button>
                </fieldset>
              );
            })}
            <Button
              icon={<PlusOutlined />}
              onClick={() => add({})}
              disabled={rows.length >= profileLimits.educationEntries}
            >
              {auth.addSchool}
            </Button>
          </div>
        )}
      </Form.List>
      <Form.Item name="hasPricingSystem" valuePropName="checked" className="tl-expert-signup__pricing">
        <Checkbox>{auth.hasPriceList}</Checkbox>
      </Form.Item>
      {hasPricingSystem && (
        <Form.Item
          name="pricingSystemAttachment"
          label={auth.priceListFile}
          required
          rules={rules.pricingSystemAttachment}
          extra={auth.priceListHint}
        >
          <AttachmentInput kind="document" chooseLabel={auth.chooseFile} />
        </Form.Item>
      )}
    </>
  );
}
