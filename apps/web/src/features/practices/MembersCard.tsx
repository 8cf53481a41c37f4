import type { Practice, PracticeMember } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Button, Card, Grid, Space, Table, type TableColumnsType, Typography } from "antd";
import { useId, useState } from "react";
import { CardFields } from "../../components/CardFields";
import { FormAlert } from "../../components/FormAlert";
import { useCurrentUser } from "../../entities/account";
import { useConfirmedAction } from "../../lib/use-confirmed-action";
import { useLeavePractice, useRemoveMember } from "./api";
import { ChangeRoleDialog } from "./ChangeRoleDialog";
import { HandOverDialog } from "./HandOverDialog";
import { type MemberField, memberFields } from "./member-fields";
import { SeatsLine } from "./SeatsLine";

/** Past the table's natural width its card scrolls it. */
const TABLE_MIN_WIDTH = 720;

/**
 * The practice's members: a table on wide screens, a card each on phones, from the same fields. An
 * owner changes or removes the others; anyone may leave (the last owner is told why not).
 */
export function MembersCard({ practice }: { practice: Practice }) {
  const { data: me } = useCurrentUser();
  const screens = Grid.useBreakpoint();
  const headingId = useId();
  const [changing, setChanging] = useState<PracticeMember | null>(null);
  const remove = useRemoveMember();
  const leave = useLeavePractice();
  const removing = useConfirmedAction((member: PracticeMember) =>
    remove.mutateAsync({ userId: member.userId }),
  );
  // A member with jobs goes through the hand-over dialog: who takes them, and a note.
  const [handingOver, setHandingOver] = useState<PracticeMember | null>(null);
  const leaving = useConfirmedAction(() => leave.mutateAsync({}));
  const isOwner = practice.myRole === "owner";
  // Leaving with jobs goes through the same hand-over dialog as removing a member.
  const mine = practice.members.find((member) => member.userId === me?.id);

  const actions: MemberField = {
    key: "actions",
    title: t("practicePages.actionsColumn"),
    render: (member) =>
      isOwner && member.userId !== me?.id ? (
        <Space wrap>
          <Button
            size="small"
            onClick={() => setChanging(member)}
            aria-label={t("practicePages.changeRoleOf", { name: member.name })}
          >
            {t("practicePages.changeRole")}
          </Button>
          <Button
            size="small"
            danger
            aria-label={t("practicePages.removeOf", { name: member.name })}
            onClick={() =>
              (member.assignedJobs ?? 0) > 0
                ? setHandingOver(member)
                : removing.ask(member, {
                    title: t("practicePages.removeConfirm", { name: member.name }),
                    content: t("practicePages.removeConfirmText"),
                    okText: t("practicePages.removeSubmit"),
                    doneText: t("practicePages.removed", { name: member.name }),
                    danger: true,
                  })
            }
          >
            {t("practicePages.remove")}
          </Button>
        </Space>
      ) : null,
  };
  const fields = isOwner ? [...memberFields(me?.id), actions] : memberFields(me?.id);

  return (
    <Card>
      <section aria-labelledby={headingId}>
        <Typography.Title level={2} id={headingId} className="tl-practice__title">
          {t("practicePages.membersTitle")}
        </Typography.Title>
        {practice.seats && <SeatsLine seats={practice.seats} />}
        <FormAlert message={removing.problem ?? leaving.problem} />
        {screens.lg === true ? (
          <Table<PracticeMember>
            rowKey="userId"
            aria-labelledby={headingId}
            columns={fields.map((field): TableColumnsType<PracticeMember>[number] => ({
              key: field.key,
              title: field.title,
              render: (_value: unknown, member: PracticeMember) => field.render(member),
            }))}
            dataSource={practice.members}
            pagination={false}
            scroll={{ x: TABLE_MIN_WIDTH }}
          />
        ) : (
          <ul className="tl-practice__cards" aria-labelledby={headingId}>
            {practice.members.map((member) => (
              <li key={member.userId}>
                <Card size="small">
                  <CardFields
                    fields={fields
                      .map((field) => ({ key: field.key, title: field.title, value: field.render(member) }))
                      .filter(({ value }) => value !== null)}
                  />
                </Card>
              </li>
            ))}
          </ul>
        )}
        <Button
          className="tl-practice__leave"
          onClick={() =>
            mine !== undefined && (mine.assignedJobs ?? 0) > 0
              ? setHandingOver(mine)
              : leaving.ask(undefined, {
                  title: t("practicePages.leaveConfirm", { practice: practice.name }),
                  content: t("practicePages.leaveConfirmText"),
                  okText: t("practicePages.leaveSubmit"),
                  doneText: t("practicePages.left"),
                  danger: true,
                })
          }
        >
          {t("practicePages.leave")}
        </Button>
      </section>
      <ChangeRoleDialog member={changing} onClose={() => setChanging(null)} />
      <HandOverDialog
        practice={practice}
        going={handingOver}
        myId={me?.id}
        onClose={() => setHandingOver(null)}
      />
    </Card>
  );
}
