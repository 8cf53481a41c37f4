import { Link, Outlet } from "react-router";
import { Logo } from "../../components/Logo";
import { AntdProvider } from "../providers/AntdProvider";
import { useServiceWorker } from "../pwa/use-service-worker";
import "./auth-layout.css";
import { layout } from "@taxlane/contract/i18n/local/layout";

/**
 * The frame of the sign-in, sign-up and password pages: the logo, the page's card, legal links. The
 * service worker installs from here, while the person signs in, as it does in the signed-in areas.
 */
export function AuthLayout() {
  useServiceWorker();
  return (
    <div className="tl-auth">
      <a className="tl-skip-link" href="#main">
        {layout.skipToContent}
      </a>
      <header className="tl-auth__header">
        <Link to="/" className="tl-auth__brand" aria-label={layout.homeLink}>
          <Logo />
        </Link>
        <Link to="/" className="tl-auth__back">
          {layout.backToHome}
        </Link>
      </header>
      <main id="main" className="tl-auth__main" tabIndex={-1}>
        <AntdProvider>
          <Outlet />
        </AntdProvider>
      </main>
      <footer className="tl-auth__footer">
        <span>© {new Date().getFullYear()} Taxlane</span>
        <Link to="/privacy-policy">{layout.privacyPolicy}</Link>
        <Link to="/terms-condition">{layout.termsAndConditions}</Link>
        <Link to="/contact-us">{layout.contactUs}</Link>
      </footer>
    </div>
  );
}
