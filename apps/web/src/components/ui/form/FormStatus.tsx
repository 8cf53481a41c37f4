import "./form.css";

export type FormStatusTone = "success" | "error" | "info";

interface FormStatusProps {
  tone?: FormStatusTone;
  /** Nothing shows while empty; the live region stays in the page so the next message is announced. */
  message?: string | null;
  className?: string;
}

/** The outcome of a submit: errors are announced at once (role=alert), the rest politely (role=status). */
export function FormStatus({ tone = "info", message, className }: FormStatusProps) {
  const classes = ["tl-form-status", message && `tl-form-status--${tone}`, className]
    .filter(Boolean)
    .join(" ");
  return (
    <div role={tone === "error" ? "alert" : "status"} className={classes}>
      {message}
    </div>
  );
}
