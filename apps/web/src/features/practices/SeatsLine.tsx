import type { PracticeSeats } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Typography } from "antd";
import { formatUsd } from "../../entities/plan";

/** "$49 a month": a further seat's price, from the practice's seats. */
export const seatPrice = (seats: PracticeSeats) => ({
  price: formatUsd(seats.pricePerSeatCents / 100),
  per: seats.interval === "year" ? t("billing.aYear") : t("billing.aMonth"),
});

/** What the practice's members cost in a sentence: included seats used, further seats charged. */
export function seatsSentence(seats: PracticeSeats): string {
  const words = { ...seatPrice(seats), used: seats.used, included: seats.included, extra: seats.extra };
  return seats.extra > 0 ? t("practicePages.seatsLineExtra", words) : t("practicePages.seatsLine", words);
}

/**
 * The seats line under the members: "3 of 3 included seats used · each further member $49 a month",
 * and whether the plan's seats are still being updated at the provider.
 */
export function SeatsLine({ seats }: { seats: PracticeSeats }) {
  return (
    <div className="tl-practice__seats">
      <Typography.Paragraph type="secondary">{seatsSentence(seats)}</Typography.Paragraph>
      {seats.billing === "pending" && (
        <Typography.Paragraph type="secondary">{t("practicePages.seatsPending")}</Typography.Paragraph>
      )}
      {seats.billing === "failed" && (
        <Typography.Paragraph type="warning">{t("practicePages.seatsFailed")}</Typography.Paragraph>
      )}
    </div>
  );
}

/**
 * What the invite dialog says once the included members are taken (`taken` counts the open
 * invitations too, as the server does): the next member is charged, or the plan must change first.
 */
export function nextMemberNotice(seats: PracticeSeats | undefined, taken: number): string | null {
  if (!seats || taken < seats.included) return null;
  return seats.canAddBeyond
    ? t("practicePages.seatsNextCharged", seatPrice(seats))
    : t("practicePages.seatsNeedPlan", { included: seats.included });
}
