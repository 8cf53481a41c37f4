import { closeAccountRequestSchema, privacyTexts } from "@taxlane/contract";
import { Alert, Button, Card, Form, Input, Modal, Typography } from "antd";
import { useId, useState } from "react";
import { DownloadBlock } from "../../components/DownloadBlock";
import { errorDisplay, schemaRule } from "../../lib/form-rules";
import { fetchMyData, useCloseAccount, useMyDataDownloads, useRefreshDownloads } from "./api";
import { downloadsText } from "./downloads-text";
import "./privacy.css";
import { t } from "@taxlane/contract/i18n";

function DownloadMyData() {
  const downloads = useMyDataDownloads();
  const refresh = useRefreshDownloads();
  const noneLeft = downloads.data?.remaining === 0;
  const [done, setDone] = useState(false);
  return (
    <div className="tl-your-data__part">
      <Typography.Title level={3}>{t("privacy.downloadHeading")}</Typography.Title>
      <p>{t("privacy.downloadText")}</p>
      {downloads.data && <p className="tl-your-data__left">{downloadsText(downloads.data)}</p>}
      {downloads.isError && <p className="tl-your-data__left">{t("privacy.downloadsUnknown")}</p>}
      <DownloadBlock
        fetchFile={() => {
          setDone(false);
          return fetchMyData();
        }}
        fileName={() => `taxlane-data-${new Date().toISOString().slice(0, 10)}.zip`}
        onDownloaded={() => setDone(true)}
        onSettled={() => void refresh()}
        disabled={noneLeft}
        problemFirst
        problemView={(text) => <Alert type="error" showIcon role="alert" title={text} />}
        status={done && <p role="status">{t("privacy.downloading")}</p>}
      >
        {t("privacy.downloadHeading")}
      </DownloadBlock>
    </div>
  );
}

function CloseMyAccount() {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ password: string }>();
  const closing = useCloseAccount();
  const passwordId = useId();
  const shown = closing.isError ? errorDisplay(closing.error, ["password"] as const) : null;
  const submit = ({ password }: { password: string }) => closing.mutate(password);
  return (
    <div className="tl-your-data__part">
      <Typography.Title level={3}>{t("privacy.closeAccount")}</Typography.Title>
      <p>{t("privacy.closeText")}</p>
      <Button danger onClick={() => setOpen(true)}>
        {t("privacy.closeAccount")}
      </Button>
      <Modal
        open={open}
        title={t("privacy.closeQuestion")}
        okText={t("privacy.closeAccount")}
        okButtonProps={{ danger: true, loading: closing.isPending }}
        cancelText={t("privacy.keepAccount")}
        onOk={() => form.submit()}
        onCancel={() => {
          setOpen(false);
          closing.reset();
          form.resetFields();
        }}
        destroyOnHidden
      >
        <p>{privacyTexts.closeConfirm}</p>
        <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
          <Form.Item
            name="password"
            label={t("privacy.yourPassword")}
            htmlFor={passwordId}
            rules={[schemaRule(closeAccountRequestSchema.shape.password)]}
            validateStatus={shown?.fields.length ? "error" : undefined}
            help={shown?.fields[0]?.errors[0]}
          >
            <Input.Password id={passwordId} autoComplete="current-password" />
          </Form.Item>
        </Form>
        {shown && shown.fields.length === 0 && (
          <Alert type="error" showIcon role="alert" title={shown.message} />
        )}
      </Modal>
    </div>
  );
}

/** The person's rights over their data, on their profile: download it all, close the account. */
export function YourDataCard() {
  return (
    <section className="tl-your-data" aria-labelledby="tl-your-data-title">
      <Card>
        <Typography.Title level={2} id="tl-your-data-title" className="tl-your-data__title">
          {t("privacy.yourDataTitle")}
        </Typography.Title>
        <DownloadMyData />
        <CloseMyAccount />
      </Card>
    </section>
  );
}
