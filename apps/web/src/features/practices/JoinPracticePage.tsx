import { useQuery } from "@tanstack/react-query";
import { type InvitationView, practiceRoleChoosesAllJobs, practiceRoleTexts } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { App, Button, Skeleton } from "antd";
import type { ComponentType, ReactNode } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { CardFields } from "../../components/CardFields";
import { FormAlert } from "../../components/FormAlert";
import { ButtonLink } from "../../components/ui/Button";
import { EXPERT_ROLE, useCurrentUser } from "../../entities/account";
import { dateText } from "../../lib/format";
import { problemText } from "../../lib/problem-text";
import { rememberReturnPath } from "../../lib/session";
import { usePageTitle } from "../../lib/use-page-title";
import { invitationQuery, useAcceptInvitation } from "./api";
import "./practices.css";

/** The card the page sits in (the sign-in pages' own, given by the route). */
export interface JoinCardProps {
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}

/** Where the invitation came from, what it offers and to whom. */
function InvitationFacts({ invitation }: { invitation: InvitationView }) {
  const role = practiceRoleTexts[invitation.role];
  return (
    <CardFields
      className="tl-practice__join-facts"
      fields={[
        { key: "role", title: t("practicePages.joinRole"), value: `${role.name}: ${role.summary}` },
        ...(practiceRoleChoosesAllJobs(invitation.role)
          ? [
              {
                key: "seesAll",
                title: t("practicePages.joinSeesAll"),
                value: invitation.seesAllJobs ? t("practicePages.seesAllYes") : t("practicePages.seesAllNo"),
              },
            ]
          : []),
        { key: "email", title: t("practicePages.joinEmail"), value: invitation.email },
        { key: "expires", title: t("practicePages.joinExpires"), value: dateText(invitation.expiresAt) },
      ]}
    />
  );
}

/** What the visitor can do: sign in first, accept, or learn that this account cannot. */
function JoinAction({ token, invitation }: { token: string; invitation: InvitationView }) {
  const { token: session, data: user, isPending } = useCurrentUser();
  const { pathname, search } = useLocation();
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const here = `${pathname}${search}`;
  if (session === null) {
    return (
      <>
        <p>{t("practicePages.joinSignedOut", { email: invitation.email })}</p>
        <div className="tl-auth-card__actions">
          <ButtonLink to="/login" size="lg" onClick={() => rememberReturnPath(here)}>
            {t("practicePages.joinSignIn")}
          </ButtonLink>
          <Link to="/signup/expert" onClick={() => rememberReturnPath(here)}>
            {t("practicePages.joinSignUp")}
          </Link>
        </div>
      </>
    );
  }
  if (isPending || user === undefined) return <Skeleton active title={false} paragraph={{ rows: 1 }} />;
  if (user.roleId !== EXPERT_ROLE) {
    return (
      <FormAlert type="info" message={t("practicePages.joinNotProfessional", { email: invitation.email })} />
    );
  }
  return (
    <>
      <FormAlert message={accept.isError ? problemText(accept.error) : null} />
      <Button
        type="primary"
        size="large"
        loading={accept.isPending}
        onClick={() =>
          accept.mutate(token, {
            onSuccess: () => {
              void message.success(t("practicePages.joinDone", { practice: invitation.practiceName }));
              navigate("/expert/practice");
            },
          })
        }
      >
        {t("practicePages.joinAccept")}
      </Button>
    </>
  );
}

/**
 * /expert/practice/join?token=…: the invitation's page, open before signing in. It shows the
 * practice, who invited and the role; a signed-out visitor signs in (and comes back here) before
 * accepting; a refused invitation says why in the server's words.
 */
export function JoinPracticePage({ Card }: { Card: ComponentType<JoinCardProps> }) {
  usePageTitle(t("practicePages.joinTitle"));
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  const invitation = useQuery({ ...invitationQuery(token), enabled: token !== "" });
  if (token === "") {
    return <Card title={t("practicePages.joinProblemTitle")} lead={t("practicePages.joinNoToken")} />;
  }
  if (invitation.isPending) {
    return (
      <Card title={t("practicePages.joinTitle")}>
        <div role="status" aria-live="polite">
          <p>{t("practicePages.joinLoading")}</p>
          <Skeleton active title={false} paragraph={{ rows: 3 }} />
        </div>
      </Card>
    );
  }
  if (invitation.isError) {
    return <Card title={t("practicePages.joinProblemTitle")} lead={problemText(invitation.error)} />;
  }
  const view = invitation.data;
  return (
    <Card
      title={t("practicePages.joinTitle")}
      lead={t("practicePages.joinLead", { inviter: view.inviterName, practice: view.practiceName })}
    >
      <InvitationFacts invitation={view} />
      <JoinAction token={token} invitation={view} />
    </Card>
  );
}
