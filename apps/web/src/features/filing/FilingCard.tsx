import type { Filing } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Button, Card, Descriptions, Tag, Typography } from "antd";
import { dateText } from "../../lib/format";
import { filingStatusText, filingTitle, methodText } from "./filing-words";

const statusColors: Record<Filing["status"], string> = {
  submitted: "processing",
  accepted: "success",
  rejected: "error",
};

/**
 * One filing as both sides see it: its status (submitted, accepted on a day, rejected with its code,
 * what the code means and what happens next), and for the professional the way to record the answer.
 */
export function FilingCard({ filing, onRecordAnswer }: { filing: Filing; onRecordAnswer?: () => void }) {
  const title = filingTitle(filing);
  return (
    <Card
      title={
        <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
          {title}
        </Typography.Title>
      }
      extra={<Tag color={statusColors[filing.status]}>{filingStatusText(filing)}</Tag>}
      size="small"
    >
      <Typography.Paragraph>
        {t("filingPages.filedOnLine", { date: dateText(filing.filedOn), method: methodText(filing.method) })}
        {filing.submissionId ? (
          <>
            <br />
            {t("filingPages.submissionLine", { id: filing.submissionId })}
          </>
        ) : null}
        {filing.correctsFilingId !== null ? (
          <>
            <br />
            {t("filingPages.correctsLine")}
          </>
        ) : null}
      </Typography.Paragraph>
      {filing.status === "submitted" ? (
        <Typography.Paragraph type="secondary">{t("filingPages.waitingLine")}</Typography.Paragraph>
      ) : null}
      {filing.status === "rejected" && filing.rejectCode ? (
        <Descriptions
          column={1}
          size="small"
          layout="vertical"
          title={t("filingPages.rejectCodeLine", { code: filing.rejectCode })}
          items={[
            {
              key: "meaning",
              label: t("filingPages.whatItMeans"),
              children: filing.rejectMeaning ?? t("filingPages.unknownCode"),
            },
            ...(filing.rejectNextStep
              ? [{ key: "next", label: t("filingPages.whatHappensNext"), children: filing.rejectNextStep }]
              : []),
            ...(filing.explanation
              ? [{ key: "note", label: t("filingPages.professionalNote"), children: filing.explanation }]
              : []),
          ]}
        />
      ) : null}
      {filing.correctedByFilingId !== null ? <Tag color="blue">{t("filingPages.correctedBy")}</Tag> : null}
      {onRecordAnswer && filing.status === "submitted" ? (
        <Button onClick={onRecordAnswer}>{t("filingPages.recordAnswer")}</Button>
      ) : null}
    </Card>
  );
}
