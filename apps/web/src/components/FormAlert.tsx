import { Alert } from "antd";

interface FormAlertProps {
  message: string | null | undefined;
  type?: "error" | "success" | "info";
}

/** A form's message above its fields: errors are announced at once, other messages politely. */
export function FormAlert({ message, type = "error" }: FormAlertProps) {
  if (message === null || message === undefined || message === "") return null;
  return (
    <Alert
      className="tl-auth-card__alert"
      type={type}
      showIcon
      title={message}
      role={type === "error" ? "alert" : "status"}
    />
  );
}
