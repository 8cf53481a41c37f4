import { appTexts } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { ReactNode } from "react";
import { StatusScreen } from "../../components/error-screens/StatusScreen";
import { LoadError, LoadingCard } from "../../components/QueryStates";
import { ButtonLink } from "../../components/ui/Button";
import { usePageTitle } from "../../lib/use-page-title";

const NOT_FOUND_TITLE = t("organizer.notFoundTitle");

/** No such job, or not this person's. */
export function OrganizerNotFound({ homePath, homeLabel }: { homePath: string; homeLabel: string }) {
  usePageTitle(NOT_FOUND_TITLE);
  return (
    <StatusScreen
      figure="404"
      title={NOT_FOUND_TITLE}
      actions={
        <ButtonLink to={homePath} size="lg">
          {homeLabel}
        </ButtonLink>
      }
    >
      <p className="tl-status__text">
        {appTexts.notFound} {t("organizer.notFoundText")}
      </p>
    </StatusScreen>
  );
}

/** The page's frame while it loads or after a failed load: a heading, and what is happening. */
export function OrganizerFrame({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <div className="tl-org-page">
      <h1 className="tl-org-page__title">{title}</h1>
      {children}
    </div>
  );
}

export function OrganizerLoading({ title }: { title: string }) {
  return (
    <OrganizerFrame title={title}>
      <LoadingCard label={t("organizer.loading")} rows={8} />
    </OrganizerFrame>
  );
}

export function OrganizerLoadError({
  title,
  error,
  onRetry,
  retrying,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <OrganizerFrame title={title}>
      <LoadError title={t("organizer.loadError")} error={error} onRetry={onRetry} retrying={retrying} />
    </OrganizerFrame>
  );
}
