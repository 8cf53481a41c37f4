import { layout } from "@taxlane/contract/i18n/local/layout";
import { lazy, Suspense } from "react";
import { Link, NavLink } from "react-router";
import { Logo } from "../../../components/Logo";
import { LanguageSwitch } from "../../../components/language/LanguageSwitch";
import { ButtonLink } from "../../../components/ui/Button";
import { Container } from "../../../components/ui/Container";
import { useDisclosure } from "../../../components/ui/use-disclosure";
import { getStartedLink, headerLinks, loginLink } from "../../../lib/site-links";
import { useSessionToken } from "../../../lib/use-session-token";

const PublicPersonSlot = lazy(() =>
  import("../../../features/auth/PublicPersonSlot").then((module) => ({
    default: module.PublicPersonSlot,
  })),
);

/** Log in / Get started, or (with a live session token) the signed-in person's menu. */
function HeaderActions({ onNavigate }: { onNavigate: () => void }) {
  const token = useSessionToken();
  const signedOut = (
    <>
      <ButtonLink to={loginLink.to} variant="ghost" onClick={onNavigate}>
        {loginLink.label}
      </ButtonLink>
      <ButtonLink to={getStartedLink.to} onClick={onNavigate}>
        {getStartedLink.label}
      </ButtonLink>
    </>
  );
  return (
    <div className="tl-header__actions">
      <LanguageSwitch />
      {token === null ? (
        signedOut
      ) : (
        <Suspense fallback={null}>
          <PublicPersonSlot signedOut={signedOut} onNavigate={onNavigate} />
        </Suspense>
      )}
    </div>
  );
}

/**
 * The public header: logo, main links and sign-in actions (or the signed-in person's menu); below
 * 960 px they fold into a menu.
 */
export function SiteHeader() {
  const { open, close, toggle, buttonRef, panelId: menuId } = useDisclosure();

  return (
    <header className="tl-header">
      <Container className="tl-header__inner">
        <Link to="/" className="tl-header__brand">
          <Logo />
        </Link>
        <button
          ref={buttonRef}
          type="button"
          className="tl-header__toggle"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={toggle}
        >
          <span className={open ? "tl-burger tl-burger--open" : "tl-burger"} aria-hidden="true">
            <span />
          </span>
          <span className="tl-visually-hidden-phone">{layout.menu}</span>
        </button>
        <div id={menuId} className="tl-header__menu" data-open={open}>
          <nav aria-label={layout.mainNavigation} className="tl-header__nav">
            <ul className="tl-header__links">
              {headerLinks.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className="tl-header__link" onClick={close}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <HeaderActions onNavigate={close} />
        </div>
      </Container>
    </header>
  );
}
