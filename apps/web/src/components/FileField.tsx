import { UploadOutlined } from "@ant-design/icons";
import { Button, Form, Upload, type UploadFile } from "antd";

/** A file field's value, as antd's upload keeps it in a form: a list of at most one. */
export type ChosenFile = UploadFile[];

/** The file a person chose in a file field, if they did. */
export function chosenFile(value: ChosenFile): File | undefined {
  return value[0]?.originFileObj;
}

interface FileFieldProps {
  /** The form's field, named as the API names the file so its refusal lands under it. */
  name: string;
  label: string;
  hint: string;
  chooseText: string;
  /** Said under the field when it is sent without a file. */
  requiredMessage: string;
  /** The types the browser's chooser offers; the server judges the bytes either way. */
  accept?: string;
}

/**
 * One file for a form, kept until the form is sent (nothing is uploaded on choosing): choosing again
 * replaces it.
 */
export function FileField({ name, label, hint, chooseText, requiredMessage, accept }: FileFieldProps) {
  return (
    <Form.Item
      label={label}
      name={name}
      required
      valuePropName="fileList"
      getValueFromEvent={(event: { fileList: ChosenFile }) => event.fileList.slice(-1)}
      rules={[
        {
          validator: (_rule, files: ChosenFile | undefined) =>
            files !== undefined && files.length > 0
              ? Promise.resolve()
              : Promise.reject(new Error(requiredMessage)),
        },
      ]}
      extra={hint}
    >
      <Upload beforeUpload={() => false} maxCount={1} accept={accept}>
        <Button icon={<UploadOutlined aria-hidden="true" />}>{chooseText}</Button>
      </Upload>
    </Form.Item>
  );
}
