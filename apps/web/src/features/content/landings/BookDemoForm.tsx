import { publicFormLimits } from "@taxlane/contract";
import { expertLanding } from "@taxlane/contract/i18n/en/expertLanding";
import { type FormEvent, useRef, useState } from "react";
import { Button } from "../../../components/ui/Button";
import {
  FormStatus,
  focusFirstField,
  formErrorsOf,
  HoneypotField,
  TextAreaField,
  TextField,
} from "../../../components/ui/form";
import { useBookDemo } from "./api";
import {
  type DemoField,
  type DemoValues,
  demoFields,
  demoProblems,
  emptyDemo,
  toDemoRequest,
} from "./demo-request";

/** The "Book a demo" form of the professionals' landing. */
export function BookDemoForm() {
  const [values, setValues] = useState<DemoValues>(emptyDemo);
  const [errors, setErrors] = useState<Partial<Record<DemoField, string>>>({});
  const [honeypot, setHoneypot] = useState("");
  const [status, setStatus] = useState<{ tone: "success" | "error"; message: string } | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const bookDemo = useBookDemo();

  const field = (name: DemoField) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [name]: value }));
      if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setStatus(null);
    const problems = demoProblems(values);
    setErrors(problems);
    const invalid = demoFields.filter((name) => problems[name]);
    if (invalid.length > 0) {
      focusFirstField(form.current, invalid);
      return;
    }
    bookDemo.mutate(toDemoRequest(values, honeypot), {
      onSuccess: ({ message }) => {
        setValues(emptyDemo);
        setStatus({ tone: "success", message });
      },
      onError: (error) => {
        const { fields, form: formMessage } = formErrorsOf(error, demoFields);
        setErrors(fields);
        focusFirstField(
          form.current,
          demoFields.filter((name) => fields[name]),
        );
        setStatus(formMessage ? { tone: "error", message: formMessage } : null);
      },
    });
  };

  return (
    <form
      ref={form}
      className="tl-demo-form"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="book-demo-title"
    >
      <div className="tl-demo-form__grid">
        <TextField
          label={expertLanding.fullName}
          autoComplete="name"
          required
          maxLength={publicFormLimits.fullName}
          {...field("fullName")}
        />
        <TextField
          label={expertLanding.firmName}
          autoComplete="organization"
          maxLength={publicFormLimits.organizationName}
          {...field("organizationName")}
        />
        <TextField
          label={expertLanding.email}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          maxLength={publicFormLimits.email}
          {...field("email")}
        />
        <TextField
          label={expertLanding.phone}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={publicFormLimits.phone}
          {...field("phone")}
        />
      </div>
      <TextAreaField
        label={expertLanding.message}
        hint={expertLanding.messageHint}
        maxLength={publicFormLimits.message}
        rows={4}
        {...field("message")}
      />
      <HoneypotField value={honeypot} onChange={(event) => setHoneypot(event.target.value)} />
      <div className="tl-demo-form__actions">
        <Button type="submit" size="lg" disabled={bookDemo.isPending}>
          {bookDemo.isPending ? expertLanding.sending : expertLanding.bookDemo}
        </Button>
        <p className="tl-demo-form__note">
          <span aria-hidden="true">*</span>
          {expertLanding.required}
        </p>
      </div>
      <FormStatus tone={status?.tone} message={status?.message} />
    </form>
  );
}
