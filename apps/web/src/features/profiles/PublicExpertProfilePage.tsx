import { useQuery } from "@tanstack/react-query";
import { appTexts } from "@taxlane/contract";
import { Link, useParams } from "react-router";
import { StatusScreen } from "../../components/error-screens/StatusScreen";
import { Button, ButtonLink } from "../../components/ui/Button";
import { Container } from "../../components/ui/Container";
import { MessageLinkButton } from "../../entities/conversation";
import { isNotFound, parseExpertId, publicExpertProfileQuery } from "../../entities/profile";
import { isApiError } from "../../lib/api-client";
import { usePageTitle } from "../../lib/use-page-title";
import { ExpertProfileView } from "./ExpertProfileView";
import "./directory.css";
import { profiles } from "@taxlane/contract/i18n/local/profiles";

const NOT_FOUND_TITLE = profiles.professionalNotFoundTitle;

function ExpertNotFound() {
  usePageTitle(NOT_FOUND_TITLE);
  return (
    <StatusScreen
      figure="404"
      title={NOT_FOUND_TITLE}
      actions={
        <ButtonLink to="/experts" size="lg">
          {profiles.findAProfessional}
        </ButtonLink>
      }
    >
      <p className="tl-status__text">
        {appTexts.notFound} {profiles.professionalGone}
      </p>
    </StatusScreen>
  );
}

function BackLink() {
  return (
    <p className="tl-directory__back">
      <Link to="/experts">
        <span aria-hidden="true">←&nbsp;</span>
        {profiles.allProfessionals}
      </Link>
    </p>
  );
}

function ProfileSkeleton() {
  return (
    <>
      <p className="tl-visually-hidden" role="status">
        {profiles.loadingProfile}
      </p>
      <div className="tl-profile" aria-hidden="true">
        <div className="tl-profile__head">
          <span className="tl-expert-skeleton__avatar tl-directory__skeleton-photo" />
          <div className="tl-profile__who">
            <span className="tl-expert-skeleton__line" />
            <span className="tl-expert-skeleton__line tl-expert-skeleton__line--short" />
          </div>
        </div>
        <div className="tl-expert-skeleton tl-directory__skeleton-block" />
      </div>
    </>
  );
}

function ProfileLoader({ id }: { id: number }) {
  const profile = useQuery(publicExpertProfileQuery(id));
  const missing = profile.isError && isNotFound(profile.error);
  // The same title as the 404 screen's, whose effect runs before this one.
  usePageTitle(missing ? NOT_FOUND_TITLE : (profile.data?.displayName ?? profiles.taxProfessional));

  if (missing) return <ExpertNotFound />;
  return (
    <Container className="tl-directory tl-directory--profile">
      <BackLink />
      {profile.isPending ? (
        <ProfileSkeleton />
      ) : profile.isError ? (
        <>
          <h1 className="tl-directory__title">{profiles.thisProfileLoadError}</h1>
          <div className="tl-near-you__message" role="alert">
            <p>{isApiError(profile.error) ? profile.error.message : appTexts.somethingWentWrong}</p>
            <Button variant="secondary" onClick={() => void profile.refetch()}>
              {profiles.tryAgain}
            </Button>
          </div>
        </>
      ) : (
        <ExpertProfileView
          profile={profile.data}
          actions={
            <>
              <ButtonLink to="/get-started" size="lg">
                {profiles.requestQuotes}
              </ButtonLink>
              <span className="tl-directory__cta-note">{profiles.freeNoObligation}</span>
              <MessageLinkButton userId={id} name={profile.data.displayName} />
            </>
          }
        />
      )}
    </Container>
  );
}

/** /experts/:id: a professional's public profile, for anyone, with a call to request quotes. */
export function PublicExpertProfilePage() {
  const id = parseExpertId(useParams().id);
  if (id === null) return <ExpertNotFound />;
  return <ProfileLoader id={id} />;
}
