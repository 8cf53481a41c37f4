import { useQuery } from "@tanstack/react-query";
import { MAX_SUPPORT_CASE_MESSAGE } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Alert, Button, Card, Form, Input, Popconfirm, Space, Typography } from "antd";
import { dateTimeText } from "../../lib/format";
import { problemText } from "../../lib/problem-text";
import { supportCaseQuery, useCloseSupportCase, useOpenSupportCase } from "./api";

/**
 * Ask Taxlane's support for help with this job: opening a case lets our operators read the job's
 * organizer answers and files for a limited time; closing it ends that at once. Without a case they
 * cannot read them.
 */
export function SupportCaseCard({ quoteId }: { quoteId: number }) {
  const status = useQuery(supportCaseQuery(quoteId));
  const open = useOpenSupportCase(quoteId);
  const close = useCloseSupportCase(quoteId);
  if (!status.data) return null;
  const { openCase, hours } = status.data;
  const failure = open.error ?? close.error;
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>
          {t("consent.supportHeading")}
        </Typography.Title>
      }
      style={{ marginTop: 16 }}
    >
      {failure ? <Alert type="error" showIcon role="alert" title={problemText(failure)} /> : null}
      {openCase ? (
        <Space direction="vertical">
          <Typography.Text role="status">
            {t("consent.supportCaseOpen", { until: dateTimeText(openCase.expiresAt) })}
          </Typography.Text>
          <Popconfirm
            title={t("consent.supportCloseQuestion")}
            description={t("consent.supportCloseText")}
            okText={t("consent.closeCase")}
            onConfirm={() => close.mutate()}
          >
            <Button loading={close.isPending}>{t("consent.supportClose")}</Button>
          </Popconfirm>
        </Space>
      ) : (
        <Form layout="vertical" onFinish={(values: { message: string }) => open.mutate(values.message)}>
          <Typography.Paragraph>{t("consent.supportCannotSee", { hours })}</Typography.Paragraph>
          <Form.Item
            label={t("consent.supportNeedLabel")}
            name="message"
            rules={[{ required: true, whitespace: true, message: t("consent.supportNeedPlaceholder") }]}
          >
            <Input.TextArea rows={3} maxLength={MAX_SUPPORT_CASE_MESSAGE} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={open.isPending}>
            {t("consent.supportOpen")}
          </Button>
        </Form>
      )}
    </Card>
  );
}
