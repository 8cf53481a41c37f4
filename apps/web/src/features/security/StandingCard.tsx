import { type CurrentUser, SECOND_FACTOR_GRACE_DAYS, type SecurityOverview } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Alert } from "antd";
import { ADMIN_ROLE } from "../../entities/account";
import { dateText } from "../../lib/format";
import { strongFactorsText } from "./security-text";

interface StandingCardProps {
  overview: SecurityOverview;
  roleId: CurrentUser["roleId"];
}

/**
 * Where the person stands (an alert only when something is closed; otherwise a status, not announced
 * as urgent), in words: protected (and by what), the day a professional or operator
 * must add a factor by, what is closed once that day has passed, or, for a taxpayer, an invitation.
 */
export function StandingCard({ overview, roleId }: StandingCardProps) {
  const { status } = overview;
  const factors = strongFactorsText(overview);
  const isAdmin = roleId === ADMIN_ROLE;

  if (status.blocked) {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={t("securityPage.blockedHeading")}
        description={isAdmin ? t("securityPage.blockedAdmin") : t("securityPage.blockedExpert")}
      />
    );
  }
  if (factors !== null && status.required && !status.satisfied) {
    return (
      <Alert
        type="warning"
        showIcon
        role="status"
        title={t("securityPage.protectedBy", { factors })}
        description={t("securityPage.signInAgain")}
      />
    );
  }
  if (factors !== null) {
    return <Alert type="success" showIcon role="status" title={t("securityPage.protectedBy", { factors })} />;
  }
  if (status.required) {
    return (
      <Alert
        type="warning"
        showIcon
        role="status"
        title={
          status.dueAt === null
            ? t("securityPage.dueSoon", { days: SECOND_FACTOR_GRACE_DAYS })
            : t("securityPage.dueBy", { date: dateText(status.dueAt) })
        }
        description={
          status.dueAt === null
            ? undefined
            : isAdmin
              ? t("securityPage.dueWhyAdmin")
              : t("securityPage.dueWhyExpert")
        }
      />
    );
  }
  return <Alert type="info" showIcon role="status" title={t("securityPage.invitation")} />;
}
