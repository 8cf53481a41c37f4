import "./Logo.css";

interface LogoMarkProps {
  size?: number;
}

/** The Taxlane mark (the same drawing as `public/favicon.svg`); decorative, the wordmark names it. */
export function LogoMark({ size = 32 }: LogoMarkProps) {
  return (
    <svg
      className="tl-logo__mark"
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="64" height="64" rx="14" fill="#0f5c5c" />
      <path d="M15 17h34v8H36v24h-8V25H15z" fill="#fff" />
      <path
        d="M40 40l4 4 9-10"
        fill="none"
        stroke="#f2b84b"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

interface LogoProps {
  size?: number;
  tone?: "dark" | "light";
}

export function Logo({ size = 32, tone = "dark" }: LogoProps) {
  return (
    <span className={`tl-logo tl-logo--${tone}`}>
      <LogoMark size={size} />
      <span className="tl-logo__word">Taxlane</span>
    </span>
  );
}
