import { type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import "./home-sections.css";

interface WhenNearProps {
  /**
   * A class that gives the box the section's height at each screen width (see home-sections.css),
   * so nothing below moves while the section's code and data arrive.
   */
  space: string;
  /** The id the section will have, kept on the placeholder so links to it still land. */
  id?: string;
  children: ReactNode;
}

/**
 * Renders `children` (typically a lazy section) only once the place it will occupy comes near the
 * viewport, so the home page's first load carries just what is on screen. The box keeps the
 * section's height from the start and while it loads (its code, then its data).
 */
export function WhenNear({ space, id, children }: WhenNearProps) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: "400px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return (
    <div ref={placeholder} id={near ? undefined : id} className={`tl-space ${space}`}>
      {near && <Suspense>{children}</Suspense>}
    </div>
  );
}
