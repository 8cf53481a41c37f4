import { MAX_SIGNING_DAYS, type TaxPreparationDetail } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Button, Card, Form, Input, InputNumber, Switch } from "antd";
import { useState } from "react";
import { personName } from "../../../lib/format";
import type { SignersChoice } from "./signers-choice";

interface SignersValues {
  spouseName?: string;
  spouseEmail?: string;
  identityRequired: boolean;
  expiresInDays: number;
}

/**
 * Step 2: who signs (the job's taxpayer, fixed, and on a joint return the spouse), whether each must
 * pass an identity check first, and how many days the links stay open.
 */
export function SignersStep({
  job,
  value,
  onBack,
  onNext,
}: {
  job: TaxPreparationDetail;
  value: SignersChoice;
  onBack?: () => void;
  onNext: (choice: SignersChoice) => void;
}) {
  const [form] = Form.useForm<SignersValues>();
  const [withSpouse, setWithSpouse] = useState(value.spouse !== null);
  const submit = (values: SignersValues) =>
    onNext({
      spouse: withSpouse ? { name: values.spouseName ?? "", email: values.spouseEmail ?? "" } : null,
      identityRequired: values.identityRequired,
      expiresInDays: values.expiresInDays,
    });
  return (
    <Form<SignersValues>
      form={form}
      layout="vertical"
      style={{ maxWidth: 560 }}
      initialValues={{
        spouseName: value.spouse?.name ?? "",
        spouseEmail: value.spouse?.email ?? "",
        identityRequired: value.identityRequired,
        expiresInDays: value.expiresInDays,
      }}
      onFinish={submit}
    >
      <Card size="small" title={t("signatureRequestPages.signerTaxpayer")} style={{ marginBottom: 16 }}>
        <strong>{personName(job.taxpayer.firstName, job.taxpayer.lastName)}</strong>
        <div className="tl-muted">
          {t("signatureRequestPages.signerTaxpayerHint", { email: job.taxpayer.email })}
        </div>
      </Card>
      {withSpouse ? (
        <Card
          size="small"
          title={t("signatureRequestPages.roleSpouse")}
          style={{ marginBottom: 16 }}
          extra={
            <Button size="small" onClick={() => setWithSpouse(false)}>
              {t("signatureRequestPages.removeSpouse")}
            </Button>
          }
        >
          <Form.Item
            label={t("signatureRequestPages.spouseName")}
            name="spouseName"
            rules={[
              { required: true, whitespace: true, message: t("signatureRequestPages.spouseNameRequired") },
            ]}
          >
            <Input maxLength={100} autoComplete="off" />
          </Form.Item>
          <Form.Item
            label={t("signatureRequestPages.spouseEmail")}
            name="spouseEmail"
            rules={[
              { required: true, whitespace: true, message: t("signatureRequestPages.spouseEmailInvalid") },
              { type: "email", message: t("signatureRequestPages.spouseEmailInvalid") },
            ]}
          >
            <Input type="email" maxLength={254} autoComplete="off" />
          </Form.Item>
        </Card>
      ) : (
        <Button style={{ marginBottom: 16 }} onClick={() => setWithSpouse(true)}>
          {t("signatureRequestPages.addSpouse")}
        </Button>
      )}
      <Form.Item
        label={t("signatureRequestPages.identitySwitch")}
        name="identityRequired"
        valuePropName="checked"
        extra={t("signatureRequestPages.identityHint")}
      >
        <Switch />
      </Form.Item>
      <Form.Item
        label={t("signatureRequestPages.expiresDays")}
        name="expiresInDays"
        extra={t("signatureRequestPages.expiresDaysHint")}
        rules={[
          {
            required: true,
            type: "integer",
            min: 1,
            max: MAX_SIGNING_DAYS,
            message: t("signatureRequestPages.expiresDaysRange"),
          },
        ]}
      >
        <InputNumber min={1} max={MAX_SIGNING_DAYS} precision={0} />
      </Form.Item>
      <div className="tl-sigreq__toolbar">
        {onBack !== undefined && <Button onClick={onBack}>{t("signatureRequestPages.back")}</Button>}
        <Button type="primary" htmlType="submit">
          {t("signatureRequestPages.next")}
        </Button>
      </div>
    </Form>
  );
}
