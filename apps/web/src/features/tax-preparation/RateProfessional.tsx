import { StarOutlined } from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import { t } from "@taxlane/contract/i18n";
import { Button } from "antd";
import { hasFeedbackQuery } from "./api";
import { useReviewPrompt } from "./ReviewPrompt";
import { offersRating, type ReviewTarget } from "./review-prompt";

/** "Rate your professional" on a filed job whose professional the taxpayer has not reviewed yet. */
export function RateProfessional({ target, filed }: { target: ReviewTarget; filed: boolean }) {
  const review = useReviewPrompt();
  const { data: hasFeedback } = useQuery({ ...hasFeedbackQuery(target.accountantId), enabled: filed });
  if (!offersRating(filed, hasFeedback)) return null;
  return (
    <Button icon={<StarOutlined aria-hidden="true" />} onClick={() => review.open(target)}>
      {t("taxPreparation.rateProfessional")}
      <span className="tl-visually-hidden"> ({target.accountantName})</span>
    </Button>
  );
}
