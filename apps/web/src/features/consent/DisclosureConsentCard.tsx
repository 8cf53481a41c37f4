import { useQuery } from "@tanstack/react-query";
import { t } from "@taxlane/contract/i18n";
import { Alert, Button, Card, Popconfirm, Space, Typography } from "antd";
import { dateText } from "../../lib/format";
import { problemText } from "../../lib/problem-text";
import { disclosureConsentQuery, useGiveConsent, useWithdrawConsent } from "./api";

/**
 * The taxpayer's consent (IRC §7216) to uses of this job's answers and files beyond their professional
 * preparing the return: the plain words, agree, and withdraw later. The professional they chose reads
 * the answers without it.
 */
export function DisclosureConsentCard({ quoteId }: { quoteId: number }) {
  const consent = useQuery(disclosureConsentQuery(quoteId));
  const give = useGiveConsent(quoteId);
  const withdraw = useWithdrawConsent(quoteId);
  if (!consent.data) return null;
  const { text, textVersion, agreedAt } = consent.data;
  const failure = give.error ?? withdraw.error;
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>
          {t("consent.disclosureHeading")}
        </Typography.Title>
      }
      style={{ marginBottom: 16 }}
    >
      <Typography.Paragraph>{text}</Typography.Paragraph>
      {failure ? <Alert type="error" showIcon role="alert" title={problemText(failure)} /> : null}
      {agreedAt ? (
        <Space wrap>
          <Typography.Text role="status">
            {t("consent.agreedOn", { date: dateText(agreedAt) })}
          </Typography.Text>
          <Popconfirm
            title={t("consent.withdrawQuestion")}
            description={t("consent.withdrawText")}
            okText={t("consent.withdraw")}
            onConfirm={() => withdraw.mutate()}
          >
            <Button loading={withdraw.isPending}>{t("consent.withdrawConsent")}</Button>
          </Popconfirm>
        </Space>
      ) : (
        <Space wrap>
          <Typography.Text role="status">{t("consent.onlyProfessionalSees")}</Typography.Text>
          <Button type="primary" loading={give.isPending} onClick={() => give.mutate(textVersion)}>
            {t("consent.agree")}
          </Button>
        </Space>
      )}
    </Card>
  );
}
