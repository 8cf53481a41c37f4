import { type AccountantProfileDetails, workingTypeLabels } from "@taxlane/contract";
import type { ReactNode } from "react";
import {
  initialsOf,
  reviewsText,
  Stars,
  servesClientsInText,
  yearsOfExperienceText,
} from "../../entities/profile";
import {
  credentialsText,
  employeesText,
  headlineText,
  memberSinceText,
  profilePhotoSrc,
  reviewDateText,
  servicesText,
  shortUrl,
} from "./profile-text";
import "./profiles.css";
import "./expert-profile.css";
import { profiles } from "@taxlane/contract/i18n/local/profiles";
import { formatPlain } from "@taxlane/contract/i18n/plain-format";

type Level = 1 | 2;

function Heading({ level, id, children }: { level: Level; id?: string; children: ReactNode }) {
  const Tag = level === 1 ? "h2" : "h3";
  return (
    <Tag id={id} className="tl-profile__section-title">
      {children}
    </Tag>
  );
}

function Section({
  title,
  level,
  name,
  children,
}: {
  title: string;
  level: Level;
  name: string;
  children: ReactNode;
}) {
  const id = `profile-${name}`;
  return (
    <section className="tl-profile__section" aria-labelledby={id}>
      <Heading level={level} id={id}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

function ProfilePhoto({ profile }: { profile: AccountantProfileDetails }) {
  const src = profilePhotoSrc(profile);
  if (src === null) {
    return (
      <span className="tl-profile__photo tl-profile__photo--initials" aria-hidden="true">
        {initialsOf(profile.displayName)}
      </span>
    );
  }
  return <img className="tl-profile__photo" src={src} alt={profile.displayName} width={128} height={128} />;
}

function Rating({ profile }: { profile: AccountantProfileDetails }) {
  if (profile.rateByStars === null || profile.reviewsCount === 0) {
    return <p className="tl-profile__rating tl-expert-card__new">{profiles.newOnTaxlane}</p>;
  }
  return (
    <p className="tl-profile__rating">
      <Stars value={profile.rateByStars} />
      <span>
        {profile.rateByStars.toFixed(1)} · {reviewsText(profile.reviewsCount)}
      </span>
    </p>
  );
}

function CredentialsBadge({ verified }: { verified: boolean }) {
  return (
    <p
      className={
        verified
          ? "tl-expert-card__badge tl-expert-card__badge--verified"
          : "tl-expert-card__badge tl-expert-card__badge--pending"
      }
    >
      {credentialsText(verified)}
    </p>
  );
}

function ExternalLink({ href, label }: { href: string; label: string }) {
  return (
    <a href={href} rel="nofollow noopener noreferrer" className="tl-profile__link">
      {label}
      <span className="tl-profile__link-url">{shortUrl(href)}</span>
    </a>
  );
}

function Facts({ profile, level }: { profile: AccountantProfileDetails; level: Level }) {
  const links = [
    profile.website && { href: profile.website, label: profiles.websiteLink },
    profile.linkedin && { href: profile.linkedin, label: "LinkedIn" },
    profile.reviewsLink && { href: profile.reviewsLink, label: profiles.reviewsElsewhere },
  ].filter((link): link is { href: string; label: string } => Boolean(link));

  return (
    <Section title={profiles.atAGlance} level={level} name="facts">
      <dl className="tl-profile__facts">
        <div>
          <dt>{profiles.servicesFact}</dt>
          <dd>{servicesText[profile.taxPreparationTypeId]}</dd>
        </div>
        <div>
          <dt>{profiles.worksWithClients}</dt>
          <dd>
            {profile.workingTypeIds.length === 0 ? (
              profiles.notStated
            ) : (
              <ul className="tl-profile__plain-list">
                {profile.workingTypeIds.map((id) => (
                  <li key={id}>{workingTypeLabels[id]}</li>
                ))}
              </ul>
            )}
          </dd>
        </div>
        <div>
          <dt>{profiles.experienceFact}</dt>
          <dd>{yearsOfExperienceText(profile.yearsOfExperience)}</dd>
        </div>
        {profile.languages !== undefined && profile.languages.length > 0 && (
          <div>
            <dt>{profiles.languagesFact}</dt>
            <dd>{servesClientsInText(profile.languages)}</dd>
          </div>
        )}
        {profile.isEnterprise && profile.businessName !== null && (
          <div>
            <dt>{profiles.businessFact}</dt>
            <dd>
              {profile.businessName}
              {(profile.yearFounded !== null || profile.numberOfEmployees !== null) && (
                <span className="tl-profile__muted">
                  {[
                    profile.yearFounded !== null &&
                      formatPlain(profiles.foundedIn, { year: profile.yearFounded }),
                    profile.numberOfEmployees !== null && employeesText(profile.numberOfEmployees),
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </span>
              )}
            </dd>
          </div>
        )}
        <div>
          <dt>{profiles.pricingFact}</dt>
          <dd>
            {profile.pricingSystemFile !== null ? (
              <a href={profile.pricingSystemFile.url} className="tl-profile__link">
                {profiles.standardPricing}
                <span className="tl-profile__link-url">{profile.pricingSystemFile.name}</span>
              </a>
            ) : (
              profiles.quotedPerRequest
            )}
          </dd>
        </div>
        {links.length > 0 && (
          <div>
            <dt>{profiles.linksFact}</dt>
            <dd>
              <ul className="tl-profile__plain-list">
                {links.map((link) => (
                  <li key={link.label}>
                    <ExternalLink {...link} />
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
      </dl>
    </Section>
  );
}

function Education({ profile, level }: { profile: AccountantProfileDetails; level: Level }) {
  return (
    <Section title={profiles.education} level={level} name="education">
      {profile.accountantEducationList.length === 0 ? (
        <p className="tl-profile__empty">{profiles.noEducation}</p>
      ) : (
        <ul className="tl-profile__education">
          {profile.accountantEducationList.map((entry) => (
            <li key={`${entry.institution}-${entry.degree}-${entry.yearOfGraduation}`}>
              <span className="tl-profile__strong">{entry.degree}</span>
              <span className="tl-profile__muted">
                {entry.institution}, {entry.yearOfGraduation}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function WorkHistory({ profile, level }: { profile: AccountantProfileDetails; level: Level }) {
  return (
    <Section title={profiles.recentWork} level={level} name="work">
      {profile.accountantWorkExperience.length === 0 ? (
        <p className="tl-profile__empty">{profiles.noRecentWork}</p>
      ) : (
        <ol className="tl-profile__history">
          {profile.accountantWorkExperience.map((job, index) => (
            // Jobs carry no id of their own here; their order (newest first) is stable.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index} className="tl-profile__history-item">
              <p className="tl-profile__strong">
                {job.title} <span className="tl-profile__muted">· {job.year}</span>
              </p>
              {job.rate !== null && <Stars value={job.rate} />}
              {job.description !== "" && <p>{job.description}</p>}
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}

function Reviews({ profile, level }: { profile: AccountantProfileDetails; level: Level }) {
  return (
    <Section title={profiles.reviewsHeading} level={level} name="reviews">
      {profile.reviews.length === 0 ? (
        <p className="tl-profile__empty">{profiles.noReviews}</p>
      ) : (
        <ul className="tl-profile__reviews">
          {profile.reviews.map((review) => (
            <li key={review.id} className="tl-profile__review">
              <Stars value={review.rating} />
              {review.comment !== "" && (
                <blockquote className="tl-profile__quote">{review.comment}</blockquote>
              )}
              <p className="tl-profile__muted">
                {review.authorName} · {reviewDateText(review.createdDate)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export interface ExpertProfileViewProps {
  profile: AccountantProfileDetails;
  /** 1 when the name is the page's title (the public page), 2 when the page has its own. */
  level?: Level;
  /** Shown under the name, such as "Request quotes". */
  actions?: ReactNode;
}

/** A professional's profile exactly as taxpayers see it; no antd, so the public page stays light. */
export function ExpertProfileView({ profile, level = 1, actions }: ExpertProfileViewProps) {
  const NameTag = level === 1 ? "h1" : "h2";
  return (
    <article className="tl-profile" aria-labelledby="profile-name">
      <header className="tl-profile__head">
        <ProfilePhoto profile={profile} />
        <div className="tl-profile__who">
          <NameTag id="profile-name" className="tl-profile__name">
            {profile.displayName}
          </NameTag>
          <p className="tl-profile__headline">{headlineText(profile)}</p>
          <Rating profile={profile} />
          <div className="tl-profile__badges">
            <CredentialsBadge verified={profile.credentialsVerified} />
            <p className="tl-profile__muted">{memberSinceText(profile.memberSince)}</p>
          </div>
        </div>
        {actions !== undefined && <div className="tl-profile__actions">{actions}</div>}
      </header>
      <div className="tl-profile__body">
        <div className="tl-profile__main">
          <Section title={profiles.aboutHeading} level={level} name="about">
            {profile.aboutBusinessOrServiceStandOut ? (
              <p className="tl-profile__about">{profile.aboutBusinessOrServiceStandOut}</p>
            ) : (
              <p className="tl-profile__empty">{profiles.noDescription}</p>
            )}
          </Section>
          <Reviews profile={profile} level={level} />
          <WorkHistory profile={profile} level={level} />
        </div>
        <div className="tl-profile__side">
          <Facts profile={profile} level={level} />
          <Education profile={profile} level={level} />
        </div>
      </div>
    </article>
  );
}
