import { useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useContext, useMemo, useState } from "react";
import { lazyDialog } from "../../components/lazy-dialog";
import { hasFeedbackQuery } from "./api";
import { markPrompted, type ReviewTarget, wasPrompted } from "./review-prompt";

// Its form checks the review with the contract's schema: loaded when the dialog first opens, not with the page.
const ReviewDialog = lazyDialog(
  () => import("./ReviewDialog").then((module) => module.ReviewDialog),
  (props) => props.target !== null,
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
      <ReviewDialog target={target} onClose={() => setTarget(null)} />
    </ReviewPromptContext.Provider>
  );
}

export function useReviewPrompt(): ReviewPrompt {
  const prompt = useContext(ReviewPromptContext);
  if (prompt === null) throw new Error("useReviewPrompt needs a ReviewPromptProvider above it");
  return prompt;
}
