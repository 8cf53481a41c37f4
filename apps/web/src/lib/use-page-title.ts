import { pageTitle } from "@taxlane/contract";
import { useEffect } from "react";

/** Sets `document.title` to "<title> · Taxlane" (just "Taxlane" without a title). */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
