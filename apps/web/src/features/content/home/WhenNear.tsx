import { type ReactNode, Suspense, useEffect, useRef, useState } from "react";

interface WhenNearProps {
  /** Space the section is likely to take, so the page does not jump when it arrives. */
  minHeight: number;
  /** The id the section will have, kept on the placeholder so links to it still land. */
  id?: string;
  children: ReactNode;
}

/**
 * Renders `children` (typically a lazy section) only once the place it will occupy comes near the
 * viewport, so the home page's first load carries just what is on screen.
 */
export function WhenNear({ minHeight, id, children }: WhenNearProps) {
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

  const reserved = <div ref={near ? undefined : placeholder} id={id} style={{ minHeight }} />;
  return near ? <Suspense fallback={reserved}>{children}</Suspense> : reserved;
}
