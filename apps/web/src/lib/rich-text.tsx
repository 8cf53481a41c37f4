import { Fragment, type ReactNode } from "react";

/** How each tag of a message is drawn: its inner text in, an element out. */
export type RichTags = Readonly<Record<string, (inner: ReactNode) => ReactNode>>;

/**
 * A formatted catalog message whose `<name>…</name>` parts are drawn as elements, so a sentence with a
 * link or a bold part stays one message translators see whole (the catalog's formatters keep tags as
 * text). Only the tags given are read; any other angle bracket stays text. Tags do not nest.
 */
export function richText(message: string, tags: RichTags): ReactNode {
  const names = Object.keys(tags);
  if (names.length === 0) return message;
  const pattern = new RegExp(`<(${names.join("|")})>([\\s\\S]*?)</\\1>`, "g");
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of message.matchAll(pattern)) {
    const [whole, name = "", inner = ""] = match;
    if (match.index > last) parts.push(message.slice(last, match.index));
    parts.push(<Fragment key={match.index}>{tags[name]?.(inner)}</Fragment>);
    last = match.index + whole.length;
  }
  if (last < message.length) parts.push(message.slice(last));
  return <>{parts}</>;
}

/** The tag most messages use: `<b>…</b>` drawn as `<strong>`. */
export const bold: RichTags = { b: (inner) => <strong>{inner}</strong> };
