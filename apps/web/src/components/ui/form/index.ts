export { FormStatus, type FormStatusTone } from "./FormStatus";
export { type FormErrors, focusFirstField, formErrorsOf } from "./field-errors";
export type { FieldBaseProps } from "./field-frame";
export { HONEYPOT_FIELD, HoneypotField } from "./HoneypotField";
export { SelectField, type SelectFieldProps } from "./SelectField";
export { TextAreaField, type TextAreaFieldProps } from "./TextAreaField";
export { TextField, type TextFieldProps } from "./TextField";
