import { Link } from "react-router";
import { Logo } from "../../../components/Logo";
import { Container } from "../../../components/ui/Container";
import { footerGroups, socialLinks } from "../../site-links";
import { SocialIcon } from "./SocialIcon";

export function SiteFooter() {
  return (
    <footer className="tl-footer">
      <Container>
        <div className="tl-footer__top">
          <div className="tl-footer__brand">
            <Logo tone="light" />
            <p className="tl-footer__blurb">
              Taxlane connects individuals and businesses with vetted CPAs, enrolled agents, attorneys and
              registered tax preparers.
            </p>
            <ul className="tl-footer__social" aria-label="Taxlane on social media">
              {socialLinks.map((social) => (
                <li key={social.network}>
                  <a
                    href={social.href}
                    className="tl-footer__social-link"
                    aria-label={social.label}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    <SocialIcon network={social.network} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <nav className="tl-footer__nav" aria-label="Footer">
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
        <p className="tl-footer__legal">© {new Date().getFullYear()} Taxlane. All rights reserved.</p>
      </Container>
    </footer>
  );
}
