import { useQuery } from "@tanstack/react-query";
import {
  appTexts,
  type DirectoryExpert,
  isUsStateCode,
  US_STATES,
  usStateName,
  workingTypeLabels,
} from "@taxlane/contract";
import type { ChangeEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "../../components/ui/Button";
import { Container } from "../../components/ui/Container";
import { SelectField } from "../../components/ui/form";
import { PageIntro } from "../../components/ui/PageIntro";
import {
  DIRECTORY_PAGE_SIZE,
  type DirectoryFilters,
  directoryQuery,
  directorySearch,
  hasFilters,
  pageCount,
  pagerItems,
  parseDirectoryFilters,
  type ServiceFilter,
  serviceFilters,
  type WorkModeFilter,
  workModeFilters,
} from "../../entities/profile";
import { isApiError } from "../../lib/api-client";
import { usePageTitle } from "../../lib/use-page-title";
import { ExpertCardView } from "./ExpertCardView";
import { servicesText } from "./profile-text";
import "./profiles.css";
import "./directory.css";
import { profiles } from "@taxlane/contract/i18n/local/profiles";
import { formatPlain } from "@taxlane/contract/i18n/plain-format";

const placeholders = Array.from({ length: 6 }, (_, index) => index);

/** "12 professionals in Texas who take business returns and work online or by phone". */
function resultsText(total: number, filters: DirectoryFilters): string {
  const parts = [total === 1 ? "1 professional" : `${total} professionals`];
  parts.push(filters.state === null ? "across the US" : `in ${usStateName(filters.state)}`);
  if (filters.service !== null) parts.push(`for ${serviceFilters[filters.service].label.toLowerCase()}`);
  if (filters.mode !== null) parts.push(`· ${workModeFilters[filters.mode].label.toLowerCase()}`);
  return parts.join(" ");
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
      {expert.about !== null && expert.about !== "" && <p className="tl-directory__about">{expert.about}</p>}
    </ExpertCardView>
  );
}

function Pager({ filters, total }: { filters: DirectoryFilters; total: number }) {
  const count = pageCount(total);
  if (count <= 1) return null;
  const to = (page: number) => ({ pathname: "/experts", search: directorySearch({ ...filters, page }) });
  const previous = filters.page > 1 ? filters.page - 1 : null;
  const next = filters.page < count ? filters.page + 1 : null;
  return (
    <nav className="tl-pager" aria-label={profiles.directoryPages}>
      {previous === null ? (
        <span className="tl-pager__step" aria-disabled="true">
          <span aria-hidden="true">←&nbsp;</span>Previous
        </span>
      ) : (
        <Link to={to(previous)} className="tl-pager__step" rel="prev">
          <span aria-hidden="true">←&nbsp;</span>Previous
        </Link>
      )}
      <ul className="tl-pager__pages">
        {pagerItems(filters.page, count).map((page, index) =>
          page === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place
            <li key={`gap-${index}`} className="tl-pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                to={to(page)}
                className="tl-pager__page"
                aria-current={page === filters.page ? "page" : undefined}
                aria-label={`Page ${page}`}
              >
                {page}
              </Link>
            </li>
          ),
        )}
      </ul>
      {next === null ? (
        <span className="tl-pager__step" aria-disabled="true">
          Next<span aria-hidden="true">&nbsp;→</span>
        </span>
      ) : (
        <Link to={to(next)} className="tl-pager__step" rel="next">
          Next<span aria-hidden="true">&nbsp;→</span>
        </Link>
      )}
    </nav>
  );
}

function Filters({
  filters,
  onChange,
}: {
  filters: DirectoryFilters;
  onChange: (next: DirectoryFilters) => void;
}) {
  const pick =
    <K extends "state" | "service" | "mode">(key: K, parse: (value: string) => DirectoryFilters[K]) =>
    (event: ChangeEvent<HTMLSelectElement>) =>
      onChange({ ...filters, [key]: parse(event.target.value), page: 1 });

  return (
    <search className="tl-directory__filters" aria-label="Filter professionals">
      <SelectField
        label="State"
        name="state"
        value={filters.state ?? ""}
        onChange={pick("state", (value) => (isUsStateCode(value) ? value : null))}
      >
        <option value="">All states</option>
        {US_STATES.map(([code, name]) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Service"
        name="service"
        value={filters.service ?? ""}
        onChange={pick("service", (value) => (value === "" ? null : (value as ServiceFilter)))}
      >
        <option value="">Any service</option>
        {Object.entries(serviceFilters).map(([value, option]) => (
          <option key={value} value={value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={profiles.worksWithClients}
        name="mode"
        value={filters.mode ?? ""}
        onChange={pick("mode", (value) => (value === "" ? null : (value as WorkModeFilter)))}
      >
        <option value="">Any way</option>
        {Object.entries(workModeFilters).map(([value, option]) => (
          <option key={value} value={value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      {hasFilters(filters) && (
        <Link to="/experts" className="tl-directory__clear" preventScrollReset>
          Clear filters
        </Link>
      )}
    </search>
  );
}

function Results({ filters }: { filters: DirectoryFilters }) {
  const experts = useQuery(directoryQuery(filters));

  if (experts.isPending) {
    return (
      <>
        <p className="tl-directory__summary" role="status">
          Loading professionals…
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
          Try again
        </Button>
      </div>
    );
  }

  const { items, total } = experts.data;
  const updating = experts.isPlaceholderData;
  const pages = pageCount(total);
  const firstShown = (filters.page - 1) * DIRECTORY_PAGE_SIZE + 1;

  return (
    <>
      <p className="tl-directory__summary" role="status">
        {updating
          ? profiles.updatingList
          : total === 0
            ? profiles.noMatches
            : `${resultsText(total, filters)}, best rated first${
                pages > 1 ? ` · showing ${firstShown}–${firstShown + items.length - 1}` : ""
              }`}
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
                Clear filters
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
            aria-label="Professionals"
            aria-busy={updating}
          >
            {items.map((expert) => (
              <li key={expert.id}>
                <DirectoryCard expert={expert} />
              </li>
            ))}
          </ul>
          <Pager filters={filters} total={total} />
        </>
      )}
    </>
  );
}

/** /experts: every professional, filtered by state, service and work mode, best rated first, 12 a page. */
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
      <PageIntro eyebrow="Directory" title={title} lead={profiles.directoryLead} />
      <Container className="tl-directory">
        <Filters
          filters={filters}
          onChange={(next) =>
            setParams(new URLSearchParams(directorySearch(next)), { preventScrollReset: true })
          }
        />
        <h2 className="tl-visually-hidden">Professionals</h2>
        <Results filters={filters} />
      </Container>
    </div>
  );
}
