import { useMutation } from "@tanstack/react-query";
import { endpointRoutes } from "@taxlane/contract";
import { useSearchParams } from "react-router";
import { Button, ButtonLink } from "../../components/ui/Button";
import { Container } from "../../components/ui/Container";
import { FormStatus, formErrorsOf } from "../../components/ui/form";
import { call } from "../../lib/api-call";
import { usePageTitle } from "../../lib/use-page-title";
import { kindLabel } from "./notification-kinds";
import "./unsubscribe.css";
import { notifications } from "@taxlane/contract/i18n/local/notifications";
import { formatPlain } from "@taxlane/contract/i18n/plain-format";

/**
 * /unsubscribe?token=…: the page a reminder mail's unsubscribe link opens. One press moves that kind
 * of reminder to the app only; the link works once (mail clients may also post it themselves).
 */
export function ReminderUnsubscribePage() {
  usePageTitle(notifications.unsubscribeTitle);
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  const unsubscribe = useMutation({
    mutationFn: () => call(endpointRoutes.notifications.unsubscribe, { query: { token } }),
  });

  let body = (
    <>
      <p>{notifications.unsubscribeQuestion}</p>
      <div className="tl-reminder-unsubscribe__actions">
        <Button
          size="lg"
          disabled={token === "" || unsubscribe.isPending}
          onClick={() => unsubscribe.mutate()}
        >
          {unsubscribe.isPending ? notifications.unsubscribing : notifications.unsubscribe}
        </Button>
        <ButtonLink to="/" variant="ghost" size="lg">
          {notifications.keepThem}
        </ButtonLink>
      </div>
      <FormStatus
        tone="error"
        message={unsubscribe.isError ? formErrorsOf(unsubscribe.error, []).form : null}
      />
    </>
  );
  if (unsubscribe.isSuccess) {
    body = <p>{formatPlain(notifications.unsubscribed, { kind: kindLabel(unsubscribe.data.kind) })}</p>;
  }
  return (
    <Container className="tl-reminder-unsubscribe">
      <div className="tl-reminder-unsubscribe__card">
        <h1 className="tl-reminder-unsubscribe__title">{notifications.unsubscribeTitle}</h1>
        <div className="tl-reminder-unsubscribe__body" aria-live="polite">
          {body}
        </div>
      </div>
    </Container>
  );
}
