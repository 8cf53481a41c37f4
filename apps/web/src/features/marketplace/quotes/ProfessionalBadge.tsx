import type { ReactNode } from "react";
import { Link } from "react-router";
import { avatarSrc } from "../../../entities/account";
import { initialsOf, reviewsText, Stars } from "../../../entities/profile";
import "./quotes.css";
import { t } from "@taxlane/contract/i18n";

export interface Professional {
  accountantId: number;
  name: string;
  avatar: string | null;
  stars: number | null;
  reviewsCount: number;
  /** The practice the professional quotes for; absent or null when they work alone. */
  practiceName?: string | null;
}

/** Stars with the number of reviews, or that the professional is new and has none yet. */
export function Rating({ stars, reviewsCount }: Pick<Professional, "stars" | "reviewsCount">) {
  if (stars === null) return <span className="tl-pro__new">{t("quotes.newOnTaxlane")}</span>;
  return (
    <span className="tl-pro__rating">
      <Stars value={stars} />
      <span>
        {stars.toFixed(1)} · {reviewsText(reviewsCount)}
      </span>
    </span>
  );
}

/** A professional's photo (or initials), name linking to their public profile, and rating; `children` adds lines. */
export function ProfessionalBadge({
  professional,
  children,
}: {
  professional: Professional;
  children?: ReactNode;
}) {
  const photo = avatarSrc(professional.avatar);
  return (
    <div className="tl-pro">
      {photo === null ? (
        <span className="tl-pro__avatar tl-pro__avatar--initials" aria-hidden="true">
          {initialsOf(professional.name)}
        </span>
      ) : (
        <img className="tl-pro__avatar" src={photo} alt="" />
      )}
      <div className="tl-pro__who">
        <Link to={`/experts/${professional.accountantId}`} className="tl-pro__name">
          {professional.name}
        </Link>
        {professional.practiceName && (
          <span className="tl-pro__practice">
            {t("practiceAssignment.quotePracticeFact", { practice: professional.practiceName })}
          </span>
        )}
        {children}
        <Rating stars={professional.stars} reviewsCount={professional.reviewsCount} />
      </div>
    </div>
  );
}
