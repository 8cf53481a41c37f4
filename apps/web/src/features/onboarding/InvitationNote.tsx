/** Said while the answers go through an expert's invitation link. */
export function InvitationNote() {
  return (
    <p className="tl-wizard__note">
      You are answering through your tax professional's invitation: this request goes to them alone.
    </p>
  );
}
