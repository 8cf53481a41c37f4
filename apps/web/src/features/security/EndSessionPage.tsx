import { useMutation } from "@tanstack/react-query";
import { endpointRoutes } from "@taxlane/contract";
import { devices } from "@taxlane/contract/i18n/local/devices";
import type { ComponentType, ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { Button, ButtonLink } from "../../components/ui/Button";
import { FormStatus, formErrorsOf } from "../../components/ui/form";
import { call } from "../../lib/api-call";
import { usePageTitle } from "../../lib/use-page-title";

/** The card the page sits in (the sign-in pages' own, given by the route). */
export interface EndSessionCardProps {
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
}

/**
 * /end-session?token=…: the link of a new-device mail. Nothing happens on opening it (mail scanners
 * open links); one press ends that session, and the page says so and leads to sign-in.
 */
export function EndSessionPage({ Card }: { Card: ComponentType<EndSessionCardProps> }) {
  usePageTitle(devices.endSessionTitle);
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  const end = useMutation({
    mutationFn: () => call(endpointRoutes.identity.endSessionFromMail, { body: { token } }),
  });
  const signIn = <Link to="/login">{devices.signIn}</Link>;

  if (end.isSuccess) {
    return (
      <Card title={devices.endSessionDoneTitle} lead={devices.endSessionDoneText}>
        <div className="tl-auth-card__actions">
          <ButtonLink to="/login" size="lg">
            {devices.signIn}
          </ButtonLink>
        </div>
      </Card>
    );
  }
  return (
    <Card
      title={devices.endSessionTitle}
      lead={token === "" ? devices.endSessionNoToken : devices.endSessionLead}
      footer={signIn}
    >
      <div className="tl-auth-card__actions">
        <Button size="lg" disabled={token === "" || end.isPending} onClick={() => end.mutate()}>
          {end.isPending ? devices.endingSession : devices.endSessionButton}
        </Button>
      </div>
      <FormStatus tone="error" message={end.isError ? formErrorsOf(end.error, []).form : null} />
    </Card>
  );
}
