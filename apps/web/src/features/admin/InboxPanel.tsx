import { useQuery } from "@tanstack/react-query";
import { t } from "@taxlane/contract/i18n";
import { Empty, List, Segmented, Typography } from "antd";
import { useState } from "react";
import { LoadError } from "../../components/QueryStates";
import { dateTimeText } from "../../lib/format";
import { inboxQuery } from "./api";

type Topic = "all" | "contact" | "demo";

/** The contact and book-a-demo messages, newest first. */
export function InboxPanel() {
  const [topic, setTopic] = useState<Topic>("all");
  const inbox = useQuery(inboxQuery(topic === "all" ? undefined : topic));
  if (inbox.error) {
    return (
      <LoadError
        title={t("admin.inboxLoadError")}
        error={inbox.error}
        onRetry={() => void inbox.refetch()}
        retrying={inbox.isFetching}
      />
    );
  }
  return (
    <>
      <Segmented<Topic>
        aria-label={t("admin.inboxWhich")}
        value={topic}
        onChange={setTopic}
        options={[
          { value: "all", label: t("admin.inboxAll") },
          { value: "contact", label: t("admin.inboxContact") },
          { value: "demo", label: t("admin.bookDemo") },
        ]}
        style={{ marginBottom: 16 }}
      />
      <List
        loading={inbox.isPending}
        dataSource={inbox.data ?? []}
        locale={{ emptyText: <Empty description={t("admin.noInboxMessages")} /> }}
        renderItem={(message) => (
          <List.Item key={message.id}>
            <List.Item.Meta
              title={
                <>
                  {message.fullName}
                  {message.organizationName ? ` (${message.organizationName})` : ""} ·{" "}
                  {message.topic === "demo" ? t("admin.bookDemo") : t("admin.inboxContact")}
                </>
              }
              description={
                <>
                  <a href={`mailto:${message.email}`}>{message.email}</a>
                  {message.phone ? ` · ${message.phone}` : ""} · {dateTimeText(message.createdAt)}
                </>
              }
            />
            <Typography.Paragraph style={{ whiteSpace: "pre-wrap", margin: 0 }}>
              {message.message}
            </Typography.Paragraph>
          </List.Item>
        )}
      />
    </>
  );
}
