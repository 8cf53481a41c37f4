import { BellOutlined } from "@ant-design/icons";
import { Badge, Button } from "antd";
import { useRef } from "react";
import { useDisclosure } from "../../components/ui/use-disclosure";
import { useNotifications } from "./api";
import { NotificationPanel } from "./NotificationPanel";
import { bellLabel, unreadCount } from "./notification-text";
import "./notifications.css";

/** The header's bell: the unread count on it, and the list of notifications under it. */
export function NotificationBell() {
  const rootRef = useRef<HTMLDivElement>(null);
  const { open, close, toggle, buttonRef, panelId } = useDisclosure({ closeOnOutsideOf: rootRef });
  const { data } = useNotifications();
  const unread = unreadCount(data);

  return (
    <div className="tl-notifications" ref={rootRef}>
      <Button
        ref={buttonRef}
        type="text"
        shape="circle"
        size="large"
        className="tl-notifications__bell"
        aria-label={bellLabel(unread)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={toggle}
      >
        {/* Inside the button, so the count is part of what the button's name already says. */}
        <Badge count={unread} size="small" title="">
          <BellOutlined className="tl-notifications__icon" />
        </Badge>
      </Button>
      {open && <NotificationPanel id={panelId} onClose={close} />}
    </div>
  );
}
