import { useQuery } from "@tanstack/react-query";
import { appTexts, type FaqEntry } from "@taxlane/contract";
import { useCallback, useDeferredValue, useEffect, useId, useState } from "react";
import { useLocation } from "react-router";
import { Button, ButtonLink } from "../../../components/ui/Button";
import { Container } from "../../../components/ui/Container";
import { openChatbot } from "../../../entities/chatbot";
import { isApiError } from "../../../lib/api-client";
import { usePageTitle } from "../../../lib/use-page-title";
import { faqQuery } from "./api";
import {
  answerParagraphs,
  categorySlug,
  faqAnchor,
  faqIdFromHash,
  filterFaq,
  groupByCategory,
} from "./faq-search";
import "./faq.css";
import { content } from "@taxlane/contract/i18n/local/content";
import { formatPlain } from "@taxlane/contract/i18n/plain-format";

function FaqItem({ entry }: { entry: FaqEntry }) {
  return (
    <details id={faqAnchor(entry.id)} className="tl-faq__item">
      <summary className="tl-faq__question">{entry.question}</summary>
      {entry.answerHtml === undefined ? (
        <div className="tl-faq__answer">
          {answerParagraphs(entry.answer).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      ) : (
        // The API renders the Markdown with the blog's renderer and sanitizes it.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized HTML from our own API.
        <div className="tl-faq__answer" dangerouslySetInnerHTML={{ __html: entry.answerHtml }} />
      )}
    </details>
  );
}

/**
 * Opens and shows the entry the address points at (`/faq#faq-12`), also when the hash changes later.
 * `shownQuery` is the search the list is rendered with: the entry may wait for a cleared search.
 */
function useOpenFromHash(ready: boolean, clearSearch: () => void, shownQuery: string): void {
  const { hash, key } = useLocation();
  const [target, setTarget] = useState<number | null>(null);

  useEffect(() => {
    // `key` changes on every navigation, so following the same link again shows the entry again.
    void key;
    if (!ready) return;
    const id = faqIdFromHash(hash);
    if (id === null) return;
    clearSearch();
    setTarget(id);
  }, [ready, hash, key, clearSearch]);

  useEffect(() => {
    if (target === null) return;
    const details = document.getElementById(faqAnchor(target));
    if (!(details instanceof HTMLDetailsElement)) {
      // Still filtered out: the render without the search comes next. Without a search, no such entry.
      if (shownQuery.trim() === "") setTarget(null);
      return;
    }
    details.open = true;
    details.scrollIntoView({ block: "start" });
    details.querySelector("summary")?.focus({ preventScroll: true });
    setTarget(null);
  }, [target, shownQuery]);
}

function FaqSkeleton() {
  return (
    <>
      <p className="tl-visually-hidden" role="status">
        {content.loadingQuestions}
      </p>
      <div className="tl-faq__skeleton" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((key) => (
          <span key={key} className="tl-faq__skeleton-row" />
        ))}
      </div>
    </>
  );
}

/** /faq: questions by category, native disclosures, a search that filters as you type. */
export function FaqPage() {
  usePageTitle(content.faqTitle);
  const faq = useQuery(faqQuery);
  const [query, setQuery] = useState("");
  const deferredQuery = useDeferredValue(query);
  const searchId = useId();
  const entries = faq.data ?? [];
  const matches = filterFaq(entries, deferredQuery);
  const groups = groupByCategory(matches);
  const searching = deferredQuery.trim() !== "";

  const clearSearch = useCallback(() => setQuery(""), []);
  useOpenFromHash(faq.isSuccess, clearSearch, deferredQuery);

  return (
    <div className="tl-faq">
      <header className="tl-faq__head">
        <Container className="tl-faq__narrow">
          <h1 className="tl-faq__title">{content.faqTitle}</h1>
          <p className="tl-faq__lead">{content.faqLead}</p>
          <search className="tl-faq__search">
            <label htmlFor={searchId} className="tl-faq__search-label">
              {content.searchFaq}
            </label>
            <input
              id={searchId}
              type="search"
              className="tl-faq__search-input"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={content.searchExample}
              autoComplete="off"
              disabled={!faq.isSuccess}
            />
          </search>
        </Container>
      </header>

      <Container className="tl-faq__narrow tl-faq__body">
        {faq.isPending ? (
          <FaqSkeleton />
        ) : faq.isError ? (
          <div className="tl-faq__message" role="alert">
            <p>
              {content.questionsLoadError}{" "}
              {isApiError(faq.error) ? faq.error.message : appTexts.somethingWentWrong}
            </p>
            <Button variant="secondary" onClick={() => faq.refetch()}>
              {content.tryAgain}
            </Button>
          </div>
        ) : (
          <>
            <p className="tl-faq__count" role="status">
              {searching &&
                (matches.length === 0
                  ? formatPlain(content.noQuestionsMatch, { query: deferredQuery.trim() })
                  : formatPlain(matches.length === 1 ? content.oneQuestionMatches : content.questionsMatch, {
                      count: matches.length,
                    }))}
            </p>
            {searching && matches.length === 0 && (
              <div className="tl-faq__message">
                <p>{content.tryOtherWords}</p>
                <div className="tl-faq__more-actions">
                  <Button variant="secondary" onClick={clearSearch}>
                    {content.clearSearch}
                  </Button>
                </div>
              </div>
            )}
            {!searching && entries.length === 0 && (
              <p className="tl-faq__message">{content.noQuestionsYet}</p>
            )}
            {groups.map((group, index) => {
              const headingId = categorySlug(group.category, index);
              return (
                <section key={group.category} className="tl-faq__group" aria-labelledby={headingId}>
                  <h2 id={headingId} className="tl-faq__category">
                    {group.category}
                  </h2>
                  <div className="tl-faq__list">
                    {group.entries.map((entry) => (
                      <FaqItem key={entry.id} entry={entry} />
                    ))}
                  </div>
                </section>
              );
            })}
          </>
        )}

        <section className="tl-faq__more" aria-labelledby="faq-more-title">
          <h2 id="faq-more-title" className="tl-faq__more-title">
            {content.didntFindAnswer}
          </h2>
          <p>{content.askOrWrite}</p>
          <div className="tl-faq__more-actions">
            <Button onClick={openChatbot}>{content.askAssistant}</Button>
            <ButtonLink to="/contact-us" variant="secondary">
              {content.contactUs}
            </ButtonLink>
          </div>
        </section>
      </Container>
    </div>
  );
}
