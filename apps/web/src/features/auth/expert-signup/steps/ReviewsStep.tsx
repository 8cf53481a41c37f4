import { auth } from "@taxlane/contract/i18n/local/auth";
import { Form, Input } from "antd";
import type { StepProps } from "./step-props";

/** Step 7: a shareable link to the expert's reviews elsewhere. */
export function ReviewsStep({ rules }: StepProps) {
  return (
    <Form.Item
      name="reviewsLink"
      label={auth.reviewsLink}
      rules={rules.reviewsLink}
      extra={auth.reviewsLinkHint}
    >
      <Input type="url" inputMode="url" placeholder="https://" size="large" />
    </Form.Item>
  );
}
