import { common } from "@taxlane/contract/i18n/local/common";
import type { ReactNode } from "react";
import { Logo } from "../Logo";
import "./error-screens.css";

interface StatusScreenProps {
  /** Large decorative figure above the title, such as "404". */
  figure?: string;
  title: string;
  children?: ReactNode;
  actions: ReactNode;
  /** Render its own `<main>` and logo, for use outside any layout (error boundaries). */
  standalone?: boolean;
}

/** A centered screen with a title, a message and actions; the base of the error and 404 screens. */
export function StatusScreen({ figure, title, children, actions, standalone = false }: StatusScreenProps) {
  const content = (
    <div className="tl-status">
      {figure && (
        <p className="tl-status__figure" aria-hidden="true">
          {figure}
        </p>
      )}
      <h1 className="tl-status__title">{title}</h1>
      {children}
      <div className="tl-status__actions">{actions}</div>
    </div>
  );
  if (!standalone) return content;
  return (
    <div className="tl-status-page">
      <header className="tl-status-page__header">
        <a href="/" className="tl-status-page__home" aria-label={common.taxlaneHome}>
          <Logo />
        </a>
      </header>
      <main className="tl-status-page__main">{content}</main>
    </div>
  );
}
