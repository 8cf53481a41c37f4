import { useQuery } from "@tanstack/react-query";
import { appTexts, type DirectoryExpert, usStateName, workingTypeLabels } from "@taxlane/contract";
import { Link, useSearchParams } from "react-router";
import { Button } from "../../components/ui/Button";
import { Container } from "../../components/ui/Container";
import { PageIntro } from "../../components/ui/PageIntro";
import {
  DIRECTORY_PAGE_SIZE,
  type DirectoryFilters,
  directoryQuery,
  directorySearch,
  inLanguageText,
  pageCount,
  parseDirectoryFilters,
  servesClientsInText,
  serviceFilters,
  workModeFilters,
} from "../../entities/profile";
import { isApiError } from "../../lib/api-client";
import { usePageTitle } from "../../lib/use-page-title";
import { DirectoryFiltersForm } from "./DirectoryFiltersForm";
import { DirectoryPager } from "./DirectoryPager";
import { ExpertCardView } from "./ExpertCardView";
import { servicesText } from "./profile-text";
import "./profiles.css";
import "./directory.css";
import { profiles } from "@taxlane/contract/i18n/local/profiles";
import { formatPlain } from "@taxlane/contract/i18n/plain-format";

const placeholders = Array.from({ length: 6 }, (_, index) => index);

/** "12 professionals in Texas for business returns · online or by phone · in Spanish, best rated first". */
function resultsText(
  total: number,
  filters: DirectoryFilters,
  shown: { first: number; count: number },
): string {
  const where = [
    filters.state === null
      ? profiles.acrossUs
      : formatPlain(profiles.inState, { state: usStateName(filters.state) }),
  ];
  if (filters.service !== null) {
    where.push(
      formatPlain(profiles.forService, { service: serviceFilters[filters.service].label.toLowerCase() }),
    );
  }
  if (filters.mode !== null) where.push(`· ${workModeFilters[filters.mode].label.toLowerCase()}`);
  if (filters.language !== null) where.push(`· ${inLanguageText(filters.language)}`);
  const results =
    total === 1
      ? formatPlain(profiles.resultsOne, { where: where.join(" ") })
      : formatPlain(profiles.resultsMany, { count: total, where: where.join(" ") });
  const sorted = formatPlain(profiles.bestRatedFirst, { results });
  if (pageCount(total) <= 1) return sorted;
  const range = formatPlain(profiles.showingRange, {
    first: shown.first,
    last: shown.first + shown.count - 1,
  });
  return `${sorted} · ${range}`;
}

function DirectoryCard({ expert }: { expert: DirectoryExpert }) {
  return (
    <ExpertCardView expert={expert}>
      <p className="tl-directory__services">{servicesText[expert.taxPreparationTypeId]}</p>
      {expert.workingTypeIds.length > 0 && (
        <p className="tl-directory__modes">
          {expert.workingTypeIds.map((id) => workingTypeLabels[id]).join(" · ")}
        </p>
      )}
      {expert.businessName !== null && <p className="tl-directory__business">{expert.businessName}</p>}
      {expert.languages !== undefined && expert.languages.length > 0 && (
        <p className="tl-directory__languages">{servesClientsInText(expert.languages)}</p>
      )}
      {expert.about !== null && expert.about !== "" && <p className="tl-directory__about">{expert.about}</p>}
    </ExpertCardView>
  );
}

function Results({ filters }: { filters: DirectoryFilters }) {
  const experts = useQuery(directoryQuery(filters));

  if (experts.isPending) {
    return (
      <>
        <p className="tl-directory__summary" role="status">
          {profiles.loadingProfessionals}
        </p>
        <ul className="tl-near-you__grid" aria-hidden="true">
          {placeholders.map((index) => (
            <li key={index} className="tl-expert-skeleton">
              <span className="tl-expert-skeleton__avatar" />
              <span className="tl-expert-skeleton__line" />
              <span className="tl-expert-skeleton__line tl-expert-skeleton__line--short" />
            </li>
          ))}
        </ul>
      </>
    );
  }

  if (experts.isError) {
    return (
      <div className="tl-near-you__message" role="alert">
        <p>
          {profiles.professionalsLoadError}{" "}
          {isApiError(experts.error) ? experts.error.message : appTexts.somethingWentWrong}
        </p>
        <Button variant="secondary" onClick={() => void experts.refetch()}>
          {profiles.tryAgain}
        </Button>
      </div>
    );
  }

  const { items, total } = experts.data;
  const updating = experts.isPlaceholderData;
  const firstShown = (filters.page - 1) * DIRECTORY_PAGE_SIZE + 1;

  return (
    <>
      <p className="tl-directory__summary" role="status">
        {updating
          ? profiles.updatingList
          : total === 0
            ? profiles.noMatches
            : resultsText(total, filters, { first: firstShown, count: items.length })}
      </p>
      {items.length === 0 && !updating ? (
        <div className="tl-near-you__message">
          {total === 0 ? (
            <>
              <p>
                {filters.state === null
                  ? profiles.noneMatchFilters
                  : formatPlain(profiles.noneInStateMatchFilters, { state: usStateName(filters.state) })}
              </p>
              <Link to="/experts" className="tl-directory__clear">
                {profiles.clearFilters}
              </Link>
            </>
          ) : (
            <>
              <p>{profiles.pastTheEnd}</p>
              <Link to={{ pathname: "/experts", search: directorySearch({ ...filters, page: 1 }) }}>
                {profiles.backToFirstPage}
              </Link>
            </>
          )}
        </div>
      ) : (
        <>
          <ul
            className="tl-near-you__grid tl-directory__grid"
            aria-label={profiles.professionalsHeading}
            aria-busy={updating}
          >
            {items.map((expert) => (
              <li key={expert.id}>
                <DirectoryCard expert={expert} />
              </li>
            ))}
          </ul>
          <DirectoryPager filters={filters} total={total} />
        </>
      )}
    </>
  );
}

/** /experts: every professional, filtered by state, service, work mode and language, best rated first, 12 a page. */
export function ExpertDirectoryPage() {
  const [params, setParams] = useSearchParams();
  const filters = parseDirectoryFilters(params);
  const title =
    filters.state === null
      ? profiles.findProfessional
      : formatPlain(profiles.professionalsInState, { state: usStateName(filters.state) });
  usePageTitle(title);

  return (
    <div className="tl-directory-page">
      <PageIntro eyebrow={profiles.directoryEyebrow} title={title} lead={profiles.directoryLead} />
      <Container className="tl-directory">
        <DirectoryFiltersForm
          filters={filters}
          onChange={(next) =>
            setParams(new URLSearchParams(directorySearch(next)), { preventScrollReset: true })
          }
        />
        <h2 className="tl-visually-hidden">{profiles.professionalsHeading}</h2>
        <Results filters={filters} />
      </Container>
    </div>
  );
}
