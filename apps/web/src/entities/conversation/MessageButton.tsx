import { MessageOutlined } from "@ant-design/icons";
import { messages } from "@taxlane/contract/i18n/local/messages";
import { Button } from "antd";
import { useOpenConversation } from "./open-conversation";
import "./message-button.css";

/**
 * "Message" beside a quote, a request or a job (signed-in areas, antd): opens the conversation with
 * the other person. `name` is said to screen readers, since lists repeat the button row after row.
 */
export function MessageButton({ userId, name }: { userId: number; name: string }) {
  const { open, busy, problem } = useOpenConversation(userId);
  return (
    <span className="tl-message-button">
      <Button icon={<MessageOutlined aria-hidden />} loading={busy} onClick={() => void open()}>
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
