import { containsSsnLikeNumber, publicFormLimits } from "@taxlane/contract";
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { isApiError } from "../../lib/api-client";
import { useAskChatbot } from "./api";
import {
  CHAT_GREETING,
  type ChatEntry,
  type ChatMessage,
  SENSITIVE_NOT_SENT,
  SENSITIVE_REMOVED,
} from "./chat-messages";
import "./chat-panel.css";
import { chatbot } from "@taxlane/contract/i18n/local/chatbot";

interface ChatPanelProps {
  open: boolean;
  /** Closes the panel and gives the focus back to what opened it. */
  onClose: () => void;
  /** Closes the panel as a link in it leads to another page, which then has the focus. */
  onLeave: () => void;
}

const SORRY = chatbot.sorry;

function AssistantAnswer({
  message,
  onNavigate,
}: {
  message: Extract<ChatMessage, { from: "assistant" }>;
  onNavigate: () => void;
}) {
  const { answer } = message;
  return (
    <div className="tl-chat-msg tl-chat-msg--assistant">
      <span className="tl-visually-hidden">{chatbot.assistantSays} </span>
      {answer.sensitiveNumberRemoved && <p className="tl-chat-msg__removed">{SENSITIVE_REMOVED}</p>}
      <p className="tl-chat-msg__text">{answer.reply}</p>
      {answer.sources.length > 0 && (
        <ul className="tl-chat-msg__sources" aria-label={chatbot.readMore}>
          {answer.sources.map((source) => (
            <li key={`${source.kind}-${source.id}`}>
              <Link to={source.url} className="tl-chat-source" onClick={onNavigate}>
                <span className="tl-chat-source__kind">
                  {source.kind === "faq" ? chatbot.sourceFaq : chatbot.sourceBlog}
                </span>
                <span className="tl-chat-source__title">{source.title}</span>
                {source.excerpt !== "" && <span className="tl-chat-source__excerpt">{source.excerpt}</span>}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {!answer.known && (
        <p>
          <Link to="/contact-us" className="tl-chat-msg__contact" onClick={onNavigate}>
            {chatbot.contactUs}
          </Link>
        </p>
      )}
    </div>
  );
}

/** The assistant: a greeting, the conversation (in memory only) and a question box. */
export function ChatPanel({ open, onClose, onLeave }: ChatPanelProps) {
  const titleId = useId();
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const nextId = useRef(1);
  const [question, setQuestion] = useState("");
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const ask = useAskChatbot();

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  // Keep the newest message in view.
  useEffect(() => {
    const body = bodyRef.current;
    if (body && messages.length > 0) body.scrollTop = body.scrollHeight;
  }, [messages]);

  const add = (entry: ChatEntry) => {
    const message: ChatMessage = { ...entry, id: nextId.current++ };
    setMessages((current) => [...current, message]);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = question.trim();
    if (text === "" || ask.isPending) return;
    if (containsSsnLikeNumber(text)) {
      // Never sent: the person rephrases in the box, which keeps their text.
      add({ from: "notice", tone: "warning", text: SENSITIVE_NOT_SENT });
      inputRef.current?.focus();
      return;
    }
    add({ from: "person", text });
    setQuestion("");
    ask.mutate(
      { question: text },
      {
        onSuccess: (answer) => add({ from: "assistant", answer }),
        onError: (error) => {
          const text = isApiError(error) && error.status === 429 ? error.message : SORRY;
          add({ from: "notice", tone: "error", text });
        },
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Escape") return;
    event.stopPropagation();
    onClose();
  };

  return (
    <div
      className="tl-chat-panel"
      role="dialog"
      aria-labelledby={titleId}
      aria-describedby={hintId}
      hidden={!open}
      onKeyDown={onKeyDown}
    >
      <div className="tl-chat-panel__head">
        <h2 id={titleId} className="tl-chat-panel__title">
          {chatbot.askTaxlane}
        </h2>
        <button type="button" className="tl-chat-panel__close" onClick={onClose} aria-label={chatbot.close}>
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <div ref={bodyRef} className="tl-chat-panel__body">
        <p id={hintId} className="tl-chat-msg tl-chat-msg--assistant tl-chat-msg--greeting">
          {CHAT_GREETING}
        </p>
        <ol className="tl-chat-panel__messages" aria-live="polite" aria-label={chatbot.conversation}>
          {messages.map((message) => (
            <li key={message.id} className={`tl-chat-panel__row tl-chat-panel__row--${message.from}`}>
              {message.from === "person" && (
                <p className="tl-chat-msg tl-chat-msg--person">
                  <span className="tl-visually-hidden">{chatbot.youSaid} </span>
                  {message.text}
                </p>
              )}
              {message.from === "assistant" && <AssistantAnswer message={message} onNavigate={onLeave} />}
              {message.from === "notice" && (
                <p className={`tl-chat-msg tl-chat-msg--notice tl-chat-msg--${message.tone}`}>
                  {message.text}
                </p>
              )}
            </li>
          ))}
          {ask.isPending && (
            <li className="tl-chat-panel__row tl-chat-panel__row--assistant">
              <p className="tl-chat-msg tl-chat-msg--assistant tl-chat-msg--typing">{chatbot.lookingUp}</p>
            </li>
          )}
        </ol>
      </div>
      <form className="tl-chat-panel__form" onSubmit={submit}>
        <label htmlFor={inputId} className="tl-chat-panel__label">
          {chatbot.yourQuestion}
        </label>
        <div className="tl-chat-panel__row-input">
          <input
            ref={inputRef}
            id={inputId}
            className="tl-chat-panel__input"
            type="text"
            value={question}
            onChange={(event) => setQuestion(event.target.value)}
            maxLength={publicFormLimits.chatQuestion}
            autoComplete="off"
            enterKeyHint="send"
          />
          <button type="submit" className="tl-chat-panel__send">
            {chatbot.send}
          </button>
        </div>
      </form>
    </div>
  );
}
