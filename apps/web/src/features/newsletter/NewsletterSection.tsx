import { Container } from "../../components/ui/Container";
import { NewsletterForm } from "./NewsletterForm";
import "./newsletter.css";
import { newsletter } from "@taxlane/contract/i18n/local/newsletter";

interface NewsletterSectionProps {
  title?: string;
  text?: string;
}

/** A band inviting people to the newsletter, with the sign-up form; `#newsletter` links here. */
export function NewsletterSection({
  title = newsletter.sectionHeading,
  text = newsletter.sectionText,
}: NewsletterSectionProps) {
  return (
    <section id="newsletter" className="tl-newsletter" aria-labelledby="newsletter-title">
      <Container className="tl-newsletter__inner">
        <div className="tl-newsletter__copy">
          <h2 id="newsletter-title" className="tl-newsletter__title">
            {title}
          </h2>
          <p className="tl-newsletter__text">{text}</p>
        </div>
        <NewsletterForm />
      </Container>
    </section>
  );
}
