import { appTexts } from "@taxlane/contract";
import { Alert, Button, Empty, Skeleton } from "antd";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { isApiError } from "../../lib/api-client";
import { useMarkNotificationsRead, useNotifications } from "./api";
import { NotificationItem } from "./NotificationItem";
import { notificationTexts, unreadCount } from "./notification-text";

/**
 * Unread notifications that stay open this long in the list count as seen and are marked read;
 * a list opened and closed at once leaves them unread.
 */
export const AUTO_READ_MS = 3_000;

const errorText = (error: unknown) => (isApiError(error) ? error.message : appTexts.somethingWentWrong);

interface NotificationPanelProps {
  id: string;
  onClose: () => void;
}

/** The open list of the bell: a non-modal dialog that takes the focus when it opens. */
export function NotificationPanel({ id, onClose }: NotificationPanelProps) {
  const headingId = useId();
  const panelRef = useRef<HTMLElement>(null);
  const { data, isPending, isError, error, refetch, isRefetching } = useNotifications();
  const markRead = useMarkNotificationsRead();
  const { mutate: markAllRead } = markRead;
  // Marked read automatically, they keep their unread mark until the list closes, so people still see what was new.
  const [keptUnread, setKeptUnread] = useState<ReadonlySet<number>>(() => new Set());
  const unread = unreadCount(data);

  useEffect(() => {
    panelRef.current?.focus();
  }, []);

  useEffect(() => {
    const newIds = (data ?? []).filter((item) => !item.isRead).map((item) => item.id);
    if (newIds.length === 0) return;
    const timer = setTimeout(() => {
      setKeptUnread((kept) => new Set([...kept, ...newIds]));
      markAllRead();
    }, AUTO_READ_MS);
    return () => clearTimeout(timer);
  }, [data, markAllRead]);

  const markAllNow = () => {
    setKeptUnread(new Set());
    markAllRead();
  };

  let body: ReactNode;
  if (isPending) {
    body = (
      <div className="tl-notifications__state" role="status" aria-busy="true">
        <span className="tl-visually-hidden">{appTexts.requestInProgress}</span>
        <Skeleton active title={false} paragraph={{ rows: 3 }} />
      </div>
    );
  } else if (isError) {
    body = (
      <Alert
        className="tl-notifications__state"
        type="error"
        showIcon
        role="alert"
        title={notificationTexts.loadError}
        description={errorText(error)}
        action={
          <Button size="small" onClick={() => void refetch()} loading={isRefetching}>
            {notificationTexts.tryAgain}
          </Button>
        }
      />
    );
  } else if (data.length === 0) {
    body = (
      <Empty
        className="tl-notifications__state"
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={notificationTexts.empty}
      />
    );
  } else {
    const now = Date.now();
    body = (
      <ul className="tl-notifications__list">
        {data.map((notification) => (
          <NotificationItem
            key={notification.id}
            notification={notification}
            unread={!notification.isRead || keptUnread.has(notification.id)}
            now={now}
            onNavigate={onClose}
          />
        ))}
      </ul>
    );
  }

  return (
    <section
      id={id}
      ref={panelRef}
      className="tl-notifications__panel"
      role="dialog"
      aria-labelledby={headingId}
      tabIndex={-1}
    >
      <div className="tl-notifications__head">
        <h2 id={headingId} className="tl-notifications__heading">
          {notificationTexts.heading}
        </h2>
        <Button
          type="link"
          size="small"
          onClick={markAllNow}
          disabled={unread === 0 && keptUnread.size === 0}
        >
          {notificationTexts.markAllRead}
        </Button>
      </div>
      {markRead.isError && (
        <Alert
          className="tl-notifications__state"
          type="error"
          showIcon
          role="alert"
          title={errorText(markRead.error)}
        />
      )}
      {body}
    </section>
  );
}
