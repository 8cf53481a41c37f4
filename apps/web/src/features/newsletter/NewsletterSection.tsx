import { Container } from "../../components/ui/Container";
import { NewsletterForm } from "./NewsletterForm";
import "./newsletter.css";

interface NewsletterSectionProps {
  title?: string;
  text?: string;
}

/** A band inviting people to the newsletter, with the sign-up form; `#newsletter` links here. */
export function NewsletterSection({
  title = "Tax tips in your inbox",
  text = "Deadlines, deductions people miss and plain-English explainers, about once a month. Unsubscribe any time.",
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
