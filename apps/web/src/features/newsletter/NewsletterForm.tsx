import { emailProblem } from "@taxlane/contract";
import { type FormEvent, useRef, useState } from "react";
import { Button } from "../../components/ui/Button";
import { FormStatus, formErrorsOf, TextField } from "../../components/ui/form";
import { useSubscribeNewsletter } from "./api";
import "./newsletter.css";
import { newsletter } from "@taxlane/contract/i18n/local/newsletter";

export const SUBSCRIBED_MESSAGE = newsletter.subscribed;

/** The newsletter sign-up: one e-mail field and a Subscribe button. */
export function NewsletterForm() {
  const [email, setEmail] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [status, setStatus] = useState<{ tone: "success" | "error"; message: string } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const subscribe = useSubscribeNewsletter();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setStatus(null);
    const problem = emailProblem(email);
    setFieldError(problem);
    if (problem) {
      input.current?.focus();
      return;
    }
    subscribe.mutate(email.trim(), {
      onSuccess: () => {
        setEmail("");
        setStatus({ tone: "success", message: SUBSCRIBED_MESSAGE });
      },
      onError: (error) => {
        const { fields, form } = formErrorsOf(error, ["email"]);
        setFieldError(fields.email ?? null);
        if (fields.email) input.current?.focus();
        setStatus(form ? { tone: "error", message: form } : null);
      },
    });
  };

  return (
    <form
      className="tl-newsletter-form"
      noValidate
      onSubmit={onSubmit}
      aria-label={newsletter.signUpFormLabel}
    >
      <div className="tl-newsletter-form__row">
        <TextField
          ref={input}
          label={newsletter.emailAddressLabel}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          value={email}
          error={fieldError}
          onChange={(event) => {
            setEmail(event.target.value);
            if (fieldError) setFieldError(null);
          }}
          className="tl-newsletter-form__field"
        />
        <Button type="submit" disabled={subscribe.isPending} className="tl-newsletter-form__submit">
          {subscribe.isPending ? newsletter.subscribing : newsletter.subscribe}
        </Button>
      </div>
      <FormStatus tone={status?.tone} message={status?.message} />
    </form>
  );
}
