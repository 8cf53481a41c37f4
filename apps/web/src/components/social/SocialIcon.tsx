import type { SocialNetwork } from "../../lib/site-links";

const paths: Record<Exclude<SocialNetwork, "instagram">, string> = {
  linkedin:
    "M5 9h3v10H5zM6.5 4a1.75 1.75 0 1 1 0 3.5 1.75 1.75 0 0 1 0-3.5zM10 9h2.9v1.4c.4-.8 1.4-1.6 3-1.6 3.1 0 3.6 2 3.6 4.6V19h-3v-4.9c0-1.2 0-2.6-1.6-2.6s-1.9 1.2-1.9 2.5v5H10z",
  facebook:
    "M13.5 21v-7.6h2.6l.4-3h-3V8.5c0-.9.3-1.5 1.6-1.5h1.6V4.3a21 21 0 0 0-2.4-.1c-2.4 0-4 1.4-4 4.1v2.2H7.7v3h2.6V21z",
  x: "M17.3 3.5h2.9l-6.4 7.3 7.5 9.9h-5.9l-4.6-6-5.3 6H2.6l6.8-7.8-7.2-9.4h6l4.2 5.5zm-1 15.5h1.6L7.6 5.1H5.9z",
};

/** A 24 px glyph for a social network; decorative, the link around it is labelled. */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {network === "instagram" ? (
        <g fill="none" stroke="currentColor" strokeWidth="2">
          <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <circle cx="17.3" cy="6.7" r="0.6" fill="currentColor" />
        </g>
      ) : (
        <path d={paths[network]} fill="currentColor" />
      )}
    </svg>
  );
}
