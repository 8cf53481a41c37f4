import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { profileLimits } from "@taxlane/contract";
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
                  <legend>School or training {index + 1}</legend>
                  <Form.Item
                    name={[row.name, "institution"]}
                    label="School or institution"
                    rules={rowRules.institution}
                  >
                    <Input size="large" />
                  </Form.Item>
                  <div className="tl-expert-signup__pair">
                    <Form.Item
                      name={[row.name, "degree"]}
                      label="Degree or certificate"
                      rules={rowRules.degree}
                    >
                      <Input size="large" />
                    </Form.Item>
                    <Form.Item
                      name={[row.name, "yearOfGraduation"]}
                      label="Graduation year"
                      rules={rowRules.yearOfGraduation}
                    >
                      <Input inputMode="numeric" autoComplete="off" size="large" />
                    </Form.Item>
                  </div>
                  <Button icon={<DeleteOutlined />} onClick={() => remove(row.name)}>
                    Remove school or training {index + 1}
                  </Button>
                </fieldset>
              );
            })}
            <Button
              icon={<PlusOutlined />}
              onClick={() => add({})}
              disabled={rows.length >= profileLimits.educationEntries}
            >
              Add a school or training
            </Button>
          </div>
        )}
      </Form.List>
      <Form.Item name="hasPricingSystem" valuePropName="checked" className="tl-expert-signup__pricing">
        <Checkbox>I have a standard price list</Checkbox>
      </Form.Item>
      {hasPricingSystem && (
        <Form.Item
          name="pricingSystemAttachment"
          label="Price list file"
          required
          rules={rules.pricingSystemAttachment}
          extra="Taxpayers can see it on your profile and with your quotes."
        >
          <AttachmentInput kind="document" chooseLabel="Choose a file" />
        </Form.Item>
      )}
    </>
  );
}
