import { useEffect, useId, useRef, useState } from "react";
import { Link, NavLink } from "react-router";
import { Logo } from "../../../components/Logo";
import { ButtonLink } from "../../../components/ui/Button";
import { Container } from "../../../components/ui/Container";
import { getStartedLink, headerLinks, loginLink } from "../../site-links";

/** The public header: logo, main links and sign-in actions; below 960 px they fold into a menu. */
export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  const close = () => setOpen(false);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [open]);

  return (
    <header className="tl-header">
      <Container className="tl-header__inner">
        <Link to="/" className="tl-header__brand">
          <Logo />
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className="tl-header__toggle"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((value) => !value)}
        >
          <span className={open ? "tl-burger tl-burger--open" : "tl-burger"} aria-hidden="true">
            <span />
          </span>
          Menu
        </button>
        <div id={menuId} className="tl-header__menu" data-open={open}>
          <nav aria-label="Main" className="tl-header__nav">
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
          <div className="tl-header__actions">
            <ButtonLink to={loginLink.to} variant="ghost" onClick={close}>
              {loginLink.label}
            </ButtonLink>
            <ButtonLink to={getStartedLink.to} onClick={close}>
              {getStartedLink.label}
            </ButtonLink>
          </div>
        </div>
      </Container>
    </header>
  );
}
