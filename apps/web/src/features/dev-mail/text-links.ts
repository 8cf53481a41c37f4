export type TextPart = { kind: "text"; text: string } | { kind: "link"; href: string; text: string };

const urlPattern = /https?:\/\/[^\s<>"']+/g;
/** Punctuation that ends a sentence rather than the address. */
const trailing = /[.,;:!?)\]}]+$/;

/**
 * Splits a plain-text e-mail body into text and http(s) addresses, so the mailbox can show its
 * links as links while everything else stays text (no HTML from the message is ever rendered).
 */
export function splitLinks(body: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of body.matchAll(urlPattern)) {
    const start = match.index;
    const href = match[0].replace(trailing, "");
    if (start > last) parts.push({ kind: "text", text: body.slice(last, start) });
    parts.push({ kind: "link", href, text: href });
    last = start + href.length;
  }
  if (last < body.length) parts.push({ kind: "text", text: body.slice(last) });
  return parts;
}
