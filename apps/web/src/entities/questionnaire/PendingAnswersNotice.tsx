import { Alert, Button, Space } from "antd";
import { useState } from "react";
import { useNavigate } from "react-router";
import { clearDraft, readPendingQuestionnaire, type SendAnswersState } from "./questionnaire-draft";

/**
 * For someone who finished the questionnaire signed out and then logged in (rather than signing
 * up): their answers wait in this browser; one click sends them, or they are discarded.
 */
export function PendingAnswersNotice() {
  const navigate = useNavigate();
  const [pending, setPending] = useState(() => readPendingQuestionnaire());
  if (pending === null) return null;
  const sendAnswers: SendAnswersState = { sendAnswers: true };
  return (
    <Alert
      type="info"
      showIcon
      title="Your answers are waiting to be sent"
      description={`You answered the ${pending.kind} questionnaire before logging in. Send your answers to request quotes from tax professionals.`}
      action={
        <Space orientation="vertical">
          <Button type="primary" onClick={() => navigate("/user/add-quote", { state: sendAnswers })}>
            Send my answers
          </Button>
          <Button
            onClick={() => {
              clearDraft();
              setPending(null);
            }}
          >
            Discard them
          </Button>
        </Space>
      }
    />
  );
}
