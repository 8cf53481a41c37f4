import { starsLabel } from "./card-text";
import "./stars.css";

/** Five stars filled to the rating (0-5), read out as "4.8 out of 5 stars". */
export function Stars({ value }: { value: number }) {
  const filled = Math.max(0, Math.min(5, value)) * 20;
  return (
    <span className="tl-stars" role="img" aria-label={starsLabel(value)}>
      <span className="tl-stars__fill" style={{ width: `${filled}%` }} aria-hidden="true">
        ★★★★★
      </span>
      <span aria-hidden="true">★★★★★</span>
    </span>
  );
}
