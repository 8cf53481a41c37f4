import { UploadOutlined } from "@ant-design/icons";
import { Button, Form, Upload, type UploadFile } from "antd";
import { ScanPagesButton } from "./scan";
import "./file-field.css";

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
  /** Offers "Scan pages" beside the chooser: several camera pages made into one PDF for the field. */
  scannable?: boolean;
}

/** A file made in the page (a scan) as antd's upload keeps a chosen one. */
function chosenFileOf(file: File): ChosenFile {
  const uid = `made-${file.lastModified}`;
  const origin = Object.assign(file, { uid, lastModifiedDate: new Date(file.lastModified) });
  return [{ uid, name: file.name, size: file.size, type: file.type, originFileObj: origin }];
}

interface ChooserProps {
  /** The field's id, value and change, given by the form (the label points at the id). */
  id?: string;
  fileList?: ChosenFile;
  onChange?: (event: { fileList: ChosenFile }) => void;
  chooseText: string;
  accept?: string;
  scannable: boolean;
}

function FileChooser({ id, fileList, onChange, chooseText, accept, scannable }: ChooserProps) {
  const upload = (
    <Upload
      id={id}
      beforeUpload={() => false}
      maxCount={1}
      accept={accept}
      fileList={fileList}
      onChange={onChange}
    >
      <Button icon={<UploadOutlined aria-hidden="true" />}>{chooseText}</Button>
    </Upload>
  );
  if (!scannable) return upload;
  return (
    <div className="tl-file-field">
      {upload}
      <ScanPagesButton onScanned={(file) => onChange?.({ fileList: chosenFileOf(file) })} />
    </div>
  );
}

/**
 * One file for a form, kept until the form is sent (nothing is uploaded on choosing): choosing again
 * replaces it.
 */
export function FileField(props: FileFieldProps) {
  const { name, label, hint, chooseText, requiredMessage, accept, scannable = false } = props;
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
      <FileChooser chooseText={chooseText} accept={accept} scannable={scannable} />
    </Form.Item>
  );
}
