import { t } from "@taxlane/contract/i18n";
import { useId } from "react";
import { InvitationLink } from "../../../entities/invitation";

/** "Invite a client": a link for a client of the expert's own, whose request comes to this expert alone. */
export function InviteClient() {
  const headingId = useId();
  return (
    <section className="tl-requests__invite" aria-labelledby={headingId}>
      <h2 id={headingId} className="tl-requests__section-title">
        {t("quotes.inviteClient")}
      </h2>
      <InvitationLink />
    </section>
  );
}
