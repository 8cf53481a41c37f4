import { useQuery } from "@tanstack/react-query";
import { t } from "@taxlane/contract/i18n";
import { Card } from "antd";
import { lazy, type ReactNode, Suspense, useEffect, useId } from "react";
import { LoadError, LoadingCard } from "../../components/QueryStates";
import { availabilityQuery } from "./api";
import { valuesOfSettings } from "./working-hours";
import "./appointments.css";

// The form's pickers and selects come with their own code, asked for as the card mounts (beside the
// settings it shows): the appointments above it are drawn without waiting for them.
const loadHoursForm = () => import("./WorkingHoursForm");
const HoursForm = lazy(() => loadHoursForm().then((module) => ({ default: module.HoursForm })));

/** Weekly hours, days off, notice, buffer and time zone: what the free times clients see are made of. */
export function WorkingHoursCard() {
  const availability = useQuery(availabilityQuery());
  const headingId = useId();
  useEffect(() => {
    void loadHoursForm();
  }, []);
  const loading = <LoadingCard label={t("appointments.hoursLoading")} rows={5} />;
  let body: ReactNode;
  if (availability.isPending) body = loading;
  else if (availability.isError)
    body = (
      <LoadError
        title={t("appointments.hoursLoadError")}
        error={availability.error}
        onRetry={() => void availability.refetch()}
        retrying={availability.isRefetching}
      />
    );
  else
    body = (
      <Suspense fallback={loading}>
        <Card>
          <HoursForm
            key={JSON.stringify(availability.data)}
            initial={valuesOfSettings(availability.data)}
            isDefault={availability.data.isDefault}
          />
        </Card>
      </Suspense>
    );
  return (
    <section aria-labelledby={headingId} className="tl-appts">
      <h2 id={headingId} className="tl-appts__title">
        Working hours
      </h2>
      {body}
    </section>
  );
}
