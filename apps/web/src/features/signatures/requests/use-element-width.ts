import { type RefObject, useEffect, useState } from "react";

/** The width of an element in pixels, followed as the window or the layout changes it. */
export function useElementWidth(element: RefObject<HTMLElement | null>, fallback: number): number {
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const target = element.current;
    if (target === null) return;
    const measure = () => {
      const measured = target.getBoundingClientRect().width;
      if (measured > 0) setWidth(measured);
    };
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return width;
}
