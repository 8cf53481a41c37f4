import {
  PRACTICE_CAPABILITIES,
  PRACTICE_ROLES,
  type PracticeCapability,
  type PracticeGrant,
  practiceCapabilityTexts,
  practiceRoleTable,
  practiceRoleTexts,
} from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Card, Typography } from "antd";
import { useId } from "react";

const grantText = (grant: PracticeGrant) => {
  if (grant === "whenSeesAllJobs") return t("practices.grantWhenSeesAllJobs");
  return grant ? t("practices.grantYes") : t("practices.grantNo");
};

/**
 * "What each role may do", printed from the contract's role table: the same table the API holds each
 * call to, so the page cannot promise what the server refuses. A plain table that scrolls sideways
 * inside its card on a phone.
 */
export function RoleTable() {
  const headingId = useId();
  const rows: readonly PracticeCapability[] = PRACTICE_CAPABILITIES;
  return (
    <Card>
      {/* The table's scrolling region is the section its heading names. */}
      <div>
        <Typography.Title level={2} id={headingId} className="tl-practice__title">
          {t("practicePages.rolesTitle")}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t("practicePages.rolesLead")}</Typography.Paragraph>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keys. */}
        <section className="tl-practice__role-table" aria-labelledby={headingId} tabIndex={0}>
          <table>
            <thead>
              <tr>
                <th scope="col">{t("practicePages.capabilityColumn")}</th>
                {PRACTICE_ROLES.map((role) => (
                  <th key={role} scope="col">
                    {practiceRoleTexts[role].name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((capability) => (
                <tr key={capability}>
                  <th scope="row">{practiceCapabilityTexts[capability].label}</th>
                  {PRACTICE_ROLES.map((role) => {
                    const grant = practiceRoleTable[role][capability];
                    return (
                      <td key={role} className={grant === false ? "tl-practice__grant--no" : undefined}>
                        {grantText(grant)}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
    </Card>
  );
}
