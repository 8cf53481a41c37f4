import { common } from "@taxlane/contract/i18n/local/common";
import { formatPlain } from "@taxlane/contract/i18n/plain-format";
import { socialLinks } from "../../lib/site-links";
import { SocialIcon } from "./SocialIcon";

interface SocialLinksProps {
  listClassName: string;
  linkClassName: string;
  /** The list's accessible name, where the surrounding section does not give one. */
  label?: string;
}

/** Taxlane's social networks as icon links, each opening in a new tab. */
export function SocialLinks({ listClassName, linkClassName, label }: SocialLinksProps) {
  return (
    <ul className={listClassName} aria-label={label}>
      {socialLinks.map((social) => (
        <li key={social.network}>
          <a
            href={social.href}
            className={linkClassName}
            aria-label={formatPlain(common.opensInNewTab, { name: social.label })}
            target="_blank"
            rel="noopener noreferrer"
          >
            <SocialIcon network={social.network} />
          </a>
        </li>
      ))}
    </ul>
  );
}
