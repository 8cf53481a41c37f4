import { appointmentTexts } from "@taxlane/contract";
import { Alert, Button, Card, Result, Spin, Typography } from "antd";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { problemText } from "../../lib/problem-text";
import { usePageTitle } from "../../lib/use-page-title";
import {
  type CalendarProvider,
  type CalendarReturn,
  calendarProviderNames,
  useFinishCalendarConnection,
} from "./api";
import "./calendar-sync.css";
import { t } from "@taxlane/contract/i18n";

/** Where the card lives for now; the page a professional goes back to after connecting. */
export const CALENDAR_SYNC_HOME = "/expert/profile";

const isProvider = (value: string | undefined): value is CalendarProvider =>
  value === "google" || value === "microsoft";

/** What the provider put in the address; read once, before the address is cleaned. */
function readReturn(): CalendarReturn {
  const params = new URLSearchParams(window.location.search);
  const answer: CalendarReturn = {};
  for (const key of ["code", "state", "error", "error_description"] as const) {
    const value = params.get(key);
    if (value) answer[key] = value;
  }
  return answer;
}

/**
 * /expert/calendar-sync/:provider: where Google or Microsoft send the professional back. It hands the
 * code and state (or the provider's error) to the server once, takes them out of the address, then
 * goes back to the calendar card, or shows why the calendar was not connected.
 */
export function CalendarSyncReturnPage() {
  const { provider } = useParams();
  const navigate = useNavigate();
  const finish = useFinishCalendarConnection();
  const [answer] = useState(readReturn);
  const sent = useRef(false);
  const name = isProvider(provider) ? calendarProviderNames[provider] : t("calendarSync.unknownCalendar");
  usePageTitle(t("calendarSync.connecting", { provider: name }));

  // Without the state this server gave, the return cannot be tied to a connection the person started
  // here: a link someone else made with their own code must not connect their calendar to this account.
  const unstarted = answer.state === undefined;

  useEffect(() => {
    // The code and state are single-use: sent once, even when effects run twice.
    if (sent.current || !isProvider(provider)) return;
    sent.current = true;
    window.history.replaceState(window.history.state, "", window.location.pathname);
    if (unstarted) return;
    finish.mutate(
      { provider, answer },
      { onSuccess: () => void navigate(`${CALENDAR_SYNC_HOME}?calendar=connected`, { replace: true }) },
    );
  }, [provider, answer, unstarted, finish, navigate]);

  return (
    <div className="tl-account">
      <Typography.Title level={1}>{t("calendarSync.connecting", { provider: name })}</Typography.Title>
      <Card>
        {!isProvider(provider) ? (
          <Result
            status="404"
            title={t("calendarSync.unknownProvider")}
            extra={<Link to={CALENDAR_SYNC_HOME}>{t("calendarSync.backToProfile")}</Link>}
          />
        ) : finish.isError || unstarted ? (
          <>
            <Alert
              type="error"
              showIcon
              role="alert"
              title={t("calendarSync.notConnectedTitle", { provider: name })}
              description={unstarted ? appointmentTexts.calendarStateMismatch : problemText(finish.error)}
            />
            <div className="tl-calendar-sync__actions">
              <Button type="primary" onClick={() => void navigate(CALENDAR_SYNC_HOME)}>
                {t("calendarSync.backToCalendarSync")}
              </Button>
            </div>
          </>
        ) : (
          <div role="status" className="tl-calendar-sync__actions">
            <Spin />
            <span>{t("calendarSync.finishing", { provider: name })}</span>
          </div>
        )}
      </Card>
    </div>
  );
}
