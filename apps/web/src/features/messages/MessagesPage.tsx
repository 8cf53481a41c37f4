import { RoleId } from "@taxlane/contract";
import { Card, Empty, Grid } from "antd";
import { type ReactNode, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { LoadError, LoadingCard } from "../../components/QueryStates";
import { MarketPage, useCurrentUser } from "../../entities/account";
import { useConnections } from "./api";
import { ConversationList } from "./ConversationList";
import { EMPTY_MESSAGES_TEXT } from "./message-text";
import { Thread } from "./Thread";
import { useOutbox } from "./use-outbox";
import "./messages.css";
import { t } from "@taxlane/contract/i18n";

/** The conversation chosen in the address (`?c=<id>`), or `null`. */
function chosenId(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/**
 * /user/messages and /expert/messages: the conversations beside the chosen one on a wide screen; on a
 * phone one at a time, the thread with a way back to the list.
 */
export function MessagesPage() {
  const [params, setParams] = useSearchParams();
  const wide = Grid.useBreakpoint().md === true;
  const connections = useConnections();
  const { data: user } = useCurrentUser();
  const outbox = useOutbox();
  // Where the focus goes on a phone, where list and thread take turns: into a thread opened from the
  // list, and back to its row.
  const [backFrom, setBackFrom] = useState<number | null>(null);
  const [openedFromList, setOpenedFromList] = useState<number | null>(null);
  const selectedId = chosenId(params.get("c"));
  const list = connections.data ?? [];
  const selected = list.find((connection) => connection.id === selectedId) ?? null;

  // A conversation just opened from a quote or a job may be newer than the list held: fetch it again.
  const missing = selectedId !== null && connections.isSuccess && selected === null;
  const { refetch, isFetching } = connections;
  useEffect(() => {
    if (missing && !isFetching) void refetch();
  }, [missing, isFetching, refetch]);

  let body: ReactNode;
  if (connections.isPending) {
    body = <LoadingCard label={t("messages.loadingConversations")} rows={5} />;
  } else if (connections.isError) {
    body = (
      <LoadError
        title={t("messages.loadError")}
        error={connections.error}
        onRetry={() => void connections.refetch()}
        retrying={connections.isRefetching}
      />
    );
  } else if (list.length === 0) {
    body = (
      <Card>
        <Empty description={EMPTY_MESSAGES_TEXT} />
      </Card>
    );
  } else {
    const showList = wide || selected === null;
    const showThread = selected !== null;
    body = (
      <div className={`tl-chat ${wide ? "tl-chat--wide" : "tl-chat--narrow"}`}>
        {showList && (
          <ConversationList
            connections={list}
            selectedId={selectedId}
            focusId={wide ? null : backFrom}
            onOpen={setOpenedFromList}
          />
        )}
        {showThread ? (
          <Thread
            key={selected.id}
            connection={selected}
            myUserId={user?.id}
            focusHeading={!wide && openedFromList === selected.id}
            outbox={outbox}
            onBack={
              wide
                ? undefined
                : () => {
                    setBackFrom(selected.id);
                    setOpenedFromList(null);
                    setParams({});
                  }
            }
          />
        ) : (
          wide && (
            <div className="tl-chat-thread tl-chat-thread--none">
              <p>{t("messages.chooseConversation")}</p>
            </div>
          )
        )}
      </div>
    );
  }
  const documentTitle =
    user?.roleId === RoleId.expert ? t("messages.headingForPractice") : t("messages.heading");
  return (
    <MarketPage title={t("messages.heading")} documentTitle={documentTitle}>
      {body}
    </MarketPage>
  );
}
