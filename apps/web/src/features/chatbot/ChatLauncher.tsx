import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { closeChatbot, openChatbot, useChatbotOpen } from "./chatbot-store";
import "./chat-launcher.css";

const loadPanel = () => import("./ChatPanel");
// The panel, its styles and its call are a chunk of their own, fetched on the first open only.
const ChatPanel = lazy(() => loadPanel().then((module) => ({ default: module.ChatPanel })));

function ChatGlyph() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.2 3.6c-.5.4-1.3 0-1.3-.6V16A2.5 2.5 0 0 1 4 13.5z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M8.5 9.5h7M8.5 12.5h4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

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
    <aside className="tl-chat" aria-label="Taxlane assistant">
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
        <span className="tl-chat__launcher-text">Ask Taxlane</span>
      </button>
      {(open || mounted) && (
        <Suspense
          fallback={
            <p className="tl-chat__loading" role="status">
              Opening the assistant…
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
