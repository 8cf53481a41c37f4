import { Form, Input } from "antd";
import type { StepProps } from "./step-props";

/** Step 7: a shareable link to the expert's reviews elsewhere. */
export function ReviewsStep({ rules }: StepProps) {
  return (
    <Form.Item
      name="reviewsLink"
      label="Link to your reviews"
      rules={rules.reviewsLink}
      extra="The shareable link of your reviews on Google, Yelp or another site. Taxpayers see it on your profile."
    >
      <Input type="url" inputMode="url" placeholder="https://" size="large" />
    </Form.Item>
  );
}
