import { profileLimits } from "@taxlane/contract";
import { auth } from "@taxlane/contract/i18n/local/auth";
import { Form, Input } from "antd";
import { CountedTextArea } from "../../../../components/CountedTextArea";
import type { StepProps } from "./step-props";

/** Step 5: what makes the expert stand out, with LinkedIn and website links. */
export function StandoutStep({ rules }: StepProps) {
  return (
    <>
      <Form.Item
        name="aboutBusinessOrServiceStandOut"
        label={auth.standoutQuestion}
        required
        rules={rules.aboutBusinessOrServiceStandOut}
        extra={auth.standoutHint}
      >
        <CountedTextArea
          autoSize={{ minRows: 4, maxRows: 10 }}
          count={{ show: true, max: profileLimits.about }}
        />
      </Form.Item>
      <Form.Item name="linkedin" label={auth.linkedInProfile} rules={rules.linkedin}>
        <Input
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://www.linkedin.com/in/…"
          size="large"
        />
      </Form.Item>
      <Form.Item name="website" label={auth.website} rules={rules.website}>
        <Input type="url" inputMode="url" autoComplete="url" placeholder="https://" size="large" />
      </Form.Item>
    </>
  );
}
