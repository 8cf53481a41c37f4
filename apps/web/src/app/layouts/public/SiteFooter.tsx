import { layout } from "@taxlane/contract/i18n/local/layout";
import { formatPlain } from "@taxlane/contract/i18n/plain-format";
import { Link } from "react-router";
import { Logo } from "../../../components/Logo";
import { SocialLinks } from "../../../components/social/SocialLinks";
import { Container } from "../../../components/ui/Container";
import { footerGroups } from "../../../lib/site-links";

export function SiteFooter() {
  return (
    <footer className="tl-footer">
      <Container>
        <div className="tl-footer__top">
          <div className="tl-footer__brand">
            <Logo tone="light" />
            <p className="tl-footer__blurb">{layout.footerAbout}</p>
            <SocialLinks
              label={layout.footerSocial}
              listClassName="tl-footer__social"
              linkClassName="tl-footer__social-link"
            />
          </div>
          <nav className="tl-footer__nav" aria-label={layout.footerNavigation}>
            {footerGroups.map((group) => (
              <div key={group.title} className="tl-footer__group">
                <h2 className="tl-footer__heading">{group.title}</h2>
                <ul className="tl-footer__links">
                  {group.links.map((link) => (
                    <li key={link.to}>
                      <Link to={link.to} className="tl-footer__link">
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>
        <p className="tl-footer__legal">
          {formatPlain(layout.copyright, { year: new Date().getFullYear() })}
        </p>
      </Container>
    </footer>
  );
}
