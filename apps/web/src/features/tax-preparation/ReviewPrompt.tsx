import { useQueryClient } from "@tanstack/react-query";
import { createContext, lazy, type ReactNode, Suspense, useContext, useMemo, useState } from "react";
import { hasFeedbackQuery } from "./api";
import { markPrompted, type ReviewTarget, wasPrompted } from "./review-prompt";

// Its form checks the review with the contract's schema: loaded when the dialog first opens, not with the page.
const ReviewDialog = lazy(() =>
  import("./ReviewDialog").then((module) => ({ default: module.ReviewDialog })),
);

interface ReviewPrompt {
  /** After a return is downloaded: asks for a review once, unless the professional is already reviewed. */
  afterDownload: (target: ReviewTarget) => void;
  /** Opens the review dialog now ("Rate your professional"). */
  open: (target: ReviewTarget) => void;
}

const ReviewPromptContext = createContext<ReviewPrompt | null>(null);

/** Holds the review dialog for a taxpayer's page, so any download or rating button on it can open it. */
export function ReviewPromptProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<ReviewTarget | null>(null);
  // Once opened it stays mounted, so closing it plays the dialog's closing motion.
  const [opened, setOpened] = useState(false);
  if (target !== null && !opened) setOpened(true);

  const prompt = useMemo<ReviewPrompt>(
    () => ({
      open: setTarget,
      afterDownload: (next) => {
        if (wasPrompted(next.accountantId)) return;
        void queryClient
          .fetchQuery(hasFeedbackQuery(next.accountantId))
          .then((reviewed) => {
            if (reviewed || wasPrompted(next.accountantId)) return;
            markPrompted(next.accountantId);
            setTarget(next);
          })
          // Not knowing whether they reviewed already, the page does not ask: asking twice is worse.
          .catch(() => undefined);
      },
    }),
    [queryClient],
  );

  return (
    <ReviewPromptContext.Provider value={prompt}>
      {children}
      {opened && (
        <Suspense fallback={null}>
          <ReviewDialog target={target} onClose={() => setTarget(null)} />
        </Suspense>
      )}
    </ReviewPromptContext.Provider>
  );
}

export function useReviewPrompt(): ReviewPrompt {
  const prompt = useContext(ReviewPromptContext);
  if (prompt === null) throw new Error("useReviewPrompt needs a ReviewPromptProvider above it");
  return prompt;
}
