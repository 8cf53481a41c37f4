import { Form } from "antd";
import { PhotoPicker } from "../../../../components/photo-crop";

/** Step 6: the profile photo, cropped to a square. */
export function PhotoStep() {
  return (
    <Form.Item
      name="photo"
      label="Profile photo"
      extra="A clear photo of your face. You can move and zoom it to fit the square."
    >
      <PhotoPicker />
    </Form.Item>
  );
}
