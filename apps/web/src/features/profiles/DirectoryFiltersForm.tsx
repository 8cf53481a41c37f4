import { isUsStateCode, US_STATES } from "@taxlane/contract";
import { isLanguage, languages } from "@taxlane/contract/i18n/language";
import { profiles } from "@taxlane/contract/i18n/local/profiles";
import type { ChangeEvent } from "react";
import { Link } from "react-router";
import { SelectField } from "../../components/ui/form";
import {
  type DirectoryFilters,
  hasFilters,
  languageLabel,
  type ServiceFilter,
  serviceFilters,
  type WorkModeFilter,
  workModeFilters,
} from "../../entities/profile";

type FilterKey = "state" | "service" | "mode" | "language";

/** The directory's filters: state, service, work mode and language; each change goes back to page 1. */
export function DirectoryFiltersForm({
  filters,
  onChange,
}: {
  filters: DirectoryFilters;
  onChange: (next: DirectoryFilters) => void;
}) {
  const pick =
    <K extends FilterKey>(key: K, parse: (value: string) => DirectoryFilters[K]) =>
    (event: ChangeEvent<HTMLSelectElement>) =>
      onChange({ ...filters, [key]: parse(event.target.value), page: 1 });

  return (
    <search className="tl-directory__filters" aria-label={profiles.filterProfessionals}>
      <SelectField
        label={profiles.stateFilter}
        name="state"
        value={filters.state ?? ""}
        onChange={pick("state", (value) => (isUsStateCode(value) ? value : null))}
      >
        <option value="">{profiles.allStates}</option>
        {US_STATES.map(([code, name]) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={profiles.serviceFilter}
        name="service"
        value={filters.service ?? ""}
        onChange={pick("service", (value) => (value === "" ? null : (value as ServiceFilter)))}
      >
        <option value="">{profiles.anyService}</option>
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
        <option value="">{profiles.anyWay}</option>
        {Object.entries(workModeFilters).map(([value, option]) => (
          <option key={value} value={value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={profiles.languageFilter}
        name="language"
        value={filters.language ?? ""}
        onChange={pick("language", (value) => (isLanguage(value) ? value : null))}
      >
        <option value="">{profiles.anyLanguage}</option>
        {languages.map((language) => (
          <option key={language} value={language}>
            {languageLabel(language)}
          </option>
        ))}
      </SelectField>
      {hasFilters(filters) && (
        <Link to="/experts" className="tl-directory__clear" preventScrollReset>
          {profiles.clearFilters}
        </Link>
      )}
    </search>
  );
}
