import { type ExpertCard, placeText } from "@taxlane/contract";
import type { ReactNode } from "react";
import { Link } from "react-router";
import {
  initialsOf,
  preparerTypeText,
  reviewsText,
  Stars,
  yearsOfExperienceText,
} from "../../entities/profile";
import "./profiles.css";
import { profiles } from "@taxlane/contract/i18n/local/profiles";

/** A professional as the public sees them; the whole card opens their profile. `children` adds details. */
export function ExpertCardView({ expert, children }: { expert: ExpertCard; children?: ReactNode }) {
  return (
    <article className="tl-expert-card">
      <div className="tl-expert-card__top">
        {expert.avatar ? (
          <img className="tl-expert-card__avatar" src={`data:image/jpeg;base64,${expert.avatar}`} alt="" />
        ) : (
          <span className="tl-expert-card__avatar tl-expert-card__avatar--initials" aria-hidden="true">
            {initialsOf(expert.displayName)}
          </span>
        )}
        <div className="tl-expert-card__who">
          <h3 className="tl-expert-card__name">
            <Link to={`/experts/${expert.id}`} className="tl-expert-card__link">
              {expert.displayName}
            </Link>
          </h3>
          <p className="tl-expert-card__type">{preparerTypeText(expert.taxPreparerTypeId)}</p>
        </div>
      </div>
      <p className="tl-expert-card__place">{placeText(expert.city, expert.state)}</p>
      <p className="tl-expert-card__years">{yearsOfExperienceText(expert.yearsOfExperience)}</p>
      <p className="tl-expert-card__rating">
        {expert.rateByStars === null ? (
          <span className="tl-expert-card__new">{profiles.newOnTaxlane}</span>
        ) : (
          <>
            <Stars value={expert.rateByStars} />
            <span>
              {expert.rateByStars.toFixed(1)} · {reviewsText(expert.reviewsCount)}
            </span>
          </>
        )}
      </p>
      {children}
      <p
        className={
          expert.credentialsVerified
            ? "tl-expert-card__badge tl-expert-card__badge--verified"
            : "tl-expert-card__badge tl-expert-card__badge--pending"
        }
      >
        {expert.credentialsVerified ? profiles.credentialsVerified : profiles.notYetVerified}
      </p>
    </article>
  );
}
