import { useMutation } from "@tanstack/react-query";
import { endpoints } from "@taxlane/contract";
import { useSearchParams } from "react-router";
import { Button, ButtonLink } from "../../components/ui/Button";
import { Container } from "../../components/ui/Container";
import { FormStatus, formErrorsOf } from "../../components/ui/form";
import { call } from "../../lib/api-call";
import { usePageTitle } from "../../lib/use-page-title";
import { kindLabel } from "./notification-kinds";
import "./unsubscribe.css";

/**
 * /unsubscribe?token=…: the page a reminder mail's unsubscribe link opens. One press moves that kind
 * of reminder to the app only; the link works once (mail clients may also post it themselves).
 */
export function ReminderUnsubscribePage() {
  usePageTitle("Unsubscribe from reminder e-mails");
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  const unsubscribe = useMutation({
    mutationFn: () => call(endpoints.notifications.unsubscribe, { query: { token } }),
  });

  let body = (
    <>
      <p>Stop these reminder e-mails? You will still see the reminders in Taxlane.</p>
      <div className="tl-reminder-unsubscribe__actions">
        <Button
          size="lg"
          disabled={token === "" || unsubscribe.isPending}
          onClick={() => unsubscribe.mutate()}
        >
          {unsubscribe.isPending ? "Unsubscribing…" : "Unsubscribe"}
        </Button>
        <ButtonLink to="/" variant="ghost" size="lg">
          Keep them
        </ButtonLink>
      </div>
      <FormStatus
        tone="error"
        message={unsubscribe.isError ? formErrorsOf(unsubscribe.error, []).form : null}
      />
    </>
  );
  if (unsubscribe.isSuccess) {
    body = (
      <p>
        You're unsubscribed from "{kindLabel(unsubscribe.data.kind)}" e-mails. Change this any time on your
        Notifications page.
      </p>
    );
  }
  return (
    <Container className="tl-reminder-unsubscribe">
      <div className="tl-reminder-unsubscribe__card">
        <h1 className="tl-reminder-unsubscribe__title">Unsubscribe from reminder e-mails</h1>
        <div className="tl-reminder-unsubscribe__body" aria-live="polite">
          {body}
        </div>
      </div>
    </Container>
  );
}
