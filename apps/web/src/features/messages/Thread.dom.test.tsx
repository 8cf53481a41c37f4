import { appTexts, type ChatConnection, type ChatMessage, endpoints } from "@taxlane/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { answer } from "../../testing/contract-handlers";
import { server } from "../../testing/msw-server";
import { renderWithApp } from "../../testing/render";
import { Thread } from "./Thread";
import { useOutbox } from "./use-outbox";

const ME = 10;
const connection: ChatConnection = {
  id: 3,
  userId: 20,
  firstName: "Dana",
  lastName: "Nguyen",
  avatar: null,
  lastMessageDate: "2026-03-02T09:00:00.000Z",
  messagesCount: 1,
  hasUnReadMessage: false,
  connectionName: "conversation-3-name",
  unreadCount: 0,
  lastSequence: 1,
};
const hello: ChatMessage = {
  id: 100,
  avatar: null,
  message: "Hello, please send your W-2.",
  createdDate: "2026-03-02T09:00:00.000Z",
  createdBy: 20,
  userChatConnectionId: 3,
  files: [],
  sequence: 1,
  clientMessageId: null,
};

/** The thread as the messages page shows it: with the page's outbox. */
function ThreadWithOutbox() {
  const outbox = useOutbox();
  return <Thread connection={connection} myUserId={ME} outbox={outbox} />;
}

describe("the message thread and its outbox", () => {
  it("keeps a message sent while the network fails and sends it again, under the same id, on Retry", async () => {
    const tries: string[] = [];
    server.use(
      answer(endpoints.chat.getChatMessages, ({ url }) =>
        url.searchParams.has("afterSequence") ? [] : [hello],
      ),
      answer(endpoints.chat.markChatRead, () => HttpResponse.json(null)),
      answer(endpoints.chat.sendMessage, ({ body }) => {
        tries.push(String((body as FormData).get("clientMessageId")));
        return HttpResponse.error();
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderWithApp(<ThreadWithOutbox />);

    const log = await screen.findByRole("log", { name: "Messages with Dana Nguyen" });
    expect(within(log).getByText("Hello, please send your W-2.")).toBeTruthy();

    await user.type(screen.getByRole("textbox", { name: "Message to Dana Nguyen" }), "Here it is.");
    await user.click(screen.getByRole("button", { name: "Send" }));

    // Kept in the thread, with why it failed and a way to try again.
    const failure = await within(log).findByRole("alert");
    expect(within(failure).getByText(appTexts.somethingWentWrong)).toBeTruthy();
    expect(within(log).getByText("Here it is.")).toBeTruthy();
    expect(within(log).getByText("Not sent")).toBeTruthy();
    expect(tries).toHaveLength(1);

    server.use(
      answer(endpoints.chat.sendMessage, ({ body }) => {
        const form = body as FormData;
        const clientMessageId = String(form.get("clientMessageId"));
        tries.push(clientMessageId);
        return {
          id: 101,
          avatar: null,
          message: String(form.get("message")),
          createdDate: "2026-03-02T09:05:00.000Z",
          createdBy: ME,
          userChatConnectionId: 3,
          files: [],
          sequence: 2,
          clientMessageId,
        };
      }),
    );
    await user.click(within(failure).getByRole("button", { name: "Retry" }));

    await waitFor(() => expect(within(log).queryByText("Not sent")).toBeNull());
    expect(within(log).getAllByText("Here it is.")).toHaveLength(1);
    expect(within(log).queryByRole("alert")).toBeNull();
    expect(tries).toHaveLength(2);
    expect(tries[1]).toBe(tries[0]);
  });

  it("gives up a failed message on Discard", async () => {
    server.use(
      answer(endpoints.chat.getChatMessages, () => [hello]),
      answer(endpoints.chat.markChatRead, () => HttpResponse.json(null)),
      answer(endpoints.chat.sendMessage, () => HttpResponse.error()),
    );
    const user = userEvent.setup({ delay: null });
    renderWithApp(<ThreadWithOutbox />);

    const log = await screen.findByRole("log");
    await user.type(screen.getByRole("textbox", { name: "Message to Dana Nguyen" }), "Lost words{Enter}");
    const failure = await within(log).findByRole("alert");
    await user.click(within(failure).getByRole("button", { name: "Discard" }));
    await waitFor(() => expect(within(log).queryByText("Lost words")).toBeNull());
  });
});
