import { t } from "@taxlane/contract/i18n";
import { Card, Empty, Typography } from "antd";
import type { ReactNode } from "react";
import { usePageTitle } from "../../lib/use-page-title";
import { useCurrentUser } from "./current-user";
import "./market-page.css";

/**
 * A page of the taxpayer or expert area: its title, a greeting for the person signed in, then its
 * content. The browser's title is `documentTitle` when the page has a more telling one than its heading.
 */
export function MarketPage({
  title,
  documentTitle,
  children,
}: {
  title: string;
  documentTitle?: string;
  children: ReactNode;
}) {
  usePageTitle(documentTitle ?? title);
  const { data: user } = useCurrentUser();
  return (
    <div className="tl-market">
      <header className="tl-market__head">
        {/* Takes the focus when the page is opened by a control that is gone afterwards. */}
        <Typography.Title level={1} className="tl-market__title" tabIndex={-1}>
          {title}
        </Typography.Title>
        {user !== undefined && (
          <Typography.Paragraph className="tl-market__greeting">
            {t("layout.welcomeName", { name: user.firstName })}
          </Typography.Paragraph>
        )}
      </header>
      {children}
    </div>
  );
}

/** A card saying there is nothing yet and what will appear; `children` is what to do meanwhile. */
export function MarketEmpty({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <Card>
      <Empty
        description={
          <>
            <Typography.Text strong>{title}</Typography.Text>
            <br />
            <Typography.Text type="secondary">{text}</Typography.Text>
          </>
        }
      >
        {children}
      </Empty>
    </Card>
  );
}
