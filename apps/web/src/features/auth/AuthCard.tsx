import { type ReactNode, useId } from "react";
import "./auth-card.css";

interface AuthCardProps {
  /** A decorative mark above the title, e.g. a check for a success page; such a card is centred. */
  icon?: ReactNode;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
  /** Below the card's body, e.g. "Don't have an account? Sign up". */
  footer?: ReactNode;
  wide?: boolean;
}

/** The card every sign-in, sign-up and password page sits in, titled by the page's one `<h1>`. */
export function AuthCard({ icon, title, lead, children, footer, wide = false }: AuthCardProps) {
  const titleId = useId();
  const className = [
    "tl-auth-card",
    wide && "tl-auth-card--wide",
    icon !== undefined && "tl-auth-card--centered",
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <section className={className} aria-labelledby={titleId}>
      {icon}
      <h1 id={titleId} className="tl-auth-card__title">
        {title}
      </h1>
      {lead !== undefined && <div className="tl-auth-card__lead">{lead}</div>}
      {children}
      {footer !== undefined && <div className="tl-auth-card__footer">{footer}</div>}
    </section>
  );
}
