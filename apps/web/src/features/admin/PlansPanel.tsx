import { useQuery } from "@tanstack/react-query";
import type { AdminPlan } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Alert, App, Button, Card, Empty, Form, Input, InputNumber, Space, Switch, Typography } from "antd";
import { LoadError, LoadingCard } from "../../components/QueryStates";
import { problemText } from "../../lib/problem-text";
import { adminPlansQuery, useSavePlan } from "./api";

interface PlanForm {
  name: string;
  monthlyPrice: number;
  yearlyPrice: number;
  active: boolean;
}

/** What a new price does to the plan's live subscriptions. */
const subscribersNote = (count: number) =>
  count === 0
    ? t("admin.noLiveSubscriptions")
    : t("admin.liveSubscriptions", { count, total: String(count) });

function PlanCard({ plan }: { plan: AdminPlan }) {
  const save = useSavePlan();
  const { message } = App.useApp();
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>
          {plan.name}
        </Typography.Title>
      }
      extra={<Typography.Text type="secondary">{plan.code}</Typography.Text>}
    >
      <Form<PlanForm>
        layout="vertical"
        initialValues={plan}
        onFinish={(values) =>
          save.mutate(
            { id: plan.id, ...values },
            { onSuccess: () => void message.success(t("admin.planSaved")) },
          )
        }
      >
        <Form.Item label={t("admin.nameLabel")} name="name" rules={[{ required: true, whitespace: true }]}>
          <Input maxLength={80} />
        </Form.Item>
        <Space wrap align="start">
          <Form.Item label={t("admin.monthlyPrice")} name="monthlyPrice" rules={[{ required: true }]}>
            <InputNumber min={0.01} step={1} precision={2} />
          </Form.Item>
          <Form.Item label={t("admin.yearlyPrice")} name="yearlyPrice" rules={[{ required: true }]}>
            <InputNumber min={0.01} step={1} precision={2} />
          </Form.Item>
          <Form.Item label={t("admin.onSale")} name="active" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
        <Typography.Paragraph type="secondary">
          {subscribersNote(plan.subscribers)} {t("admin.offSaleHint")}
        </Typography.Paragraph>
        {save.error ? <Alert type="error" showIcon role="alert" title={problemText(save.error)} /> : null}
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t("admin.saveName", { name: plan.name })}
        </Button>
      </Form>
    </Card>
  );
}

/** The plans and their prices: rename, reprice, take off sale or put back. */
export function PlansPanel() {
  const plans = useQuery(adminPlansQuery());
  if (plans.isPending) return <LoadingCard label={t("admin.loadingPlans")} />;
  if (plans.isError) {
    return (
      <LoadError
        title={t("admin.plansLoadError")}
        error={plans.error}
        onRetry={() => void plans.refetch()}
        retrying={plans.isFetching}
      />
    );
  }
  if (plans.data.length === 0) return <Empty description={t("admin.noPlans")} />;
  return (
    <Space direction="vertical" size={16} style={{ width: "100%" }}>
      {plans.data.map((plan) => (
        <PlanCard key={plan.id} plan={plan} />
      ))}
    </Space>
  );
}
