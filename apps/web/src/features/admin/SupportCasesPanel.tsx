import { useQuery } from "@tanstack/react-query";
import { t } from "@taxlane/contract/i18n";
import { Button, Card, Empty, List, Typography } from "antd";
import { useState } from "react";
import { LoadError } from "../../components/QueryStates";
import { supportCasesQuery } from "./api";
import { SupportCaseAnswers } from "./SupportCaseAnswers";

/** "Dec 2, 2026, 4:22 AM": the browser's zone, to the minute. */
const untilText = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/**
 * The taxpayers' open support cases. An operator reads a case's organizer answers and files only
 * while the taxpayer's grant is live; each read is in the audit log.
 */
export function SupportCasesPanel() {
  const cases = useQuery(supportCasesQuery());
  const [reading, setReading] = useState<number | null>(null);
  if (cases.error) {
    return (
      <LoadError
        title={t("admin.supportCasesLoadError")}
        error={cases.error}
        onRetry={() => void cases.refetch()}
        retrying={cases.isFetching}
      />
    );
  }
  return (
    <>
      <Typography.Paragraph type="secondary">{t("admin.supportCasesIntro")}</Typography.Paragraph>
      <List
        loading={cases.isPending}
        dataSource={cases.data ?? []}
        locale={{ emptyText: <Empty description={t("admin.noSupportCases")} /> }}
        renderItem={(supportCase) => (
          <List.Item key={supportCase.id} style={{ display: "block" }}>
            <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
              {t("admin.caseTitle", {
                name: supportCase.taxpayerName || supportCase.taxpayerEmail,
                id: supportCase.quoteId,
              })}
            </Typography.Title>
            <Typography.Paragraph type="secondary" style={{ margin: "4px 0 8px" }}>
              {t("admin.caseOpenUntil", {
                email: supportCase.taxpayerEmail,
                date: untilText.format(new Date(supportCase.expiresAt)),
              })}
            </Typography.Paragraph>
            <Typography.Paragraph style={{ whiteSpace: "pre-wrap" }}>
              {supportCase.message}
            </Typography.Paragraph>
            {reading === supportCase.id ? (
              <Card
                size="small"
                title={t("admin.organizerAnswers")}
                extra={
                  <Button size="small" onClick={() => setReading(null)}>
                    {t("admin.close")}
                  </Button>
                }
              >
                <SupportCaseAnswers caseId={supportCase.id} organizer={supportCase.organizer} />
              </Card>
            ) : (
              <Button onClick={() => setReading(supportCase.id)}>
                {t("admin.readAnswers")}
                <span className="tl-visually-hidden">
                  {" "}
                  {t("admin.ofEmail", { email: supportCase.taxpayerEmail })}
                </span>
              </Button>
            )}
          </List.Item>
        )}
      />
    </>
  );
}
