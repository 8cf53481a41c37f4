import { useQuery } from "@tanstack/react-query";
import { INVOICE_REMINDER_DAYS, type PaymentSettings } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { App, Button, Card, Form, Select, Switch, Typography } from "antd";
import { useId, useState } from "react";
import { FormAlert } from "../../../components/FormAlert";
import { LoadError, LoadingCard } from "../../../components/QueryStates";
import { errorDisplay } from "../../../lib/form-rules";
import { paymentSettingsQuery, useSavePaymentSettings } from "./api";

const settingsFields = ["releaseOnPayment", "reminderEveryDays", "keepDepositOnCancel"] as const;

const reminderOptions = INVOICE_REMINDER_DAYS.map((days) => ({
  value: days,
  label: days === 0 ? t("paymentPages.reminderNever") : t("paymentPages.reminderEvery", { days }),
}));

function SettingsForm({ settings }: { settings: PaymentSettings }) {
  const [form] = Form.useForm<PaymentSettings>();
  const save = useSavePaymentSettings();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { message } = App.useApp();
  const submit = (values: PaymentSettings) => {
    setRefusal(null);
    save.mutate(values, {
      onSuccess: () => void message.success(t("paymentPages.settingsSaved")),
      onError: (error) => {
        const shown = errorDisplay(error, settingsFields);
        form.setFields(shown.fields);
        setRefusal(shown.message);
      },
    });
  };
  return (
    <Form<PaymentSettings>
      form={form}
      name="payment-settings"
      layout="vertical"
      initialValues={settings}
      onFinish={submit}
    >
      <FormAlert message={refusal} />
      <Form.Item
        name="releaseOnPayment"
        label={t("paymentPages.releaseOnPayment")}
        extra={t("paymentPages.releaseOnPaymentHint")}
        valuePropName="checked"
      >
        <Switch />
      </Form.Item>
      <Form.Item name="reminderEveryDays" label={t("paymentPages.reminderEveryDays")}>
        <Select options={reminderOptions} className="tl-ledger__reminders" />
      </Form.Item>
      <Form.Item
        name="keepDepositOnCancel"
        label={t("paymentPages.keepDepositOnCancel")}
        extra={t("paymentPages.keepDepositOnCancelHint")}
        valuePropName="checked"
      >
        <Switch />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t("paymentPages.saveSettings")}
      </Button>
    </Form>
  );
}

/** How the professional takes payment: holding the return, reminding, keeping a deposit. */
export function PaymentSettingsCard() {
  const settings = useQuery(paymentSettingsQuery());
  const headingId = useId();
  if (settings.isPending) return <LoadingCard label={t("paymentPages.settingsLoading")} rows={3} />;
  if (settings.isError)
    return (
      <LoadError
        title={t("paymentPages.settingsLoadError")}
        error={settings.error}
        onRetry={() => void settings.refetch()}
        retrying={settings.isRefetching}
      />
    );
  return (
    <Card>
      <section aria-labelledby={headingId}>
        <Typography.Title level={2} id={headingId} className="tl-ledger__title">
          {t("paymentPages.settingsTitle")}
        </Typography.Title>
        <SettingsForm settings={settings.data} />
      </section>
    </Card>
  );
}
