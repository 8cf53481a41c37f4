import type { HTMLAttributes } from "react";
import "./ui.css";

/** Centers content at the site's maximum width with side padding. */
export function Container({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={className ? `tl-container ${className}` : "tl-container"} {...rest} />;
}
