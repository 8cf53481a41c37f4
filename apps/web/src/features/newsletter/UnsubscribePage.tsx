import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { Spinner } from "../../components/loaders/Spinner";
import { Button, ButtonLink } from "../../components/ui/Button";
import { Container } from "../../components/ui/Container";
import { FormStatus, formErrorsOf } from "../../components/ui/form";
import { isApiError } from "../../lib/api-client";
import { usePageTitle } from "../../lib/use-page-title";
import { useNewsletterSubscription, useUnsubscribeNewsletter } from "./api";
import "./newsletter.css";
import { newsletter } from "@taxlane/contract/i18n/local/newsletter";
import { formatPlain } from "@taxlane/contract/i18n/plain-format";
import { richText } from "../../lib/rich-text";

const UNKNOWN_LINK = newsletter.unknownLink;

/** /newsletter/unsubscribe?token=…: the page an e-mail's unsubscribe link opens. */
export function UnsubscribePage() {
  usePageTitle(newsletter.unsubscribeTitle);
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  const subscription = useNewsletterSubscription(token);
  const unsubscribe = useUnsubscribeNewsletter();

  const body = () => {
    if (
      token === "" ||
      (subscription.isError && isApiError(subscription.error) && subscription.error.status === 404)
    ) {
      return (
        <>
          <p>{UNKNOWN_LINK}</p>
          <ButtonLink to="/" variant="secondary" className="tl-unsubscribe__home">
            {newsletter.goHome}
          </ButtonLink>
        </>
      );
    }
    if (subscription.isPending) {
      return (
        <p className="tl-unsubscribe__actions">
          <Spinner /> {newsletter.checkingLink}
        </p>
      );
    }
    if (subscription.isError) {
      return (
        <>
          <p>{formErrorsOf(subscription.error, []).form}</p>
          <div className="tl-unsubscribe__actions">
            <Button variant="secondary" onClick={() => void subscription.refetch()}>
              {newsletter.tryAgain}
            </Button>
          </div>
        </>
      );
    }
    const { email } = subscription.data;
    const address = {
      address: (inner: ReactNode) => <span className="tl-unsubscribe__address">{inner}</span>,
    };
    if (unsubscribe.isSuccess || !subscription.data.subscribed) {
      return (
        <>
          <p>{richText(formatPlain(newsletter.unsubscribed, { email }), address)}</p>
          <p>
            {richText(newsletter.subscribeAgain, { link: (inner) => <a href="/#newsletter">{inner}</a> })}
          </p>
        </>
      );
    }
    return (
      <>
        <p>{richText(formatPlain(newsletter.aboutToStop, { email }), address)}</p>
        <div className="tl-unsubscribe__actions">
          <Button size="lg" disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
            {unsubscribe.isPending ? newsletter.unsubscribing : newsletter.unsubscribe}
          </Button>
          <ButtonLink to="/" variant="ghost" size="lg">
            {newsletter.keepSubscribed}
          </ButtonLink>
        </div>
        <FormStatus
          tone="error"
          message={unsubscribe.isError ? formErrorsOf(unsubscribe.error, []).form : null}
        />
      </>
    );
  };

  return (
    <Container className="tl-unsubscribe">
      <div className="tl-unsubscribe__card">
        <h1 className="tl-unsubscribe__title">{newsletter.unsubscribeTitle}</h1>
        {/* One polite live region: the check, the outcome and the confirmation are each read out as they come. */}
        <div className="tl-unsubscribe__body" aria-live="polite">
          {body()}
        </div>
      </div>
    </Container>
  );
}
