import { common } from "@taxlane/contract/i18n/local/common";
import { formatPlain } from "@taxlane/contract/i18n/plain-format";
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
      title={common.pendingAnswersTitle}
      description={formatPlain(common.pendingAnswersText, { kind: pending.kind })}
      action={
        <Space orientation="vertical">
          <Button type="primary" onClick={() => navigate("/user/add-quote", { state: sendAnswers })}>
            {common.pendingAnswersSend}
          </Button>
          <Button
            onClick={() => {
              clearDraft();
              setPending(null);
            }}
          >
            {common.discardAnswers}
          </Button>
        </Space>
      }
    />
  );
}
