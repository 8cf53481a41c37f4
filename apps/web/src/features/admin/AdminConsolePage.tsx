import { t } from "@taxlane/contract/i18n";
import { Typography } from "antd";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { PageTabs } from "../../components/PageTabs";
import { usePageTitle } from "../../lib/use-page-title";
import { AccountsPanel } from "./AccountsPanel";
import { AuditLogPanel } from "./AuditLogPanel";
import { BlogPostsPanel } from "./BlogPostsPanel";
import { FaqPanel } from "./FaqPanel";
import { InboxPanel } from "./InboxPanel";
import { PaymentsPanel } from "./PaymentsPanel";
import { PlansPanel } from "./PlansPanel";
import { SupportCasesPanel } from "./SupportCasesPanel";
import { UncorrectedRejectionsPanel } from "./UncorrectedRejectionsPanel";
import { VerificationPanel } from "./VerificationPanel";

const tabs = [
  "verification",
  "accounts",
  "support",
  "rejections",
  "health",
  "blog",
  "faq",
  "plans",
  "payments",
  "inbox",
  "audit",
] as const;
type Tab = (typeof tabs)[number];
const isTab = (value: string | null): value is Tab => tabs.some((tab) => tab === value);

/**
 * /admin: the operator console (operators only). The tab is in the address (`?tab=`). The marketplace
 * health panel is another feature's, given by the route that composes the two.
 */
export function AdminConsolePage({ healthPanel }: { healthPanel: ReactNode }) {
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const active: Tab = isTab(requested) ? requested : "verification";
  usePageTitle(t("admin.consoleTitle"));
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        {t("admin.consoleTitle")}
      </Typography.Title>
      <PageTabs
        activeKey={active}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        items={[
          { key: "verification", label: t("admin.tabVerification"), children: <VerificationPanel /> },
          { key: "accounts", label: t("admin.tabAccounts"), children: <AccountsPanel /> },
          { key: "support", label: t("admin.tabSupport"), children: <SupportCasesPanel /> },
          { key: "rejections", label: t("filingPages.adminTab"), children: <UncorrectedRejectionsPanel /> },
          { key: "health", label: t("dashboards.healthTab"), children: healthPanel },
          { key: "blog", label: t("admin.tabBlog"), children: <BlogPostsPanel /> },
          { key: "faq", label: t("admin.tabFaq"), children: <FaqPanel /> },
          { key: "plans", label: t("admin.tabPlans"), children: <PlansPanel /> },
          { key: "payments", label: t("operatorPayments.tab"), children: <PaymentsPanel /> },
          { key: "inbox", label: t("admin.tabInbox"), children: <InboxPanel /> },
          { key: "audit", label: t("admin.tabAudit"), children: <AuditLogPanel /> },
        ]}
      />
    </>
  );
}
