import { auth } from "@taxlane/contract/i18n/local/auth";
import { Form } from "antd";
import { PhotoPicker } from "../../../../components/photo-crop";

/** Step 6: the profile photo, cropped to a square. */
export function PhotoStep() {
  return (
    <Form.Item name="photo" label="Profile photo" extra={auth.photoHint}>
      <PhotoPicker />
    </Form.Item>
  );
}
