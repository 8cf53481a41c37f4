import { useQuery } from "@tanstack/react-query";
import type { UncorrectedRejection } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Empty, Table, Typography } from "antd";
import { LoadError } from "../../components/QueryStates";
import { uncorrectedRejectionsQuery } from "./api";

/** "Dec 2, 2026, 4:22 AM": the browser's zone, to the minute. */
const atText = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/** Rejected filings their professional did not correct within 24 hours: the operator follows up. */
export function UncorrectedRejectionsPanel() {
  const rejections = useQuery(uncorrectedRejectionsQuery());
  if (rejections.error) {
    return (
      <LoadError
        title={t("filingPages.adminLoadError")}
        error={rejections.error}
        onRetry={() => void rejections.refetch()}
        retrying={rejections.isFetching}
      />
    );
  }
  return (
    <>
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {t("filingPages.adminIntro")}
      </Typography.Title>
      <Table<UncorrectedRejection>
        rowKey="filingId"
        loading={rejections.isPending}
        dataSource={rejections.data ?? []}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: <Empty description={t("filingPages.adminEmpty")} /> }}
        columns={[
          {
            key: "job",
            title: t("filingPages.adminJob"),
            render: (_value, row) =>
              t("filingPages.adminJobLine", { quoteId: String(row.quoteId), jurisdiction: row.jurisdiction }),
          },
          { key: "professional", title: t("filingPages.adminProfessional"), dataIndex: "professionalName" },
          { key: "code", title: t("filingPages.adminCode"), dataIndex: "rejectCode" },
          {
            key: "at",
            title: t("filingPages.adminRecordedAt"),
            render: (_value, row) => atText.format(new Date(row.rejectedAt)),
          },
        ]}
      />
    </>
  );
}
