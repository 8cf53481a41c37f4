import "./loaders.css";

interface SpinnerProps {
  size?: "md" | "lg";
}

/** A CSS-only ring; decorative, the loader around it carries the accessible label. */
export function Spinner({ size = "md" }: SpinnerProps) {
  return <span className={`tl-spinner tl-spinner--${size}`} aria-hidden="true" />;
}
