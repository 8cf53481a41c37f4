import type { ChatConnection } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Avatar, Badge } from "antd";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { avatarSrc } from "../../entities/account";
import { personName } from "../../lib/format";
import { lastMessageText, unreadText } from "./message-text";

const unreadOf = (connection: ChatConnection) =>
  connection.unreadCount ?? (connection.hasUnReadMessage ? 1 : 0);

/** The conversations, latest first: who, when the last message came, and how many are unread. */
export function ConversationList({
  connections,
  selectedId,
  focusId = null,
  onOpen,
}: {
  connections: readonly ChatConnection[];
  selectedId: number | null;
  /** On a phone, back from a thread: its row takes the focus again. */
  focusId?: number | null;
  onOpen?: (connectionId: number) => void;
}) {
  const root = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focusId === null) return;
    root.current?.querySelector<HTMLElement>(`[data-connection="${focusId}"]`)?.focus();
  }, [focusId]);
  return (
    <nav className="tl-chat-list" aria-label={t("messages.conversations")} ref={root}>
      <ul>
        {connections.map((connection) => {
          const name = personName(connection.firstName, connection.lastName);
          const unread = unreadOf(connection);
          const src = avatarSrc(connection.avatar);
          const current = connection.id === selectedId;
          return (
            <li key={connection.id}>
              <Link
                to={`?c=${connection.id}`}
                data-connection={connection.id}
                onClick={() => onOpen?.(connection.id)}
                className={`tl-chat-list__item ${current ? "tl-chat-list__item--current" : ""}`}
                aria-current={current ? "page" : undefined}
              >
                <Avatar src={src ?? undefined} alt="" aria-hidden>
                  {src === null ? (connection.firstName.charAt(0) || "?").toUpperCase() : null}
                </Avatar>
                <span className="tl-chat-list__who">
                  <span className={`tl-chat-list__name ${unread > 0 ? "tl-chat-list__name--unread" : ""}`}>
                    {name}
                  </span>
                  <span className="tl-chat-list__date">{lastMessageText(connection.lastMessageDate)}</span>
                </span>
                {unread > 0 && (
                  <>
                    <Badge count={unread} className="tl-chat-list__badge" aria-hidden />
                    <span className="tl-visually-hidden">, {unreadText(unread)}</span>
                  </>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
