import { Fragment } from "react";
import { emailParts } from "./email-parts";
import "./tax-preparation.css";

/**
 * An e-mail address that wraps before its "@" rather than mid-word: the domain is one box that moves
 * to the next line whole, and wraps before a dot only when it is wider than the line itself.
 */
export function EmailAddress({ email }: { email: string }) {
  const { local, domain } = emailParts(email);
  if (domain.length === 0) return <span className="tl-email">{local}</span>;
  return (
    <span className="tl-email">
      {local}
      <wbr />
      <span className="tl-email__domain">
        {domain.map((part, index) => (
          // A part's place in the domain names it: the same label may come twice.
          <Fragment key={domain.slice(0, index + 1).join("")}>
            {index > 0 && <wbr />}
            {part}
          </Fragment>
        ))}
      </span>
    </span>
  );
}
