import { useQuery } from "@tanstack/react-query";
import type { EngagementLetter } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Alert, Button, Card, Collapse, Space, Tag, Typography } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { DownloadFileButton } from "../../../components/DownloadFileButton";
import { LoadError, LoadingCard } from "../../../components/QueryStates";
import { dateText } from "../../../lib/format";
import { engagementLetterQuery } from "./api";
import { ChangeLetterDialog } from "./ChangeLetterDialog";
import { letterStatus, waitsForTaxpayer } from "./letter-text";
import { SignLetterDialog } from "./SignLetterDialog";
import "./engagement-letter.css";

type Side = "expert" | "taxpayer";

/**
 * A job's engagement letter for either side: where its signature stands, the signed PDF and the
 * versions signed before, and the letter itself. The taxpayer signs it here when it waits for them;
 * the professional changes it here, or goes to the template their new quotes use.
 */
export function EngagementLetterCard({ side, quoteId }: { side: Side; quoteId: number }) {
  const letter = useQuery(engagementLetterQuery(quoteId));
  if (letter.isPending) return <LoadingCard label={t("engagementLetterPages.letterLoading")} rows={3} />;
  if (letter.isError) {
    return (
      <LoadError
        title={t("engagementLetterPages.letterLoadError")}
        error={letter.error}
        onRetry={() => void letter.refetch()}
        retrying={letter.isRefetching}
      />
    );
  }
  return <LetterCard side={side} letter={letter.data} />;
}

function LetterCard({ side, letter }: { side: Side; letter: EngagementLetter }) {
  const [dialog, setDialog] = useState<"sign" | "change" | null>(null);
  const status = letterStatus(letter);
  const professional = letter.professionalName;
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>
          {t("engagementLetterPages.cardHeading")}
        </Typography.Title>
      }
      style={{ marginBottom: 16 }}
    >
      <div className="tl-letter-card__lines">
        <div role="status">
          <Tag color={status.color}>{status.text}</Tag>
        </div>
        {letter.status === "not-signed" ? null : (
          <Typography.Text type="secondary">{acceptanceText(side, letter)}</Typography.Text>
        )}
        {letter.signedFile !== null ? (
          <div>
            <DownloadFileButton file={letter.signedFile} label={t("engagementLetterPages.downloadSigned")} />
          </div>
        ) : letter.status === "signed" ? (
          <Typography.Text type="secondary">{t("engagementLetterPages.noFileYet")}</Typography.Text>
        ) : null}
      </div>

      {side === "taxpayer" && waitsForTaxpayer(letter) && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t("engagementLetterPages.taxpayerMustSign", { name: professional })}
          action={
            <Button type="primary" onClick={() => setDialog("sign")}>
              {t("engagementLetterPages.signLetter")}
            </Button>
          }
        />
      )}

      <Collapse
        style={{ marginBottom: 16 }}
        items={[
          {
            key: "letter",
            label: t("engagementLetterPages.readLetter"),
            children: <div className="tl-letter__body">{letter.body}</div>,
          },
        ]}
      />

      <EarlierVersions letter={letter} />

      {side === "expert" && (
        <Space wrap>
          <Button onClick={() => setDialog("change")}>{t("engagementLetterPages.changeLetter")}</Button>
          <Link to="/expert/engagement-letter">{t("engagementLetterPages.editTemplate")}</Link>
        </Space>
      )}

      {side === "taxpayer" ? (
        <SignLetterDialog
          target={{ quoteId: letter.quoteId, professionalName: professional }}
          purpose="again"
          open={dialog === "sign"}
          onClose={() => setDialog(null)}
        />
      ) : (
        <ChangeLetterDialog letter={letter} open={dialog === "change"} onClose={() => setDialog(null)} />
      )}
    </Card>
  );
}

/**
 * Whether the professional accepted the letter (by confirming the quote), said to either side; not
 * said of a letter never signed (a quote chosen and confirmed without one), which would read as agreed.
 */
function acceptanceText(side: Side, letter: EngagementLetter): string {
  const name = letter.professionalName;
  if (letter.acceptedAt === null) {
    return side === "expert"
      ? t("engagementLetterPages.youAcceptByConfirming")
      : t("engagementLetterPages.notAcceptedYet", { name });
  }
  const date = dateText(letter.acceptedAt);
  return side === "expert"
    ? t("engagementLetterPages.youAccepted", { date })
    : t("engagementLetterPages.acceptedOn", { name, date });
}

/** The versions signed before the current one, newest first as the API gives them, each with its PDF. */
function EarlierVersions({ letter }: { letter: EngagementLetter }) {
  if (letter.earlierVersions.length === 0) return null;
  return (
    <section aria-label={t("engagementLetterPages.earlierHeading")} style={{ marginBottom: 16 }}>
      <Typography.Title level={3} style={{ fontSize: 15 }}>
        {t("engagementLetterPages.earlierHeading")}
      </Typography.Title>
      <ul className="tl-letter-card__versions">
        {letter.earlierVersions.map((version) => (
          <li key={version.version}>
            {t("engagementLetterPages.earlierVersion", {
              version: version.version,
              date: dateText(version.signedAt),
              name: version.signerName,
            })}
            {version.signedFile !== null && (
              <>
                {" "}
                <DownloadFileButton
                  file={version.signedFile}
                  label={t("engagementLetterPages.downloadVersion", { version: version.version })}
                />
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
