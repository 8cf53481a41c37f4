import { Badge } from "antd";
import { useUnreadMessagesCount } from "./api";
import { unreadText } from "./message-text";
import "./nav-badge.css";

/** The unread count beside the sidebar's Messages link, on every page of the area. */
export function MessagesNavBadge() {
  const { data } = useUnreadMessagesCount();
  const count = data?.count ?? 0;
  if (count === 0) return null;
  return (
    <>
      <Badge count={count} size="small" className="tl-chat-nav-badge" aria-hidden />
      <span className="tl-visually-hidden">, {unreadText(count)}</span>
    </>
  );
}
