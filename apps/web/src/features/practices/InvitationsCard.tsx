import { type Practice, type PracticeInvitation, practiceRoleTexts } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { App, Button, Card, Empty, Tag, Typography } from "antd";
import { useId, useState } from "react";
import { FormAlert } from "../../components/FormAlert";
import { dateText } from "../../lib/format";
import { problemText } from "../../lib/problem-text";
import { useRevokeInvitation } from "./api";
import { InviteMemberDialog } from "./InviteMemberDialog";
import { nextMemberNotice } from "./SeatsLine";

/** One invitation: to whom, with what role, by whom and until when; withdrawn with one button. */
function InvitationItem({
  invitation,
  onRevoke,
  revoking,
}: {
  invitation: PracticeInvitation;
  onRevoke: () => void;
  revoking: boolean;
}) {
  return (
    <li className="tl-practice__invitation">
      <div className="tl-practice__person">
        <Typography.Text strong>{invitation.email}</Typography.Text>
        <span>
          <Tag>{practiceRoleTexts[invitation.role].name}</Tag>
          <Typography.Text type={invitation.expired ? "danger" : "secondary"}>
            {invitation.expired
              ? t("practicePages.expired")
              : t("practicePages.expiresOn", { date: dateText(invitation.expiresAt) })}
          </Typography.Text>
        </span>
        <Typography.Text type="secondary">
          {t("practicePages.invitedOn", { name: invitation.invitedBy, date: dateText(invitation.invitedAt) })}
        </Typography.Text>
      </div>
      <Button
        onClick={onRevoke}
        loading={revoking}
        aria-label={t("practicePages.revokeOf", { email: invitation.email })}
      >
        {t("practicePages.revoke")}
      </Button>
    </li>
  );
}

/**
 * An owner's pending invitations, and the "Invite a member" dialog (which says what the next member
 * costs once the included ones, open invitations counted, are taken).
 */
export function InvitationsCard({
  invitations,
  seats,
}: {
  invitations: NonNullable<Practice["invitations"]>;
  seats?: Practice["seats"];
}) {
  const headingId = useId();
  const [inviting, setInviting] = useState(false);
  const revoke = useRevokeInvitation();
  const { message } = App.useApp();
  const withdraw = (invitation: PracticeInvitation) =>
    revoke.mutate(invitation.id, {
      onSuccess: () => void message.success(t("practicePages.revoked", { email: invitation.email })),
    });
  return (
    <Card>
      <section aria-labelledby={headingId}>
        <div className="tl-practice__heading">
          <Typography.Title level={2} id={headingId} className="tl-practice__title">
            {t("practicePages.invitationsTitle")}
          </Typography.Title>
          <Button type="primary" onClick={() => setInviting(true)}>
            {t("practicePages.invite")}
          </Button>
        </div>
        <FormAlert message={revoke.isError ? problemText(revoke.error) : null} />
        {invitations.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("practicePages.invitationsEmpty")} />
        ) : (
          <ul className="tl-practice__invitations" aria-labelledby={headingId}>
            {invitations.map((invitation) => (
              <InvitationItem
                key={invitation.id}
                invitation={invitation}
                onRevoke={() => withdraw(invitation)}
                revoking={revoke.isPending && revoke.variables === invitation.id}
              />
            ))}
          </ul>
        )}
      </section>
      <InviteMemberDialog
        open={inviting}
        onClose={() => setInviting(false)}
        seatNotice={nextMemberNotice(
          seats,
          (seats?.used ?? 0) + invitations.filter((invitation) => !invitation.expired).length,
        )}
      />
    </Card>
  );
}
