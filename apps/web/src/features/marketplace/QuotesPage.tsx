import { Card, Empty, Typography } from "antd";
import { ButtonLink } from "../../components/ui/Button";
import { usePageTitle } from "../../lib/use-page-title";
import { useCurrentUser } from "../auth/api/current-user";
import "./marketplace.css";

/** /user/quotes: the taxpayer's quotes; empty until quotes arrive (the quotes table comes later). */
export function QuotesPage() {
  usePageTitle("Quotes");
  const { data: user } = useCurrentUser();
  return (
    <div className="tl-market">
      <header className="tl-market__head">
        <Typography.Title level={1} className="tl-market__title">
          Quotes
        </Typography.Title>
        {user !== undefined && (
          <Typography.Paragraph className="tl-market__greeting">
            Welcome, {user.firstName}.
          </Typography.Paragraph>
        )}
      </header>
      <Card>
        <Empty
          description={
            <>
              <Typography.Text strong>No quotes yet</Typography.Text>
              <br />
              <Typography.Text type="secondary">
                Request quotes and the tax professionals who answer will appear here to compare.
              </Typography.Text>
            </>
          }
        >
          <ButtonLink to="/user/add-quote" size="lg">
            Request quotes
          </ButtonLink>
        </Empty>
      </Card>
    </div>
  );
}
