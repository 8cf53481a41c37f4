import { useState } from "react";
import { nextFactIndex, taxFunFacts } from "./fun-facts";
import "./home-sections.css";

/** A button that reveals one true US tax fact per click, read out by screen readers as it appears. */
export function FunFactUnlock() {
  const [index, setIndex] = useState<number | null>(null);
  const fact = index === null ? null : taxFunFacts[index];
  return (
    <div className="tl-fun-fact">
      <button type="button" className="tl-fun-fact__button" onClick={() => setIndex(nextFactIndex(index))}>
        <span aria-hidden="true" className="tl-fun-fact__icon">
          {index === null ? "🔒" : "🔓"}
        </span>
        {index === null ? "Unlock a tax fun fact" : "Unlock another fun fact"}
      </button>
      <p className="tl-fun-fact__text" aria-live="polite">
        {fact && (
          <>
            <span className="tl-fun-fact__label">Did you know? </span>
            {fact}
          </>
        )}
      </p>
    </div>
  );
}
