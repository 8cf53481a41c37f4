import { legal } from "@taxlane/contract/i18n/local/legal";
import { formatPlain } from "@taxlane/contract/i18n/plain-format";
import { type ReactNode, useEffect } from "react";
import { Link, useLocation } from "react-router";
import { Container } from "../../../components/ui/Container";
import { richText } from "../../../lib/rich-text";
import { formatLongDate } from "./legal-text";
import "./legal-page.css";

export interface LegalSection {
  /** The heading's id, also the anchor the table of contents links to. */
  readonly id: string;
  readonly title: string;
  readonly body: ReactNode;
}

interface LegalDocumentProps {
  readonly title: string;
  readonly subtitle?: string;
  /** ISO date, e.g. "2026-11-01". */
  readonly lastUpdated: string;
  /** A line under the date: a translation says there which version governs. */
  readonly notice?: ReactNode;
  /** Shown before the numbered sections. */
  readonly intro: ReactNode;
  readonly sections: readonly LegalSection[];
}

/**
 * A long document (privacy policy, terms): title, last-updated date, a numbered table of contents and
 * numbered sections whose headings the contents link to. The document's own words come from its page,
 * one per language; the words around them come from the catalog.
 */
export function LegalDocument({ title, subtitle, lastUpdated, notice, intro, sections }: LegalDocumentProps) {
  useFocusOnHash();
  return (
    <article className="tl-legal" aria-labelledby="legal-title">
      <header className="tl-legal__hero">
        <Container className="tl-legal__hero-inner">
          <h1 id="legal-title" className="tl-legal__title">
            {title}
          </h1>
          {subtitle && <p className="tl-legal__subtitle">{subtitle}</p>}
          <p className="tl-legal__updated">
            {richText(formatPlain(legal.lastUpdated, { date: formatLongDate(lastUpdated) }), {
              time: (date) => <time dateTime={lastUpdated}>{date}</time>,
            })}
          </p>
          {notice}
        </Container>
      </header>
      <Container className="tl-legal__layout">
        <nav className="tl-legal__toc" aria-labelledby="legal-toc-title">
          <h2 id="legal-toc-title" className="tl-legal__toc-title">
            {legal.contents}
          </h2>
          <ol className="tl-legal__toc-list">
            {sections.map((section, index) => (
              <li key={section.id}>
                <Link to={{ hash: section.id }} className="tl-legal__toc-link">
                  <span className="tl-legal__toc-number">{index + 1}.</span>
                  {section.title}
                </Link>
              </li>
            ))}
          </ol>
        </nav>
        <div className="tl-legal__body tl-prose">
          <div className="tl-legal__intro">{intro}</div>
          {sections.map((section, index) => (
            <section key={section.id} className="tl-legal__section" aria-labelledby={section.id}>
              <h2 id={section.id} className="tl-legal__heading" tabIndex={-1}>
                <span className="tl-legal__number">{index + 1}.</span> {section.title}
              </h2>
              {section.body}
            </section>
          ))}
        </div>
      </Container>
    </article>
  );
}

/**
 * Moves keyboard focus to the heading the URL's hash names (after a contents link or on arrival), so the
 * next Tab continues from that section; the router's scroll restoration does the scrolling.
 */
function useFocusOnHash(): void {
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (id === "") return;
    document.getElementById(id)?.focus({ preventScroll: true });
  }, [hash]);
}
