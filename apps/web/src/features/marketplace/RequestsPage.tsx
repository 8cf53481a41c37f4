import { Card, Empty, Typography } from "antd";
import { usePageTitle } from "../../lib/use-page-title";
import { useCurrentUser } from "../auth/api/current-user";
import "./marketplace.css";

/** /expert/requests: requests from taxpayers; empty until one arrives (the request cards come later). */
export function RequestsPage() {
  usePageTitle("Requests");
  const { data: user } = useCurrentUser();
  return (
    <div className="tl-market">
      <header className="tl-market__head">
        <Typography.Title level={1} className="tl-market__title">
          Requests
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
              <Typography.Text strong>No requests yet</Typography.Text>
              <br />
              <Typography.Text type="secondary">
                New requests from taxpayers will appear here.
              </Typography.Text>
            </>
          }
        />
      </Card>
    </div>
  );
}
