import { useEffect } from "react";

/**
 * Sets `<meta name="description">` while the calling page is shown and puts the site's own back
 * when it goes, so a shared link previewed by a browser extension or a reader sees the post's summary.
 */
export function useMetaDescription(description: string | undefined): void {
  useEffect(() => {
    if (description === undefined || description === "") return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = meta === null;
    if (meta === null) {
      meta = document.createElement("meta");
      meta.name = "description";
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = description;
    const element = meta;
    return () => {
      if (created) element.remove();
      else element.content = previous;
    };
  }, [description]);
}
