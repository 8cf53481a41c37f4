import { useQuery } from "@tanstack/react-query";
import {
  type EngagementTemplate,
  engagementPlaceholders,
  MAX_ENGAGEMENT_LETTER_LENGTH,
} from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Alert, App, Button, Card, Form, Space, Typography } from "antd";
import { useDeferredValue, useId } from "react";
import { CountedTextArea } from "../../../components/CountedTextArea";
import { FormAlert } from "../../../components/FormAlert";
import { LoadError, LoadingCard } from "../../../components/QueryStates";
import { MarketPage, useCurrentUser } from "../../../entities/account";
import { dateText, personName } from "../../../lib/format";
import { problemText } from "../../../lib/problem-text";
import { engagementTemplateQuery, useSaveEngagementTemplate } from "./api";
import { exampleValues, fillPlaceholders, placeholderMeanings, unknownPlaceholders } from "./letter-text";
import "./engagement-letter.css";

interface TemplateValues {
  body: string;
}

/**
 * /expert/engagement-letter: the letter every taxpayer signs when choosing one of the professional's
 * quotes, written once with placeholders, shown filled with example values as it is written.
 */
export function LetterTemplatePage() {
  const template = useQuery(engagementTemplateQuery());
  return (
    <MarketPage title={t("engagementLetterPages.templateHeading")}>
      <div className="tl-template">
        <Typography.Paragraph>{t("engagementLetterPages.templateLead")}</Typography.Paragraph>
        {template.isPending ? (
          <LoadingCard label={t("engagementLetterPages.templateLoading")} />
        ) : template.isError ? (
          <LoadError
            title={t("engagementLetterPages.templateLoadError")}
            error={template.error}
            onRetry={() => void template.refetch()}
            retrying={template.isRefetching}
          />
        ) : (
          <TemplateEditor template={template.data} />
        )}
      </div>
    </MarketPage>
  );
}

function TemplateEditor({ template }: { template: EngagementTemplate }) {
  const [form] = Form.useForm<TemplateValues>();
  const { message } = App.useApp();
  const { data: user } = useCurrentUser();
  const save = useSaveEngagementTemplate();
  const ids = { placeholders: useId(), preview: useId() };
  const body = Form.useWatch("body", form) ?? template.body;
  const previewed = useDeferredValue(body);
  const professional = user === undefined ? "" : personName(user.firstName, user.lastName);
  const meanings = placeholderMeanings();
  const unknown = unknownPlaceholders(previewed);

  const submit = ({ body: written }: TemplateValues) =>
    save.mutate(written.trim(), {
      onSuccess: () => void message.success(t("engagementLetterPages.templateSaved")),
    });

  return (
    <>
      <Card>
        <Typography.Title level={2} id={ids.placeholders} style={{ fontSize: 18, marginTop: 0 }}>
          {t("engagementLetterPages.placeholdersHeading")}
        </Typography.Title>
        <dl className="tl-template__placeholders" aria-labelledby={ids.placeholders}>
          {engagementPlaceholders.map((placeholder) => (
            <div key={placeholder} style={{ display: "contents" }}>
              <dt>{placeholder}</dt>
              <dd>{meanings[placeholder]}</dd>
            </div>
          ))}
        </dl>
      </Card>

      <Card>
        <Typography.Paragraph type="secondary" role="status">
          {template.isDefault || template.updatedAt === null
            ? t("engagementLetterPages.usingDefault")
            : t("engagementLetterPages.savedOn", { date: dateText(template.updatedAt) })}
        </Typography.Paragraph>
        <Form<TemplateValues>
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={{ body: template.body }}
          onFinish={submit}
          onValuesChange={() => save.reset()}
        >
          {save.isError && (
            <FormAlert
              message={`${t("engagementLetterPages.templateSaveFailed")} ${problemText(save.error)}`}
            />
          )}
          <Form.Item
            name="body"
            label={t("engagementLetterPages.templateLabel")}
            rules={[{ required: true, whitespace: true, message: t("signatureRules.letterRequired") }]}
          >
            <CountedTextArea
              autoSize={{ minRows: 10, maxRows: 30 }}
              showCount
              maxLength={MAX_ENGAGEMENT_LETTER_LENGTH}
            />
          </Form.Item>
          {unknown.length > 0 && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 16 }}
              title={t("engagementLetterPages.unknownPlaceholders", { words: unknown.join(", ") })}
            />
          )}
          <Space wrap>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t("engagementLetterPages.templateSave")}
            </Button>
            <Button
              onClick={() => {
                form.setFieldsValue({ body: template.defaultBody });
                save.reset();
              }}
            >
              {t("engagementLetterPages.useDefault")}
            </Button>
          </Space>
        </Form>
      </Card>

      <Card>
        <Typography.Title level={2} id={ids.preview} style={{ fontSize: 18, marginTop: 0 }}>
          {t("engagementLetterPages.previewHeading")}
        </Typography.Title>
        <section className="tl-letter__body" aria-labelledby={ids.preview}>
          {previewed.trim() === ""
            ? t("engagementLetterPages.previewEmpty")
            : fillPlaceholders(previewed, exampleValues(professional || null))}
        </section>
      </Card>
    </>
  );
}
