import { basisPointsOfPercent, feePercentText } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Alert, App, Button, Card, Form, InputNumber, Typography } from "antd";
import { problemText } from "../../lib/problem-text";
import { useSavePaymentFee } from "./api";

interface FeeForm {
  percent: number | null;
}

/**
 * Taxlane's fee on payments, typed as a percent with two decimals and kept in basis points. It applies
 * to payments started from now on: a payment keeps the fee it was started with.
 */
export function PaymentFeeCard({ feeBasisPoints }: { feeBasisPoints: number }) {
  const save = useSavePaymentFee();
  const { message } = App.useApp();
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>
          {t("operatorPayments.feeHeading")}
        </Typography.Title>
      }
    >
      <Typography.Paragraph>
        {t("operatorPayments.feeNow", {
          percent: feePercentText(feeBasisPoints),
          basisPoints: String(feeBasisPoints),
        })}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t("operatorPayments.feeExplained")}</Typography.Paragraph>
      <Form<FeeForm>
        // A saved fee gives the form its new starting value.
        key={feeBasisPoints}
        layout="vertical"
        initialValues={{ percent: feeBasisPoints / 100 }}
        onFinish={({ percent }) =>
          save.mutate(basisPointsOfPercent(percent ?? 0), {
            onSuccess: (saved) =>
              void message.success(
                t("operatorPayments.feeSaved", { percent: feePercentText(saved.feeBasisPoints) }),
              ),
          })
        }
      >
        <Form.Item
          label={t("operatorPayments.feeLabel")}
          name="percent"
          rules={[{ required: true, message: t("operatorPayments.feeRequired") }]}
        >
          <InputNumber min={0} max={30} step={0.25} precision={2} suffix="%" style={{ width: 160 }} />
        </Form.Item>
        {save.error ? <Alert type="error" showIcon role="alert" title={problemText(save.error)} /> : null}
        <Button type="primary" htmlType="submit" loading={save.isPending} style={{ marginTop: 8 }}>
          {t("operatorPayments.saveFee")}
        </Button>
      </Form>
    </Card>
  );
}
