import { useQuery } from "@tanstack/react-query";
import { t } from "@taxlane/contract/i18n";
import { organizerOfKind, type ReviewValue, reviewSections } from "@taxlane/organizer";
import { Empty, List, Typography } from "antd";
import { DownloadFileButton } from "../../components/DownloadFileButton";
import { LoadError, LoadingCard } from "../../components/QueryStates";
import { supportCaseAnswersQuery } from "./api";

function Value({ value }: { value: ReviewValue }) {
  switch (value.kind) {
    case "text":
    case "masked":
      return <span>{value.text}</span>;
    case "files":
      return (
        <ul style={{ listStyle: "none", margin: 0, padding: 0 }}>
          {value.files.map((file) => (
            <li key={file.id}>
              <DownloadFileButton file={file} label={file.name} />
            </li>
          ))}
        </ul>
      );
    case "table":
      return <span>{t("admin.supportTableRows", { count: value.rows.length })}</span>;
    case "empty":
      return <span className="tl-muted">{t("admin.supportNoAnswer")}</span>;
  }
}

/** A live support case's organizer answers (sensitive ones masked) and files, by section. */
export function SupportCaseAnswers({
  caseId,
  organizer,
}: {
  caseId: number;
  organizer: "individual" | "business";
}) {
  const answers = useQuery(supportCaseAnswersQuery(caseId));
  if (answers.isPending) return <LoadingCard label={t("admin.loadingAnswers")} rows={4} />;
  if (answers.isError) {
    return (
      <LoadError
        title={t("admin.answersLoadError")}
        error={answers.error}
        onRetry={() => void answers.refetch()}
        retrying={answers.isFetching}
      />
    );
  }
  if (answers.data.length === 0) return <Empty description={t("admin.noAnswers")} />;
  return (
    <>
      {reviewSections(organizerOfKind(organizer), answers.data).map((section) => (
        <List
          key={section.sectionId}
          size="small"
          header={
            <Typography.Title level={3} style={{ fontSize: 15, margin: 0 }}>
              {section.title}
            </Typography.Title>
          }
          dataSource={section.items}
          renderItem={(item) => (
            <List.Item key={item.answerId}>
              <div>
                <Typography.Text strong>{item.label}</Typography.Text>
                <div>
                  <Value value={item.value} />
                </div>
              </div>
            </List.Item>
          )}
        />
      ))}
    </>
  );
}
