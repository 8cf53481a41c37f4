import { useEffect } from "react";

export const SITE_NAME = "Taxlane";

export function pageTitle(title?: string): string {
  return title ? `${title} · ${SITE_NAME}` : SITE_NAME;
}

/** Sets `document.title` to "<title> · Taxlane" (just "Taxlane" without a title). */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
