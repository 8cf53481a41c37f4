import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { ChatGlyph } from "../../components/ChatGlyph";
import { closeChatbot, openChatbot, useChatbotOpen } from "../../entities/chatbot";
import "./chat-launcher.css";
import { chatbot } from "@taxlane/contract/i18n/local/chatbot";

const loadPanel = () => import("./ChatPanel");
// The panel, its styles and its call are a chunk of their own, fetched on the first open only.
const ChatPanel = lazy(() => loadPanel().then((module) => ({ default: module.ChatPanel })));

/** The "Ask Taxlane" button on every public page, and the assistant's panel once opened. */
export function ChatLauncher() {
  const open = useChatbotOpen();
  const [mounted, setMounted] = useState(false);
  const launcherRef = useRef<HTMLButtonElement>(null);

  // After the first open the panel stays mounted (hidden when closed), so the conversation lasts
  // while the person moves between pages.
  useEffect(() => {
    if (open) setMounted(true);
  }, [open]);

  return (
    <aside className="tl-chat" aria-label={chatbot.assistantName}>
      <button
        ref={launcherRef}
        type="button"
        className="tl-chat__launcher"
        aria-expanded={open}
        data-open={open}
        onClick={() => (open ? closeChatbot(false) : openChatbot())}
        onPointerEnter={() => void loadPanel()}
      >
        <ChatGlyph />
        <span className="tl-chat__launcher-text">{chatbot.askTaxlane}</span>
      </button>
      {(open || mounted) && (
        <Suspense
          fallback={
            <p className="tl-chat__loading" role="status">
              {chatbot.opening}
            </p>
          }
        >
          <ChatPanel
            open={open}
            onClose={() => closeChatbot(true, launcherRef.current)}
            onLeave={() => closeChatbot(false)}
          />
        </Suspense>
      )}
    </aside>
  );
}
