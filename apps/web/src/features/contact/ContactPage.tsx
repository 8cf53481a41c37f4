import { publicFormLimits, SUPPORT_PHONE_HOURS } from "@taxlane/contract";
import { type ChangeEvent, type FormEvent, useRef, useState } from "react";
import { ChatGlyph } from "../../components/ChatGlyph";
import { SocialLinks } from "../../components/social/SocialLinks";
import { Button } from "../../components/ui/Button";
import { Container } from "../../components/ui/Container";
import {
  FormStatus,
  focusFirstField,
  formErrorsOf,
  HoneypotField,
  TextAreaField,
  TextField,
} from "../../components/ui/form";
import { openChatbot } from "../../entities/chatbot";
import { usePageTitle } from "../../lib/use-page-title";
import { useSendContactMessage } from "./api";
import {
  type ContactField,
  type ContactValues,
  contactFields,
  contactRequest,
  emptyContactValues,
  validateContact,
} from "./contact-form";
import "./contact.css";
import { contact } from "@taxlane/contract/i18n/local/contact";
import { richText } from "../../lib/rich-text";

/** A 555 number: reserved for examples, never a real line. */
const SUPPORT_PHONE = { display: "+1 (415) 555-0134", href: "tel:+14155550134" } as const;
const LOCATION = contact.location;

type Outcome = { tone: "success" | "error"; message: string } | null;

function ContactForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ContactValues>(emptyContactValues);
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const send = useSendContactMessage();

  const change =
    (field: keyof ContactValues) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [field]: value }));
      // A fixed field stops showing its message; the rest stay until the next submit.
      if (field !== "website") setErrors((current) => ({ ...current, [field]: undefined }));
    };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    const found = validateContact(values);
    setErrors(found);
    const invalid = contactFields.filter((field) => found[field] !== undefined);
    if (invalid.length > 0) {
      setOutcome(null);
      focusFirstField(formRef.current, invalid);
      return;
    }
    setOutcome(null);
    send.mutate(contactRequest(values), {
      onSuccess: (answer) => {
        setValues(emptyContactValues);
        setErrors({});
        setOutcome({ tone: "success", message: answer.message });
      },
      onError: (error) => {
        const { fields, form } = formErrorsOf(error, contactFields);
        setErrors(fields);
        setOutcome(form === null ? null : { tone: "error", message: form });
        focusFirstField(
          formRef.current,
          contactFields.filter((field) => fields[field] !== undefined),
        );
      },
    });
  };

  const field = (name: ContactField) => ({
    name,
    value: values[name],
    onChange: change(name),
    error: errors[name],
  });

  return (
    <section className="tl-contact__card tl-contact__form-card" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className="tl-contact__card-title">
        {contact.formHeading}
      </h2>
      <p className="tl-contact__card-text">{contact.formIntro}</p>
      <form ref={formRef} className="tl-contact__form" onSubmit={submit} noValidate>
        <div className="tl-contact__pair">
          <TextField label={contact.fullNameLabel} required autoComplete="name" {...field("fullName")} />
          <TextField
            label={contact.organizationLabel}
            autoComplete="organization"
            {...field("organizationName")}
          />
        </div>
        <div className="tl-contact__pair">
          <TextField
            label={contact.emailLabel}
            type="email"
            required
            autoComplete="email"
            {...field("email")}
          />
          <TextField label={contact.phoneLabel} type="tel" autoComplete="tel" {...field("phone")} />
        </div>
        <TextAreaField
          label={contact.messageLabel}
          required
          rows={6}
          maxLength={publicFormLimits.message}
          {...field("message")}
        />
        <HoneypotField value={values.website} onChange={change("website")} />
        <p className="tl-contact__required-note">
          {richText(contact.requiredNote, {
            mark: (inner) => <span aria-hidden="true">{inner}</span>,
            spoken: (inner) => <span className="tl-visually-hidden">{inner}</span>,
          })}
        </p>
        <div className="tl-contact__submit">
          <Button type="submit" size="lg" aria-disabled={send.isPending}>
            {send.isPending ? contact.sending : contact.sendMessage}
          </Button>
        </div>
        <FormStatus tone={outcome?.tone} message={outcome?.message} />
      </form>
    </section>
  );
}

/** /contact-us: the contact form, the assistant, phone hours, where we are and our social pages. */
export function ContactPage() {
  usePageTitle(contact.pageTitle);
  return (
    <div className="tl-contact">
      <header className="tl-contact__head">
        <Container>
          <h1 className="tl-contact__title">{contact.pageTitle}</h1>
          <p className="tl-contact__lead">{contact.pageLead}</p>
        </Container>
      </header>
      <Container className="tl-contact__layout">
        <ContactForm />
        <div className="tl-contact__side">
          <section className="tl-contact__card tl-contact__chat" aria-labelledby="contact-chat-title">
            <span className="tl-contact__icon">
              <ChatGlyph size={24} />
            </span>
            <h2 id="contact-chat-title" className="tl-contact__card-title">
              {contact.chatHeading}
            </h2>
            <p className="tl-contact__card-text">{contact.chatText}</p>
            <Button variant="secondary" onClick={openChatbot}>
              {contact.chatOpen}
            </Button>
          </section>
          <section className="tl-contact__card" aria-labelledby="contact-phone-title">
            <h2 id="contact-phone-title" className="tl-contact__card-title">
              {contact.callUs}
            </h2>
            <p className="tl-contact__phone">
              <a href={SUPPORT_PHONE.href}>{SUPPORT_PHONE.display}</a>
            </p>
            <p className="tl-contact__card-text">{SUPPORT_PHONE_HOURS}</p>
          </section>
          <section className="tl-contact__card" aria-labelledby="contact-location-title">
            <h2 id="contact-location-title" className="tl-contact__card-title">
              {contact.whereHeading}
            </h2>
            <p className="tl-contact__card-text">{LOCATION}</p>
          </section>
          <section className="tl-contact__card" aria-labelledby="contact-social-title">
            <h2 id="contact-social-title" className="tl-contact__card-title">
              {contact.followUs}
            </h2>
            <SocialLinks listClassName="tl-contact__social" linkClassName="tl-contact__social-link" />
          </section>
        </div>
      </Container>
    </div>
  );
}
