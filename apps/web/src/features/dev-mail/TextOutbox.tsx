import { queryOptions, useQuery } from "@tanstack/react-query";
import { appTexts, endpointRoutes } from "@taxlane/contract";
import { devMail } from "@taxlane/contract/i18n/en/devMail";
import { channels } from "@taxlane/contract/i18n/local/channels";
import { formatPlain } from "@taxlane/contract/i18n/plain-format";
import { RegionLoader } from "../../components/loaders/RegionLoader";
import { Button } from "../../components/ui/Button";
import { isMailboxOff } from "../../entities/dev-mail";
import { call } from "../../lib/api-call";
import { isApiError } from "../../lib/api-client";
import { formatDevDate } from "./dev-date";

/** GET /dev/sms: the texts the server wrote to its local outbox, as the dev mailbox lists mail. */
export const devTextsQuery = queryOptions({
  queryKey: ["dev-mail", "texts"],
  queryFn: ({ signal }) => call(endpointRoutes.devMail.devTexts, {}, { signal }),
  retry: false,
  staleTime: 0,
});

/**
 * The local text outbox beside the mail: while the server has no text provider, every text it would
 * send (codes, notices) is written here and read on this machine; none of them reached a phone.
 */
export function TextOutbox() {
  const texts = useQuery({ ...devTextsQuery, refetchInterval: 5000 });
  if (isMailboxOff(texts.error)) {
    return (
      <p className="tl-devmail__off" role="status">
        {devMail.textsOff}
      </p>
    );
  }
  return (
    <section className="tl-devmail__inbox tl-devmail__texts" aria-labelledby="devmail-texts">
      <div className="tl-devmail__inbox-head">
        <h2 id="devmail-texts" className="tl-devmail__heading">
          {channels.localOutboxHeading}
        </h2>
        <Button variant="secondary" onClick={() => void texts.refetch()} disabled={texts.isFetching}>
          {devMail.refresh}
        </Button>
      </div>
      <p className="tl-devmail__note">{channels.localOutboxNote}</p>
      <p className="tl-devmail__note">{devMail.textsNotSent}</p>
      <RegionLoader loading={texts.isPending}>
        {texts.isError && (
          <p className="tl-devmail__empty" role="alert">
            {isApiError(texts.error) ? texts.error.message : appTexts.somethingWentWrong}
          </p>
        )}
        {texts.isSuccess && texts.data.length === 0 && (
          <p className="tl-devmail__empty">{channels.noTextsYet}</p>
        )}
        {texts.isSuccess && texts.data.length > 0 && (
          <ul className="tl-devmail__list">
            {texts.data.map((text) => (
              <li key={text.id} className="tl-devmail__text">
                <span className="tl-devmail__item-to">{formatPlain(devMail.toAddress, { to: text.to })}</span>
                <time className="tl-devmail__item-date" dateTime={text.date}>
                  {formatDevDate(text.date)}
                </time>
                <p className="tl-devmail__text-body">{text.body}</p>
              </li>
            ))}
          </ul>
        )}
      </RegionLoader>
    </section>
  );
}
