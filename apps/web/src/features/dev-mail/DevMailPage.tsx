import { useQuery } from "@tanstack/react-query";
import { appTexts } from "@taxlane/contract";
import { Link, useSearchParams } from "react-router";
import { RegionLoader } from "../../components/loaders/RegionLoader";
import { Button, ButtonLink } from "../../components/ui/Button";
import { Container } from "../../components/ui/Container";
import { devMailListQuery, devMailMessageQuery, isMailboxOff } from "../../entities/dev-mail";
import { isApiError } from "../../lib/api-client";
import { usePageTitle } from "../../lib/use-page-title";
import { formatDevDate } from "./dev-date";
import { TextOutbox } from "./TextOutbox";
import { splitLinks } from "./text-links";
import { isThisMachine } from "./this-machine";
import "./dev-mail.css";
import { devMail } from "@taxlane/contract/i18n/en/devMail";
import { formatPlain } from "@taxlane/contract/i18n/plain-format";

function errorText(error: unknown): string {
  return isApiError(error) ? error.message : appTexts.somethingWentWrong;
}

function MessageView({ id }: { id: string }) {
  const message = useQuery(devMailMessageQuery(id));
  if (message.isPending) return <RegionLoader loading />;
  if (message.isError) {
    return (
      <p className="tl-devmail__empty" role="alert">
        {isApiError(message.error) && message.error.status === 404
          ? devMail.messageGone
          : errorText(message.error)}
      </p>
    );
  }
  const { subject, to, date, text } = message.data;
  return (
    <article className="tl-devmail__message" aria-labelledby="devmail-subject">
      <h2 id="devmail-subject" className="tl-devmail__subject">
        {subject}
      </h2>
      <dl className="tl-devmail__meta">
        <div>
          <dt>{devMail.to}</dt>
          <dd>{to}</dd>
        </div>
        <div>
          <dt>{devMail.date}</dt>
          <dd>
            <time dateTime={date}>{formatDevDate(date)}</time>
          </dd>
        </div>
      </dl>
      <pre className="tl-devmail__body">
        {splitLinks(text).map((part, index) =>
          part.kind === "link" ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
            <a key={index} href={part.href}>
              {part.text}
            </a>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
            <span key={index}>{part.text}</span>
          ),
        )}
      </pre>
    </article>
  );
}

/** Why there is nothing to read: another machine's browser, or a server whose mailbox is off. */
function MailboxOff() {
  return (
    <p className="tl-devmail__off" role="status">
      {isThisMachine(window.location.hostname) ? devMail.offHere : devMail.offElsewhere}
    </p>
  );
}

/**
 * The dev mailbox: while no mail server is configured, the e-mails the server writes to disk,
 * newest first, and the chosen one's text (never its HTML).
 */
export function DevMailPage() {
  usePageTitle(devMail.title);
  const [params] = useSearchParams();
  const selectedId = params.get("id");
  const list = useQuery({ ...devMailListQuery, refetchInterval: 5000 });
  const off = isMailboxOff(list.error);

  const mailbox = (
    <div className="tl-devmail__layout">
      <section className="tl-devmail__inbox" aria-labelledby="devmail-inbox">
        <div className="tl-devmail__inbox-head">
          <h2 id="devmail-inbox" className="tl-devmail__heading">
            {devMail.messages}
          </h2>
          <Button variant="secondary" onClick={() => void list.refetch()} disabled={list.isFetching}>
            {devMail.refresh}
          </Button>
        </div>
        <RegionLoader loading={list.isPending}>
          {list.isError && (
            <p className="tl-devmail__empty" role="alert">
              {errorText(list.error)}
            </p>
          )}
          {list.isSuccess && list.data.length === 0 && (
            <p className="tl-devmail__empty">{devMail.noMailYet}</p>
          )}
          {list.isSuccess && list.data.length > 0 && (
            <ul className="tl-devmail__list">
              {list.data.map((mail) => (
                <li key={mail.id}>
                  <Link
                    to={{ search: `?id=${encodeURIComponent(mail.id)}` }}
                    className="tl-devmail__item"
                    aria-current={mail.id === selectedId ? "true" : undefined}
                  >
                    <span className="tl-devmail__item-subject">{mail.subject}</span>
                    <span className="tl-devmail__item-to">
                      {formatPlain(devMail.toAddress, { to: mail.to })}
                    </span>
                    <time className="tl-devmail__item-date" dateTime={mail.date}>
                      {formatDevDate(mail.date)}
                    </time>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </RegionLoader>
      </section>
      <section className="tl-devmail__reader" aria-label={devMail.message}>
        {selectedId === null ? (
          <p className="tl-devmail__empty">{devMail.chooseMessage}</p>
        ) : (
          <MessageView key={selectedId} id={selectedId} />
        )}
      </section>
    </div>
  );

  const texts = params.get("tab") === "texts";
  return (
    <Container className="tl-devmail">
      <h1 className="tl-devmail__title">{devMail.title}</h1>
      <p className="tl-devmail__note">{devMail.note}</p>
      {/* Two views as links, not antd's tabs: the public pages stay without antd. */}
      <nav className="tl-devmail__views" aria-label={devMail.title}>
        <ButtonLink
          to="/dev/mail"
          variant={texts ? "secondary" : "primary"}
          aria-current={texts ? undefined : "page"}
        >
          {devMail.mailTab}
        </ButtonLink>
        <ButtonLink
          to="/dev/mail?tab=texts"
          variant={texts ? "primary" : "secondary"}
          aria-current={texts ? "page" : undefined}
        >
          {devMail.textsTab}
        </ButtonLink>
      </nav>
      {texts ? <TextOutbox /> : off ? <MailboxOff /> : mailbox}
    </Container>
  );
}
