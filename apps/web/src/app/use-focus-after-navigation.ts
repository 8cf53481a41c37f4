import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * After a move to another page that took the focus with it (the button pressed is gone, or was
 * disabled while it saved, as "Save and leave" is), the focus goes to the new page: its title when
 * the title takes focus, else its `<main>`. The next Tab then goes on from the page's start rather
 * than from the top of the window. Focus a page or the person placed is left where it is.
 */
export function useFocusAfterNavigation(): void {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const active = document.activeElement;
    if (active !== null && active !== document.body) return;
    const main = document.getElementById("main");
    const title = main?.querySelector<HTMLElement>("h1[tabindex]");
    (title ?? main)?.focus({ preventScroll: true });
  }, [pathname]);
}
