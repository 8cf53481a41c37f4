import { type PracticeMember, practiceRoleChoosesAllJobs, practiceRoleTexts } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Tag, Typography } from "antd";
import type { ReactNode } from "react";
import { dateText } from "../../lib/format";

/** One fact of a member: a table column on wide screens, a line of their card on phones. */
export interface MemberField {
  key: string;
  title: string;
  render: (member: PracticeMember) => ReactNode;
}

const roleColors = { owner: "blue", preparer: "green", reviewer: "purple", assistant: "default" } as const;

/** "Yes", "Only assigned jobs", or the table's answer for roles whose owner does not choose it. */
export function seesAllText(member: Pick<PracticeMember, "role" | "seesAllJobs">): string {
  if (!practiceRoleChoosesAllJobs(member.role)) {
    return member.role === "assistant" ? t("practicePages.seesAllNo") : t("practicePages.seesAllAlways");
  }
  return member.seesAllJobs ? t("practicePages.seesAllYes") : t("practicePages.seesAllNo");
}

/** The member's name (marked when it is the caller) and e-mail. */
function MemberName({ member, me }: { member: PracticeMember; me: boolean }) {
  return (
    <span className="tl-practice__person">
      <Typography.Text strong>
        {me ? t("practicePages.you", { name: member.name }) : member.name}
      </Typography.Text>
      <Typography.Text type="secondary">{member.email}</Typography.Text>
    </span>
  );
}

/** The members' facts, as the table and the phone cards show them. */
export function memberFields(myUserId: number | undefined): MemberField[] {
  return [
    {
      key: "member",
      title: t("practicePages.memberColumn"),
      render: (member) => <MemberName member={member} me={member.userId === myUserId} />,
    },
    {
      key: "role",
      title: t("practicePages.roleColumn"),
      render: (member) => <Tag color={roleColors[member.role]}>{practiceRoleTexts[member.role].name}</Tag>,
    },
    { key: "seesAll", title: t("practicePages.seesAllColumn"), render: seesAllText },
    { key: "joined", title: t("practicePages.joinedColumn"), render: (member) => dateText(member.joinedAt) },
  ];
}
