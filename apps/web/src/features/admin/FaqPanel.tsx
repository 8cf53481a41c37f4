import { useQuery } from "@tanstack/react-query";
import type { AdminFaqEntry } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Alert, Button, Form, Input, Space } from "antd";
import { useState } from "react";
import { problemText } from "../../lib/problem-text";
import { adminFaqEntriesQuery, useSaveFaqEntry } from "./api";
import { MarkdownField } from "./MarkdownField";
import { PublishableTable } from "./PublishableTable";

interface FaqForm {
  category: string;
  question: string;
  answer: string;
}

function FaqEditor({ entry, onDone }: { entry: AdminFaqEntry | null; onDone: () => void }) {
  const save = useSaveFaqEntry();
  return (
    <Form<FaqForm>
      layout="vertical"
      initialValues={entry ?? { category: "", question: "", answer: "" }}
      onFinish={(values) => save.mutate({ ...values, id: entry?.id }, { onSuccess: onDone })}
    >
      <Form.Item
        label={t("admin.faqCategory")}
        name="category"
        rules={[{ required: true, whitespace: true }]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        label={t("admin.faqQuestion")}
        name="question"
        rules={[{ required: true, whitespace: true }]}
      >
        <Input maxLength={300} />
      </Form.Item>
      <Form.Item label={t("admin.faqAnswer")} name="answer" rules={[{ required: true, whitespace: true }]}>
        <MarkdownField rows={8} />
      </Form.Item>
      {save.error ? <Alert type="error" showIcon role="alert" title={problemText(save.error)} /> : null}
      <Space style={{ marginTop: 16 }}>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {entry ? t("admin.saveChanges") : t("admin.addEntry")}
        </Button>
        <Button onClick={onDone}>{t("common.cancel")}</Button>
      </Space>
    </Form>
  );
}

/** The FAQ's entries in their order: publish or unpublish, edit, or add one at the end. */
export function FaqPanel() {
  const entries = useQuery(adminFaqEntriesQuery());
  const [editing, setEditing] = useState<AdminFaqEntry | "new" | null>(null);
  if (editing !== null) {
    return <FaqEditor entry={editing === "new" ? null : editing} onDone={() => setEditing(null)} />;
  }
  return (
    <PublishableTable<AdminFaqEntry>
      kind="faq"
      rows={entries}
      what={t("admin.theFaq")}
      newLabel={t("admin.newEntry")}
      columns={[
        { title: t("admin.faqQuestion"), dataIndex: "question" },
        { title: t("admin.faqCategory"), dataIndex: "category", responsive: ["md"] },
      ]}
      nameOf={(row) => row.question}
      onNew={() => setEditing("new")}
      onEdit={setEditing}
    />
  );
}
