import { messages } from "@taxlane/contract/i18n/local/messages";
import { Button } from "../../components/ui/Button";
import { TAXPAYER_ROLE } from "../account";
import { useOpenConversation } from "./open-conversation";
import "./message-button.css";

/**
 * "Message" on a professional's public profile (a public page: our own button, no antd). Shown only to
 * a signed-in taxpayer; the server decides whether the two were introduced.
 */
export function MessageLinkButton({ userId, name }: { userId: number; name: string }) {
  const { open, busy, problem, roleId } = useOpenConversation(userId);
  if (roleId !== TAXPAYER_ROLE) return null;
  return (
    <span className="tl-message-button">
      <Button variant="secondary" size="lg" disabled={busy} aria-busy={busy} onClick={() => void open()}>
        {messages.messageButton}
        <span className="tl-visually-hidden"> {name}</span>
      </Button>
      {problem !== null && (
        <span className="tl-message-button__problem" role="alert">
          {problem}
        </span>
      )}
    </span>
  );
}
