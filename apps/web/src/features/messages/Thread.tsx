import { ArrowLeftOutlined } from "@ant-design/icons";
import { type ChatConnection, chatClosedAccountText } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Alert, Avatar, Button, Spin } from "antd";
import { useEffect, useId, useLayoutEffect, useRef } from "react";
import { LoadError } from "../../components/QueryStates";
import { avatarSrc } from "../../entities/account";
import { personName } from "../../lib/format";
import { problemText } from "../../lib/problem-text";
import { useLoadEarlier, useThread } from "./api";
import { Composer } from "./Composer";
import { MessageItem, OutgoingItem } from "./MessageItem";
import { clientIdsOf, pendingFor } from "./outbox";
import { lastSequence } from "./thread-pages";
import type { Outbox } from "./use-outbox";
import { useReadMarks } from "./use-read-marks";

/** Within this many pixels of an edge counts as being at it. */
const EDGE_PX = 48;

const isAtBottom = (box: HTMLElement) => box.scrollHeight - box.scrollTop - box.clientHeight < EDGE_PX;

interface ThreadProps {
  connection: ChatConnection;
  myUserId: number | undefined;
  outbox: Outbox;
  /** On a phone: back to the list. */
  onBack?: () => void;
  /** On a phone, opened from the list (now gone): the focus moves to the thread's heading. */
  focusHeading?: boolean;
}

/** One conversation: its messages (newest at the bottom, older ones on scrolling up) and the composer. */
export function Thread({ connection, myUserId, outbox, onBack, focusHeading = false }: ThreadProps) {
  const thread = useThread(connection.id);
  const earlier = useLoadEarlier(connection.id);
  const otherName = personName(connection.firstName, connection.lastName);
  const headingId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const messages = thread.data?.messages ?? [];
  const pending = pendingFor(outbox.outbox, connection.id, clientIdsOf(messages));

  useReadMarks({
    connectionId: connection.id,
    messages,
    myUserId,
    unreadCount: connection.unreadCount ?? (connection.hasUnReadMessage ? 1 : 0),
    threadShown: thread.isSuccess,
  });

  // Keep the view where the person is: at the bottom as messages arrive (when they were there), and
  // on the same message when an older page is added above.
  const oldestId = messages[0]?.id;
  const newest = lastSequence(messages) + pending.length;
  const layout = useRef({ oldestId, newest, height: 0, atBottom: true });
  useLayoutEffect(() => {
    const box = scroller.current;
    if (box === null) return;
    const before = layout.current;
    if (before.oldestId !== undefined && oldestId !== before.oldestId && newest === before.newest) {
      box.scrollTop += box.scrollHeight - before.height;
    } else if (before.atBottom || newest !== before.newest) {
      box.scrollTop = box.scrollHeight;
    }
    layout.current = { oldestId, newest, height: box.scrollHeight, atBottom: isAtBottom(box) };
  }, [oldestId, newest]);

  // An image preview arriving grows the thread after it was laid out: keep the newest message in view.
  const list = useRef<HTMLOListElement>(null);
  const loaded = thread.isSuccess;
  useEffect(() => {
    const box = scroller.current;
    const content = list.current;
    if (!loaded || box === null || content === null || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => {
      if (layout.current.atBottom) box.scrollTop = box.scrollHeight;
    });
    observer.observe(content);
    return () => observer.disconnect();
  }, [loaded]);

  const onScroll = () => {
    const box = scroller.current;
    if (box === null) return;
    layout.current.atBottom = isAtBottom(box);
    layout.current.height = box.scrollHeight;
    // After a failure the button (with the reason beside it) tries again, not every scroll.
    if (box.scrollTop < EDGE_PX && thread.data?.hasEarlier && !earlier.isPending && !earlier.isError) {
      earlier.mutate();
    }
  };

  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);

  const src = avatarSrc(connection.avatar);
  return (
    <section className="tl-chat-thread" aria-labelledby={headingId}>
      <header className="tl-chat-thread__head">
        {onBack !== undefined && (
          <Button
            type="text"
            icon={<ArrowLeftOutlined aria-hidden />}
            onClick={onBack}
            aria-label={t("messages.allConversations")}
            title={t("messages.allConversations")}
          />
        )}
        <Avatar src={src ?? undefined} alt="" aria-hidden>
          {src === null ? (connection.firstName.charAt(0) || "?").toUpperCase() : null}
        </Avatar>
        <h2 id={headingId} className="tl-chat-thread__title" ref={heading} tabIndex={-1}>
          {otherName}
        </h2>
      </header>
      {thread.isPending ? (
        <div className="tl-chat-thread__state" role="status">
          <Spin /> <span>{t("messages.loadingMessages")}</span>
        </div>
      ) : thread.isError ? (
        <div className="tl-chat-thread__state">
          <LoadError
            title={t("messages.threadLoadError")}
            error={thread.error}
            onRetry={() => void thread.refetch()}
            retrying={thread.isRefetching}
          />
        </div>
      ) : (
        <div
          ref={scroller}
          className="tl-chat-thread__log"
          role="log"
          aria-live="polite"
          aria-label={t("messages.threadWith", { name: otherName })}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keys.
          tabIndex={0}
          onScroll={onScroll}
        >
          {thread.data.hasEarlier && (
            <div className="tl-chat-thread__earlier">
              <Button size="small" loading={earlier.isPending} onClick={() => earlier.mutate()}>
                {t("messages.loadEarlier")}
              </Button>
              {earlier.isError && (
                <span className="tl-chat-thread__problem" role="alert">
                  {problemText(earlier.error)}
                </span>
              )}
            </div>
          )}
          {messages.length === 0 && pending.length === 0 && (
            <p className="tl-chat-thread__empty">{t("messages.sayHello", { name: connection.firstName })}</p>
          )}
          <ol className="tl-chat-thread__list" ref={list}>
            {messages.map((message) => (
              <MessageItem
                key={message.id}
                message={message}
                mine={message.createdBy === myUserId}
                otherName={otherName}
              />
            ))}
            {pending.map((message) => (
              <OutgoingItem
                key={message.clientMessageId}
                message={message}
                onRetry={outbox.retry}
                onDiscard={outbox.discard}
              />
            ))}
          </ol>
        </div>
      )}
      {connection.otherAccountClosed ? (
        // The kept conversation stays readable; nothing new can reach a closed account.
        <Alert className="tl-chat-thread__closed" type="info" showIcon title={chatClosedAccountText} />
      ) : (
        <Composer otherName={otherName} onSend={(text, files) => outbox.send(connection.id, text, files)} />
      )}
    </section>
  );
}
