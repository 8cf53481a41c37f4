import { useEffect, useRef } from "react";

/** A ref whose element takes the focus when it first shows, if `focus`: the page moved on to it. */
export function useFocusOnMount<T extends HTMLElement>(focus: boolean) {
  const element = useRef<T>(null);
  // Read on showing only: a later render of the same step must not pull the focus back.
  const focusOnShow = useRef(focus);
  useEffect(() => {
    if (focusOnShow.current) element.current?.focus();
  }, []);
  return element;
}
