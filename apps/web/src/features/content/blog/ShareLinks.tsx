import { useEffect, useState } from "react";
import { SocialIcon } from "../../../components/social/SocialIcon";
import { buildShareLinks, type ShareTarget } from "./blog-format";
import "./share-links.css";
import { content } from "@taxlane/contract/i18n/local/content";
import { formatPlain } from "@taxlane/contract/i18n/plain-format";

type CopyState = "idle" | "copied" | "failed";

const COPIED_NOTICE_MS = 4000;

function LinkGlyph() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

function MailGlyph() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
        <rect x="3" y="5" width="18" height="14" rx="2" />
        <path d="m4 7 8 6 8-6" />
      </g>
    </svg>
  );
}

const networks = [
  { key: "x", label: "X" },
  { key: "linkedin", label: "LinkedIn" },
  { key: "facebook", label: "Facebook" },
] as const;

/** Copy the address, or share it by e-mail or on a network's own page (plain links, no scripts). */
export function ShareLinks(target: ShareTarget) {
  const links = buildShareLinks(target);
  const [copy, setCopy] = useState<CopyState>("idle");

  useEffect(() => {
    if (copy === "idle") return;
    const timer = window.setTimeout(() => setCopy("idle"), COPIED_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [copy]);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(target.url);
      setCopy("copied");
    } catch {
      setCopy("failed");
    }
  };

  return (
    <section className="tl-share" aria-labelledby="share-title">
      <h2 id="share-title" className="tl-aside-title">
        {content.sharePost}
      </h2>
      <ul className="tl-share__list">
        <li>
          <button type="button" className="tl-share__item" onClick={copyLink}>
            <LinkGlyph />
            {content.copyLink}
          </button>
        </li>
        <li>
          <a className="tl-share__item" href={links.email}>
            <MailGlyph />
            <span className="tl-visually-hidden">{content.shareBy}</span>
            {content.email}
          </a>
        </li>
        {networks.map((network) => (
          <li key={network.key}>
            <a className="tl-share__item" href={links[network.key]} target="_blank" rel="noopener noreferrer">
              <SocialIcon network={network.key} />
              <span className="tl-visually-hidden">{content.shareOn}</span>
              {network.label}
              <span className="tl-visually-hidden">{content.opensInNewTab}</span>
            </a>
          </li>
        ))}
      </ul>
      <p className="tl-share__status" role="status">
        {copy === "copied" && content.linkCopied}
        {copy === "failed" && formatPlain(content.copyFailed, { url: target.url })}
      </p>
    </section>
  );
}
