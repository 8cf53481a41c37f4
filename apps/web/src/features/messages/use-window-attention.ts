import { useEffect, useState } from "react";

const attending = () =>
  typeof document !== "undefined" && document.visibilityState === "visible" && document.hasFocus();

/**
 * Whether the person can be looking at the page: its tab is visible and its window has the focus.
 * A thread left open in a background tab or behind another window is not being read.
 */
export function useWindowAttention(): { pageVisible: boolean; windowFocused: boolean } {
  const [state, setState] = useState(() => ({
    pageVisible: typeof document === "undefined" || document.visibilityState === "visible",
    windowFocused: attending(),
  }));
  useEffect(() => {
    const update = () =>
      setState({ pageVisible: document.visibilityState === "visible", windowFocused: document.hasFocus() });
    document.addEventListener("visibilitychange", update);
    window.addEventListener("focus", update);
    window.addEventListener("blur", update);
    update();
    return () => {
      document.removeEventListener("visibilitychange", update);
      window.removeEventListener("focus", update);
      window.removeEventListener("blur", update);
    };
  }, []);
  return state;
}
