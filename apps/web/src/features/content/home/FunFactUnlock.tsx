import { useState } from "react";
import "./home-sections.css";
import { home } from "@taxlane/contract/i18n/local/home";

type Facts = typeof import("../../../entities/tax-facts");

/**
 * A button that reveals one true US tax fact per click, read out by screen readers as it appears.
 * The facts load with the first click, keeping them out of the home page's first load.
 */
export function FunFactUnlock() {
  const [shown, setShown] = useState<{ index: number; fact: string } | null>(null);
  const [failed, setFailed] = useState(false);

  const unlock = async () => {
    try {
      const { nextFactIndex, taxFunFacts }: Facts = await import("../../../entities/tax-facts");
      const index = nextFactIndex(shown?.index ?? null, taxFunFacts.length);
      setShown({ index, fact: taxFunFacts[index] ?? "" });
      setFailed(false);
    } catch {
      setFailed(true);
    }
  };

  return (
    <div className="tl-fun-fact">
      <button type="button" className="tl-fun-fact__button" onClick={() => void unlock()}>
        <svg className="tl-fun-fact__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path
            d={shown === null ? "M6 11h12v9H6zM8 11V8a4 4 0 018 0v3" : "M6 11h12v9H6zM8 11V8a4 4 0 017.5-2"}
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        {shown === null ? home.unlockFunFact : home.unlockAnotherFunFact}
      </button>
      <p className="tl-fun-fact__text" aria-live="polite">
        {failed
          ? home.funFactFailed
          : shown && (
              <>
                <span className="tl-fun-fact__label">{home.didYouKnow} </span>
                {shown.fact}
              </>
            )}
      </p>
    </div>
  );
}
