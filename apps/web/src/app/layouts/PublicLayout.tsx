import { Outlet } from "react-router";
import { ChatLauncher } from "../../features/chatbot/ChatLauncher";
import { SiteFooter } from "./public/SiteFooter";
import { SiteHeader } from "./public/SiteHeader";
import "./public/public-layout.css";
import { layout } from "@taxlane/contract/i18n/local/layout";

/** The frame of the public pages (no antd): header, the page in `<main>`, footer. */
export function PublicLayout() {
  return (
    <div className="tl-public">
      <a className="tl-skip-link" href="#main">
        {layout.skipToContent}
      </a>
      <SiteHeader />
      <main id="main" className="tl-public__main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <ChatLauncher />
    </div>
  );
}
