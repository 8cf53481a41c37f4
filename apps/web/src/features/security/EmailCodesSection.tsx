import { MailOutlined } from "@ant-design/icons";
import { t } from "@taxlane/contract/i18n";
import { Link } from "react-router";
import { SectionCard } from "./SectionCard";

/** A taxpayer's e-mailed sign-in codes: on or off, switched on the profile page. */
export function EmailCodesSection({ on, profilePath }: { on: boolean; profilePath: string }) {
  return (
    <SectionCard title={t("securityPage.emailHeading")} icon={<MailOutlined />}>
      <p>{on ? t("securityPage.emailOn") : t("securityPage.emailOff")}</p>
      <p>
        <Link to={profilePath}>{t("securityPage.emailLink")}</Link>
      </p>
    </SectionCard>
  );
}
