import { t } from "@taxlane/contract/i18n";
import { Button, Form, type FormInstance, type FormProps, Modal } from "antd";
import { type ReactNode, useEffect, useRef } from "react";
import { errorDisplay } from "../lib/form-rules";
import { FormAlert } from "./FormAlert";
import "./form-dialog.css";

export interface FormDialogProps<Values> {
  open: boolean;
  title: ReactNode;
  /** The dialog's form from `Form.useForm`, so the fields can watch each other; emptied once closed. */
  form: FormInstance<Values>;
  initialValues?: FormProps<Values>["initialValues"];
  requiredMark?: FormProps<Values>["requiredMark"];
  /** Said above the form, e.g. what happens once it is sent. */
  intro?: ReactNode;
  submitText: string;
  /** The other button's words; "Cancel" unless closing means something more ("Keep the job"). */
  cancelText?: string;
  /** The submit button is red: the step undoes or ends something. */
  danger?: boolean;
  pending: boolean;
  /** The last refusal (a mutation's `error`), or null: shown in the server's words inside the dialog. */
  error: unknown;
  /**
   * The fields that show the server's message about them under themselves rather than above the
   * form. A constant: the messages are placed again whenever it changes.
   */
  errorFields?: readonly (keyof Values & string)[];
  onSubmit: (values: Values) => void;
  onClose: () => void;
  /** Once the dialog has closed and its form is emptied: forget the last call (a mutation's `reset`). */
  afterClose?: () => void;
  children: ReactNode;
}

const NO_FIELDS: readonly never[] = [];

/** A refusal inside its form: the server's words on the fields they name, the rest above the fields. */
function Refusal({ error, fields }: { error: unknown; fields: readonly string[] }) {
  const form = Form.useFormInstance();
  useEffect(() => {
    // Placed once per refusal: the fields' own checks take over as soon as the person edits them.
    if (error === null || error === undefined) return;
    const placed = errorDisplay(error, fields).fields;
    if (placed.length > 0) form.setFields(placed);
  }, [form, error, fields]);
  if (error === null || error === undefined) return null;
  return <FormAlert message={errorDisplay(error, fields).message} />;
}

/**
 * The control a person fills in first: the chosen radio stands for its group (focusing another would
 * be a step away from the answer), and an upload's own hidden input is not one.
 */
const FIRST_FIELD = [
  'input:not([type="hidden"]):not([type="file"]):not([type="radio"]):not(:disabled)',
  'input[type="radio"]:checked:not(:disabled)',
  "select:not(:disabled)",
  "textarea:not(:disabled)",
].join(", ");

/**
 * A dialog that asks for a form and sends it: the title, the fields, the submit button showing the
 * call is under way, Cancel, and the server's refusal shown in the dialog. Enter in a field submits (the
 * form's own submit button), Escape closes, and focus starts on the first field.
 */
export function FormDialog<Values>({
  open,
  title,
  form,
  initialValues,
  requiredMark,
  intro,
  submitText,
  cancelText = t("common.cancel"),
  danger = false,
  pending,
  error,
  errorFields = NO_FIELDS,
  onSubmit,
  onClose,
  afterClose,
  children,
}: FormDialogProps<Values>) {
  const body = useRef<HTMLDivElement>(null);
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      afterOpenChange={(opened) => {
        // After antd has moved focus into the dialog (its frame), so this is the last word.
        if (opened) body.current?.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
      }}
      afterClose={() => {
        form.resetFields();
        afterClose?.();
      }}
      destroyOnHidden
      footer={null}
    >
      <div ref={body}>
        {intro}
        <Form<Values>
          form={form}
          layout="vertical"
          requiredMark={requiredMark}
          initialValues={initialValues}
          onFinish={onSubmit}
        >
          <Refusal error={error} fields={errorFields} />
          {children}
          <div className="tl-form-dialog__actions">
            <Button type="primary" danger={danger} htmlType="submit" loading={pending}>
              {submitText}
            </Button>
            <Button onClick={onClose}>{cancelText}</Button>
          </div>
        </Form>
      </div>
    </Modal>
  );
}
