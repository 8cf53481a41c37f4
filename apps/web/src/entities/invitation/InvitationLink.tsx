import { CopyOutlined, LinkOutlined } from "@ant-design/icons";
import { Button, Card, Input } from "antd";
import { useId, useState } from "react";
import { problemText } from "../../lib/problem-text";
import { useGenerateInvitationLink } from "./invitation-api";
import "./invitation-link.css";
import { common } from "@taxlane/contract/i18n/local/common";

/**
 * "Generate invitation link": a link for a client of the expert's own; the request made through it
 * goes to this expert alone. Each press makes a new link.
 */
export function InvitationLink() {
  const generate = useGenerateInvitationLink();
  const inputId = useId();
  const [copied, setCopied] = useState<"yes" | "failed" | null>(null);
  const link = generate.data?.trim();

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied("yes");
    } catch {
      setCopied("failed");
    }
  };

  return (
    <Card>
      <div className="tl-invite">
        <div className="tl-bar">
          <p>{common.inviteIntro}</p>
          <Button
            icon={<LinkOutlined aria-hidden="true" />}
            loading={generate.isPending}
            onClick={() => {
              setCopied(null);
              generate.mutate();
            }}
          >
            {link === undefined ? common.inviteGenerate : common.inviteGenerateAgain}
          </Button>
        </div>
        {generate.isError && (
          <p className="tl-problem" role="alert">
            {problemText(generate.error)}
          </p>
        )}
        {link !== undefined && (
          <>
            <label htmlFor={inputId}>{common.inviteLinkLabel}</label>
            <div className="tl-invite__row">
              <Input id={inputId} value={link} readOnly onFocus={(event) => event.target.select()} />
              <Button
                type="primary"
                icon={<CopyOutlined aria-hidden="true" />}
                onClick={() => void copy(link)}
              >
                {common.inviteCopy}
              </Button>
            </div>
            <p className="tl-muted" role="status">
              {copied === "yes" && common.inviteCopied}
              {copied === "failed" && common.inviteCopyFailed}
            </p>
          </>
        )}
      </div>
    </Card>
  );
}
