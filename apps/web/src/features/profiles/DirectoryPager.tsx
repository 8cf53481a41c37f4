import { profiles } from "@taxlane/contract/i18n/local/profiles";
import { formatPlain } from "@taxlane/contract/i18n/plain-format";
import { Link } from "react-router";
import { type DirectoryFilters, directorySearch, pageCount, pagerItems } from "../../entities/profile";

/** The directory's pages: previous, the numbers around the current one, next; nothing for one page. */
export function DirectoryPager({ filters, total }: { filters: DirectoryFilters; total: number }) {
  const count = pageCount(total);
  if (count <= 1) return null;
  const to = (page: number) => ({ pathname: "/experts", search: directorySearch({ ...filters, page }) });
  const previous = filters.page > 1 ? filters.page - 1 : null;
  const next = filters.page < count ? filters.page + 1 : null;
  const previousText = (
    <>
      <span aria-hidden="true">←&nbsp;</span>
      {profiles.previousPage}
    </>
  );
  const nextText = (
    <>
      {profiles.nextPage}
      <span aria-hidden="true">&nbsp;→</span>
    </>
  );
  return (
    <nav className="tl-pager" aria-label={profiles.directoryPages}>
      {previous === null ? (
        <span className="tl-pager__step" aria-disabled="true">
          {previousText}
        </span>
      ) : (
        <Link to={to(previous)} className="tl-pager__step" rel="prev">
          {previousText}
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
                aria-label={formatPlain(profiles.pageNumber, { page })}
              >
                {page}
              </Link>
            </li>
          ),
        )}
      </ul>
      {next === null ? (
        <span className="tl-pager__step" aria-disabled="true">
          {nextText}
        </span>
      ) : (
        <Link to={to(next)} className="tl-pager__step" rel="next">
          {nextText}
        </Link>
      )}
    </nav>
  );
}
