import { notificationHref, type UserNotification } from "@taxlane/contract";
import { Link } from "react-router";
import { fullDateText, notificationTexts, relativeTimeText } from "./notification-text";

interface NotificationItemProps {
  notification: UserNotification;
  /** Shown as unread: still unread, or read only since the list opened. */
  unread: boolean;
  now: number;
  /** Called when its link is followed, to close the list. */
  onNavigate: () => void;
}

/** One notification: title, text and age; a link to what it is about when it has one. */
export function NotificationItem({ notification, unread, now, onNavigate }: NotificationItemProps) {
  const content = (
    <>
      {unread && (
        <>
          <span className="tl-notification__dot" aria-hidden="true" />
          <span className="tl-visually-hidden">{notificationTexts.unread}: </span>
        </>
      )}
      {/* A notice is written when sent, in its recipient's language then (docs/decisions/0300). */}
      <span className="tl-notification__title" data-stored-text>
        {notification.title}
      </span>
      {notification.description !== "" && (
        <span className="tl-notification__description" data-stored-text>
          {notification.description}
        </span>
      )}
      <time
        className="tl-notification__time"
        dateTime={notification.createdDate}
        title={fullDateText(notification.createdDate)}
      >
        {relativeTimeText(notification.createdDate, now)}
      </time>
    </>
  );
  const className = `tl-notification${unread ? " tl-notification--unread" : ""}`;
  return (
    <li className={className}>
      {notification.link === null || notification.link === "" ? (
        <div className="tl-notification__body">{content}</div>
      ) : (
        <Link to={notificationHref(notification.link)} className="tl-notification__body" onClick={onNavigate}>
          {content}
        </Link>
      )}
    </li>
  );
}
