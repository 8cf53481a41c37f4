import { auth } from "@taxlane/contract/i18n/local/auth";
import { Form } from "antd";
import { PhotoPicker } from "../../../../components/photo-crop";

/** Step 6: the profile photo, cropped to a square. */
export function PhotoStep() {
  return (
    <Form.Item name="photo" label={auth.profilePhoto} extra={auth.photoHint}>
      <PhotoPicker />
    </Form.Item>
  );
}
